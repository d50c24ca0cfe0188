import { describe, expect, it } from 'vitest';
import { publicAddress } from '../src/http/publicAddress';
import { describeEngines, postRaw } from './support/testApi';

const nic = (address: string, internal = false) => ({
  address,
  internal,
  family: 'IPv4' as const,
  netmask: '255.255.255.0',
  mac: '00:00:00:00:00:00',
  cidr: null,
});

describe('the address testers reach the server at', () => {
  const unset = { publicUrl: 'http://localhost:3000', publicUrlSet: false };
  const request = { protocol: 'http', host: '127.0.0.1:41234' };

  it('is PUBLIC_URL when set, whatever the machine has', () => {
    const set = { publicUrl: 'https://proto.example.org', publicUrlSet: true };
    expect(publicAddress(set, request, { eth0: [nic('192.168.1.20')] })).toEqual({
      url: 'https://proto.example.org',
      source: 'setting',
    });
  });

  it('else the LAN address on the port the browser used, never loopback, link-local or a container bridge', () => {
    const interfaces = {
      lo: [nic('127.0.0.1', true)],
      docker0: [nic('172.17.0.1')],
      eth1: [nic('169.254.3.4')],
      wlan0: [nic('192.168.1.20')],
    };
    expect(publicAddress(unset, request, interfaces)).toEqual({ url: 'http://192.168.1.20:41234', source: 'lan' });
    expect(publicAddress(unset, { protocol: 'https', host: 'box.local' }, interfaces)?.url).toBe(
      'https://192.168.1.20:443',
    );
  });

  it('prefers a private address to a public one, and is absent with no network at all', () => {
    const interfaces = { eth0: [nic('203.0.113.9')], eth1: [nic('10.1.2.3')] };
    expect(publicAddress(unset, request, interfaces)?.url).toBe('http://10.1.2.3:41234');
    expect(publicAddress(unset, request, { eth0: [nic('203.0.113.9')] })?.url).toBe('http://203.0.113.9:41234');
    expect(publicAddress(unset, request, { lo: [nic('127.0.0.1', true)] })).toBeUndefined();
  });
});

describeEngines('system', (api) => {
  it('serves /config.json without login', async () => {
    const res = await api().get('/config.json');
    expect(res.status).toBe(200);
    const { publicAddress: lan, figmaApiUrl, ...login } = res.body;
    expect(login).toEqual({ auth: 'local' });
    expect(figmaApiUrl).toBe('https://api.figma.com');
    // no PUBLIC_URL: this machine's network address (if it has one) on the test server's port
    if (lan) expect(lan.url).toMatch(new RegExp(`^http://\\d+\\.\\d+\\.\\d+\\.\\d+:${new URL(api().url).port}$`));
    if (lan) expect(lan.source).toBe('lan');
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
    for (const path of [
      '/icons/mdi/no-such-icon-here.svg',
      '/icons/mdi/..%2Fpackage.json',
      '/icons/mdi/../meta.json',
    ]) {
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
    const res = await postRaw(api(), '/rest/log/error', '{"message": ');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_json', field: '' });
  });

  it('rejects a body that is not JSON with a 415', async () => {
    const res = await postRaw(api(), '/rest/log/error', 'message=x', 'text/plain');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('rejects an oversized body with a 413', async () => {
    const res = await postRaw(api(), '/rest/log/error', JSON.stringify({ message: 'x'.repeat(6 * 1024 * 1024) }));
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

describeEngines(
  'system with PUBLIC_URL',
  (api) => {
    it('tells the front ends the configured public address', async () => {
      const res = await api().get('/config.json');
      expect(res.body.publicAddress).toEqual({ url: 'https://proto.example.org', source: 'setting' });
    });
  },
  { PUBLIC_URL: 'https://proto.example.org/' },
);
