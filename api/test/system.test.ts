import { expect, it } from 'vitest';
import { describeEngines } from './support/testApi';

describeEngines('system', (api) => {
  it('serves /config.json without login', async () => {
    const res = await api().get('/config.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ auth: 'local', websocketUrl: '/ws' });
  });

  it('takes a client error report and logs it trimmed', async () => {
    const res = await api().post('/rest/log/error', {
      message: 'boom in editor',
      url: '/#/apps/1/create.html',
      entries: [{ level: 'error', message: 'canvas failed', time: Date.now() }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(api().logs.some((l) => l.includes('boom in editor'))).toBe(true);
  });

  it('serves Material Design icons by name, cached, and nothing else from their folder', async () => {
    const icon = await api().get('/icons/mdi/heart-outline.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(String(icon.body)).toMatch(/<path d="M[^"]+"/);
    expect(icon.headers.get('cache-control')).toMatch(/max-age=\d+/);
    for (const path of ['/icons/mdi/no-such-icon-here.svg', '/icons/mdi/..%2Fpackage.json', '/icons/mdi/../meta.json']) {
      const res = await api().get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('lists the Material Design icon names for the editor, cached for a day', async () => {
    const res = await api().get('/icons/mdi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const names: string[] = res.body.names;
    expect(names).toContain('close');
    expect(names).toContain('heart-outline');
    expect(names).not.toContain('no-such-icon-here');
    expect(names.every((name) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toBe(true);
  });

  it('answers an unknown REST path with a JSON 404', async () => {
    const res = await api().get('/rest/nothing-here.json');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('rejects invalid JSON with a 400 naming the body', async () => {
    const res = await api().request('POST', '/rest/log/error', {
      raw: '{"message": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_json', field: '' });
  });

  it('rejects a body that is not JSON with a 415', async () => {
    const res = await api().request('POST', '/rest/log/error', { raw: 'message=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('rejects an oversized body with a 413', async () => {
    const res = await api().request('POST', '/rest/log/error', {
      raw: JSON.stringify({ message: 'x'.repeat(6 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it('names the failing field on a wrong type', async () => {
    const res = await api().post('/rest/log/error', { message: 42 });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('message');
  });

  it('answers a method a route does not take with a JSON 405', async () => {
    const res = await api().request('PUT', '/config.json');
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
  });

  it('serves a placeholder for front ends that are not built', async () => {
    const res = await api().get('/player/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('html');
  });
});
