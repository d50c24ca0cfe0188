// Versions of a prototype (issue 39): save, list, open, delete on both engines, with who may do what.
import { appVersionSchema, appVersionSummarySchema } from '@protolab/shared';
import { expect, it } from 'vitest';
import { createAppFor, createUser, minimalAppDoc, worldBeforeAll } from './support/actors';
import { describeEngines, postRaw } from './support/testApi';

const screen = (id: string, name: string) => ({ id, name, x: 0, y: 0, w: 375, h: 667, children: [], props: {} });

describeEngines('versions of a prototype', (api) => {
  const w = worldBeforeAll(api);
  const versionsOf = (appId: string) => `/rest/apps/${appId}/versions.json`;
  const versionPath = (appId: string, id: string) => `/rest/apps/${appId}/versions/${id}.json`;
  /** Stores the document with these screens, as a save of the editor would. */
  const storeScreens = async (appId: string, names: string[]) => {
    const doc = minimalAppDoc(appId, 'Owned app');
    const screens = Object.fromEntries(names.map((name, i) => [`s${i}`, screen(`s${i}`, name)]));
    const res = await api().post(`/rest/apps/${appId}.json`, { ...doc, screens }, w.owner.token);
    expect(res.status).toBe(200);
  };

  it('saves the document as it was, lists it with author and time, opens it after the app changed, deletes it', async () => {
    const appId = await createAppFor(api(), w.owner);
    await api().knex('team').insert({ app_id: appId, user_id: w.writer.id, role: 'write', created: Date.now() });
    await api().knex('team').insert({ app_id: appId, user_id: w.reader.id, role: 'read', created: Date.now() });
    await storeScreens(appId, ['Sign up', 'Welcome']);
    const before = Date.now();
    const saved = await api().post(versionsOf(appId), { name: 'Before the new sign-up' }, w.writer.token);
    expect(saved.status).toBe(200);
    expect(appVersionSummarySchema.parse(saved.body)).toEqual({
      id: expect.any(String),
      appId,
      name: 'Before the new sign-up',
      trigger: 'manual',
      authorId: w.writer.id,
      authorName: 'writer',
      created: expect.any(Number),
      screenCount: 2,
    });
    expect(saved.body.created).toBeGreaterThanOrEqual(before);

    await storeScreens(appId, ['Sign up in one step']);
    const auto = await api().post(versionsOf(appId), { name: 'Before import', trigger: 'import' }, w.owner.token);
    expect(auto.body).toMatchObject({ trigger: 'import', authorName: 'owner', screenCount: 1 });

    const list = await api().get(versionsOf(appId), w.reader.token);
    expect(list.status).toBe(200);
    expect(list.body.map((v: { name: string }) => v.name)).toEqual(['Before import', 'Before the new sign-up']);
    expect(list.body[1]).toEqual(saved.body);
    expect(list.body[1].doc).toBeUndefined();

    const opened = await api().get(versionPath(appId, saved.body.id), w.reader.token);
    expect(opened.status).toBe(200);
    const version = appVersionSchema.parse(opened.body);
    expect(Object.values(version.doc.screens).map((s) => s.name)).toEqual(['Sign up', 'Welcome']);
    expect(version.doc.id).toBe(appId);
    // the app itself moved on
    const app = await api().get(`/rest/apps/${appId}.json`, w.reader.token);
    expect(Object.values(app.body.screens as Record<string, { name: string }>).map((s) => s.name)).toEqual([
      'Sign up in one step',
    ]);

    const gone = await api().del(versionPath(appId, saved.body.id), w.writer.token);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ status: 'ok' });
    expect((await api().get(versionsOf(appId), w.owner.token)).body.map((v: { id: string }) => v.id)).toEqual([
      auto.body.id,
    ]);
    expect((await api().get(versionPath(appId, saved.body.id), w.owner.token)).status).toBe(404);
    expect((await api().del(versionPath(appId, saved.body.id), w.owner.token)).status).toBe(404);
  });

  it('lets readers list and open, writers save and delete, nobody else anything', async () => {
    const saved = await api().post(versionsOf(w.appId), { name: 'Team version' }, w.owner.token);
    expect(saved.status).toBe(200);
    const id = saved.body.id as string;
    const other = await api().post(versionsOf(w.otherAppId), { name: 'Not yours' }, w.other.token);
    const stranger = await createUser(api(), 'stranger');

    // a reader reads, never writes
    expect((await api().get(versionsOf(w.appId), w.reader.token)).status).toBe(200);
    expect((await api().get(versionPath(w.appId, id), w.reader.token)).status).toBe(200);
    expect((await api().post(versionsOf(w.appId), { name: 'Mine' }, w.reader.token)).status).toBe(403);
    expect((await api().del(versionPath(w.appId, id), w.reader.token)).status).toBe(403);
    // someone outside the team, and nobody logged in, get nothing
    for (const token of [stranger.token, w.other.token]) {
      expect((await api().get(versionsOf(w.appId), token)).status).toBe(403);
      expect((await api().get(versionPath(w.appId, id), token)).status).toBe(403);
      expect((await api().post(versionsOf(w.appId), { name: 'Mine' }, token)).status).toBe(403);
      expect((await api().del(versionPath(w.appId, id), token)).status).toBe(403);
    }
    expect((await api().get(versionsOf(w.appId))).status).toBe(401);
    expect((await api().post(versionsOf(w.appId), { name: 'Mine' })).status).toBe(401);
    // a version of another app is not reached through this app's path
    expect((await api().get(versionPath(w.appId, other.body.id), w.owner.token)).status).toBe(404);
    expect((await api().del(versionPath(w.appId, other.body.id), w.owner.token)).status).toBe(404);
    expect((await api().get(versionPath(w.otherAppId, other.body.id), w.other.token)).status).toBe(200);
    // nor a public example's versions by a stranger
    expect((await api().get(versionsOf(w.publicAppId), stranger.token)).status).toBe(403);
    expect((await api().get(versionsOf('no-such-app'), w.owner.token)).status).toBe(404);
    // nothing was saved or deleted by a refused call
    const names = (await api().get(versionsOf(w.appId), w.owner.token)).body.map((v: { name: string }) => v.name);
    expect(names).not.toContain('Mine');
    expect(names).toContain('Team version');
  });

  it('keeps the document the editor had just before an import', async () => {
    const before = { ...minimalAppDoc(w.appId, 'Owned app'), screens: { s0: screen('s0', 'Before the import') } };
    const saved = await api().post(
      versionsOf(w.appId),
      { name: 'Before an import', trigger: 'import', doc: before },
      w.writer.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ trigger: 'import', screenCount: 1 });
    const opened = await api().get(versionPath(w.appId, saved.body.id), w.reader.token);
    expect(Object.values(opened.body.doc.screens as Record<string, { name: string }>).map((s) => s.name)).toEqual([
      'Before the import',
    ]);
    // a reader sends no document either
    const refused = await api().post(
      versionsOf(w.appId),
      { name: 'Before an import', trigger: 'import', doc: before },
      w.reader.token,
    );
    expect(refused.status).toBe(403);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'Fine', trigger: 'sometimes' }, 'trigger'],
      [{ name: 'Fine', doc: minimalAppDoc(w.appId, 'Manual') }, 'doc'],
      [{ name: 'Fine', trigger: 'import', doc: 'text' }, 'doc'],
      [{ name: 'Fine', trigger: 'import', doc: { ...minimalAppDoc(w.appId, 'X'), screens: 3 } }, 'doc.screens'],
      [{ name: 'Fine', trigger: 'import', doc: minimalAppDoc(w.otherAppId, 'Not this app') }, 'doc.id'],
      [{ name: 'Fine', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await api().post(versionsOf(w.appId), body, w.owner.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field, JSON.stringify(body)).toBe(field);
    }
    const text = await postRaw(api(), versionsOf(w.appId), '{"name":', 'application/json', w.owner.token);
    expect(text.status).toBe(400);
    expect((await api().get(`/rest/apps/${w.appId}/versions/${'%20bad'}.json`, w.owner.token)).status).toBe(400);
  });
});
