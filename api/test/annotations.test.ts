import { describe, expect, it } from 'vitest';
import { worldBeforeAll } from './support/actors';
import { createRecordingApp } from './support/recordedData';
import { describeEngines, postRaw } from './support/testApi';

describeEngines('annotations', (api) => {
  const w = worldBeforeAll(api);
  const freshApp = async (options: { isPublic?: boolean } = {}) => (await createRecordingApp(api(), w, options)).appId;
  const rows = (appId: string) => api().knex('annotations').where({ app_id: appId });

  it('creates a session annotation and lists it under session.json', async () => {
    const appId = await freshApp();
    const res = await api().post(
      `/rest/annotations/apps/${appId}`,
      {
        kind: 'session',
        reference: 'S1',
        isValid: false,
        tasks: { t1: true, t2: false },
        tags: [{ tag: 'confused', start: 10 }],
      },
      w.writer.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      appId,
      kind: 'session',
      reference: 'S1',
      isValid: false,
      tasks: { t1: true, t2: false },
      tags: [{ tag: 'confused', start: 10 }],
      userId: w.writer.id,
      created: expect.any(Number),
      lastUpdate: expect.any(Number),
    });
    const list = await api().get(`/rest/annotations/apps/${appId}/session.json`, w.reader.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([res.body]);
    expect((await api().get(`/rest/annotations/apps/${appId}/tags.json`, w.reader.token)).body).toEqual([]);
  });

  it('fills the defaults of a session annotation and keeps a client-made id', async () => {
    const appId = await freshApp();
    const res = await api().post(
      `/rest/annotations/apps/${appId}`,
      { id: 'ann-1', kind: 'session', reference: 'S2' },
      w.owner.token,
    );
    expect(res.body).toMatchObject({ id: 'ann-1', isValid: true, tasks: {}, tags: [] });
    expect((await rows(appId)).map((r) => r.id)).toEqual(['ann-1']);
  });

  it('creates tag definitions (name, colour) and lists them under tags.json', async () => {
    const appId = await freshApp();
    const a = await api().post(
      `/rest/annotations/apps/${appId}`,
      { kind: 'tag', name: 'Confused', color: '#ff8800' },
      w.owner.token,
    );
    const b = await api().post(`/rest/annotations/apps/${appId}`, { kind: 'tag', name: 'Happy' }, w.writer.token);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ kind: 'tag', name: 'Confused', color: '#ff8800', appId });
    expect(a.body).not.toHaveProperty('reference');
    const list = await api().get(`/rest/annotations/apps/${appId}/tags.json`, w.owner.token);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Confused', 'Happy']);
    expect(list.body[1]).toEqual(b.body);
  });

  it('allows one session annotation per session: a second is a 409 naming reference', async () => {
    const appId = await freshApp();
    await api().post(`/rest/annotations/apps/${appId}`, { kind: 'session', reference: 'S1' }, w.owner.token);
    const res = await api().post(
      `/rest/annotations/apps/${appId}`,
      { kind: 'session', reference: 'S1', isValid: false },
      w.owner.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.field).toBe('reference');
    const both = await Promise.all(
      [1, 2].map(() =>
        api().post(`/rest/annotations/apps/${appId}`, { kind: 'session', reference: 'S9' }, w.owner.token),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await rows(appId)).toHaveLength(2);
  });

  it('refuses an id that exists already, in this app or another', async () => {
    const appId = await freshApp();
    const otherApp = await freshApp();
    await api().post(`/rest/annotations/apps/${otherApp}`, { id: 'taken-ann', kind: 'tag', name: 'x' }, w.owner.token);
    const res = await api().post(
      `/rest/annotations/apps/${appId}`,
      { id: 'taken-ann', kind: 'tag', name: 'y' },
      w.owner.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.field).toBe('id');
    expect(await rows(appId)).toHaveLength(0);
  });

  it('updates the editable fields of its kind', async () => {
    const appId = await freshApp();
    const created = await api().post(
      `/rest/annotations/apps/${appId}`,
      { kind: 'session', reference: 'S1' },
      w.owner.token,
    );
    const res = await api().post(
      `/rest/annotations/apps/${appId}/${created.body.id}.json`,
      { isValid: false, tasks: { t1: false }, note: 'left early' },
      w.writer.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      reference: 'S1',
      isValid: false,
      tasks: { t1: false },
      note: 'left early',
      tags: [],
    });
    expect(res.body.lastUpdate).toBeGreaterThanOrEqual(created.body.lastUpdate);
    const list = await api().get(`/rest/annotations/apps/${appId}/session.json`, w.owner.token);
    expect(list.body).toEqual([res.body]);

    const tag = await api().post(`/rest/annotations/apps/${appId}`, { kind: 'tag', name: 'Old' }, w.owner.token);
    const renamed = await api().post(
      `/rest/annotations/apps/${appId}/${tag.body.id}.json`,
      { name: 'New', color: '#000' },
      w.owner.token,
    );
    expect(renamed.body).toMatchObject({ name: 'New', color: '#000' });
  });

  it('deletes an annotation, and answers 404 for one that is not in the app', async () => {
    const appId = await freshApp();
    const created = await api().post(`/rest/annotations/apps/${appId}`, { kind: 'tag', name: 'x' }, w.owner.token);
    const res = await api().del(`/rest/annotations/apps/${appId}/${created.body.id}.json`, w.writer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(await rows(appId)).toHaveLength(0);
    expect((await api().del(`/rest/annotations/apps/${appId}/${created.body.id}.json`, w.writer.token)).status).toBe(
      404,
    );
  });

  it("does not reach another app's annotation through this app's path", async () => {
    const mine = await freshApp();
    const theirs = await freshApp();
    const created = await api().post(`/rest/annotations/apps/${theirs}`, { kind: 'tag', name: 'keep' }, w.owner.token);
    expect(
      (await api().post(`/rest/annotations/apps/${mine}/${created.body.id}.json`, { name: 'x' }, w.owner.token)).status,
    ).toBe(404);
    expect((await api().del(`/rest/annotations/apps/${mine}/${created.body.id}.json`, w.owner.token)).status).toBe(404);
    expect(JSON.parse((await rows(theirs))[0].doc).name).toBe('keep');
  });

  describe('bad input stores nothing', () => {
    const create: Array<[string, unknown, number, string]> = [
      ['no kind', { reference: 'S1' }, 400, 'kind'],
      ['an unknown kind', { kind: 'note', reference: 'S1' }, 400, 'kind'],
      ['a session without reference', { kind: 'session' }, 400, 'reference'],
      ['isValid of the wrong type', { kind: 'session', reference: 'S1', isValid: 'no' }, 400, 'isValid'],
      [
        'a task result that is not a boolean',
        { kind: 'session', reference: 'S1', tasks: { t1: 'yes' } },
        400,
        'tasks.t1',
      ],
      ['a tag without name', { kind: 'session', reference: 'S1', tags: [{ tag: ' ' }] }, 400, 'tags.0.tag'],
      ['an unknown field', { kind: 'session', reference: 'S1', valid: false }, 400, 'valid'],
      ['a tag definition without name', { kind: 'tag', color: '#fff' }, 400, 'name'],
      ['a colour that is not a colour', { kind: 'tag', name: 'x', color: 'red; drop' }, 400, 'color'],
      ['a reference with a slash', { kind: 'session', reference: 'a/b' }, 400, 'reference'],
      ['an array', [{ kind: 'tag', name: 'x' }], 400, ''],
    ];
    it.each(create)('create: %s', async (_name, body, status, field) => {
      const appId = await freshApp();
      const res = await api().post(`/rest/annotations/apps/${appId}`, body, w.owner.token);
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(await rows(appId)).toHaveLength(0);
    });

    it('create: invalid JSON is a 400, another content type a 415', async () => {
      const appId = await freshApp();
      const path = `/rest/annotations/apps/${appId}`;
      const broken = await postRaw(api(), path, '{"kind":', 'application/json', w.owner.token);
      expect(broken.status).toBe(400);
      const text = await postRaw(api(), path, 'kind=tag', 'text/plain', w.owner.token);
      expect(text.status).toBe(415);
      expect(await rows(appId)).toHaveLength(0);
    });

    const update: Array<[string, 'session' | 'tag', unknown, string]> = [
      ['a field of the other kind', 'session', { name: 'x' }, 'name'],
      ['a reference (fixed)', 'session', { reference: 'S2' }, 'reference'],
      ['a kind (fixed)', 'tag', { kind: 'session' }, 'kind'],
      ['a wrong type', 'session', { isValid: 1 }, 'isValid'],
      ['an empty tag name', 'tag', { name: '' }, 'name'],
      ['a note too long', 'tag', { note: 'x'.repeat(10_001) }, 'note'],
    ];
    it.each(update)('update: %s', async (_name, kind, body, field) => {
      const appId = await freshApp();
      const created = await api().post(
        `/rest/annotations/apps/${appId}`,
        kind === 'session' ? { kind, reference: 'S1' } : { kind, name: 'orig' },
        w.owner.token,
      );
      const res = await api().post(`/rest/annotations/apps/${appId}/${created.body.id}.json`, body, w.owner.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
      const [row] = await rows(appId);
      expect(row.updated).toBe(created.body.lastUpdate);
      expect(row.reference).toBe(kind === 'session' ? 'S1' : null);
    });
  });

  describe('public examples', () => {
    it('lists the annotations of a public app without login, and 404 for others', async () => {
      const pub = await freshApp({ isPublic: true });
      await api().post(
        `/rest/annotations/apps/${pub}`,
        { kind: 'session', reference: 'S1', isValid: false },
        w.owner.token,
      );
      await api().post(`/rest/annotations/apps/${pub}`, { kind: 'tag', name: 'T' }, w.owner.token);
      const sessions = await api().get(`/examples/annotations/apps/${pub}/session.json`);
      expect(sessions.status).toBe(200);
      expect(sessions.body).toMatchObject([{ reference: 'S1', isValid: false }]);
      expect((await api().get(`/examples/annotations/apps/${pub}/tags.json`)).body).toMatchObject([{ name: 'T' }]);
      const priv = await freshApp();
      expect((await api().get(`/examples/annotations/apps/${priv}/session.json`)).status).toBe(404);
      expect((await api().get(`/examples/annotations/apps/${priv}/tags.json`)).status).toBe(404);
    });
  });
});
