import { randomUUID } from 'node:crypto';
import { APP_SCHEMA_VERSION } from '@protolab/shared';
import { describe, expect, it } from 'vitest';
import { createUser, worldBeforeAll } from './support/actors';
import { legacyExport, newAppBody, storedDoc } from './support/appBodies';
import { describeEngines } from './support/testApi';

describeEngines('apps', (api) => {
  const w = worldBeforeAll(api);

  describe('create', () => {
    it('creates an app with its owner row and three invitations, at both paths', async () => {
      for (const path of ['/rest/apps', '/rest/apps/']) {
        const body = newAppBody();
        const res = await api().post(path, body, w.owner.token);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          ...body,
          schemaVersion: APP_SCHEMA_VERSION,
          screens: {},
          widgets: {},
          lines: {},
        });
        const stored = await storedDoc(api(), body.id);
        expect(stored).toMatchObject({ name: 'Checkout flow', owner_id: w.owner.id, doc: res.body });
        expect(await api().knex('team').where({ app_id: body.id }).select('user_id', 'role')).toEqual([
          { user_id: w.owner.id, role: 'owner' },
        ]);
        const invitations = await api().knex('invitations').where({ app_id: body.id }).select('hash', 'permission');
        expect(invitations.map((i) => i.permission).sort()).toEqual(['read', 'test', 'write']);
        for (const { hash } of invitations) expect(hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
        expect(new Set(invitations.map((i) => i.hash)).size).toBe(3);
      }
    });

    it('makes the id when the client sends none', async () => {
      const { id: _omit, ...body } = newAppBody('No id');
      const res = await api().post('/rest/apps', body, w.owner.token);
      expect(res.status).toBe(200);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await storedDoc(api(), res.body.id)).toBeTruthy();
    });

    it('answers a retry with the same id with the app made the first time; someone else gets a 409', async () => {
      const body = newAppBody('Retry me');
      const first = await api().post('/rest/apps', body, w.owner.token);
      const again = await api().post('/rest/apps', { ...body, name: 'Changed on retry' }, w.owner.token);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const stolen = await api().post('/rest/apps', { ...body, name: 'Mine now' }, w.other.token);
      expect(stolen.status).toBe(409);
      expect(stolen.body.error.field).toBe('id');
      expect((await storedDoc(api(), body.id))!.name).toBe('Retry me');
      expect(await api().knex('invitations').where({ app_id: body.id }).count({ n: '*' })).toEqual([{ n: 3 }]);
    });

    it('asks a guest to sign up and stores nothing', async () => {
      const body = newAppBody();
      const res = await api().post('/rest/apps', body);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      expect(await storedDoc(api(), body.id)).toBeUndefined();
    });

    it('imports an export of the existing product: migrated, unknown fields kept', async () => {
      const id = randomUUID();
      const res = await api().post('/rest/apps', legacyExport(id), w.owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        _id: id,
        schemaVersion: APP_SCHEMA_VERSION,
        version: 7,
        lastCategory: 'Forms',
      });
      expect(res.body.widgets.w1).toMatchObject({ copies: [], props: { label: 'Go' } });
      expect(res.body.screens.s1.rulers).toEqual([]);
      expect((await storedDoc(api(), id))!.doc).toEqual(res.body);
    });

    it('imports our own export as it is', async () => {
      const source = await api().get(`/rest/apps/${w.appId}.json`, w.owner.token);
      const id = randomUUID();
      const res = await api().post('/rest/apps', { ...source.body, id, name: 'Re-imported' }, w.owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...source.body, id, name: 'Re-imported' });
    });
  });

  describe('lists', () => {
    it('lists the apps the user is a member of, as documents or summaries', async () => {
      const reader = w.reader;
      const docs = await api().get('/rest/apps', reader.token);
      expect(docs.status).toBe(200);
      expect(docs.body.map((a: { id: string }) => a.id)).toEqual([w.appId]);
      expect(docs.body[0]).toMatchObject({
        id: w.appId,
        name: 'Owned app',
        screens: {},
        schemaVersion: APP_SCHEMA_VERSION,
      });

      const summaries = await api().get('/rest/apps/?summary=true', reader.token);
      expect(summaries.status).toBe(200);
      expect(summaries.body).toEqual([
        {
          id: w.appId,
          name: 'Owned app',
          type: 'smartphone',
          screenSize: { w: 375, h: 667 },
          created: expect.any(Number),
          updated: expect.any(Number),
          role: 'read',
          counts: { screens: 0, widgets: 0 },
        },
      ]);
    });

    it('lists only its own apps to a new user, and needs a login', async () => {
      const fresh = await createUser(api(), 'fresh');
      expect((await api().get('/rest/apps', fresh.token)).body).toEqual([]);
      expect((await api().get('/rest/apps')).status).toBe(401);
      const bad = await api().get('/rest/apps?summary=yes', fresh.token);
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('summary');
    });

    it('lists the public examples without login, as summaries', async () => {
      expect((await api().get('/rest/apps/public/')).status).toBe(200);
      const res = await api().get('/rest/apps/public');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({ id: w.publicAppId, name: 'Public example', counts: { screens: 0, widgets: 0 } }),
      ]);
      expect(res.body[0].screens).toBeUndefined();
    });
  });

  describe('read, save, props, copy, delete', () => {
    it('reads and saves the whole document; a writer may save, a reader may not', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Save me'), w.owner.token)).body.id;
      await api()
        .knex('team')
        .insert([
          { app_id: id, user_id: w.writer.id, role: 'write', created: Date.now() },
          { app_id: id, user_id: w.reader.id, role: 'read', created: Date.now() },
        ]);
      const doc = (await api().get(`/rest/apps/${id}.json`, w.reader.token)).body;
      const edited = {
        ...doc,
        name: 'Saved by writer',
        screens: { s1: { id: 's1', name: 'One', x: 0, y: 0, w: 375, h: 667, children: [] } },
      };
      const denied = await api().post(`/rest/apps/${id}.json`, edited, w.reader.token);
      expect(denied.status).toBe(403);
      const saved = await api().post(`/rest/apps/${id}.json`, edited, w.writer.token);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(edited);
      expect(await storedDoc(api(), id)).toMatchObject({ name: 'Saved by writer', doc: edited });
      expect((await api().get(`/rest/apps/${id}.json`, w.owner.token)).body).toEqual(edited);
    });

    it('lets a team reader neither save nor delete, and a writer save but neither delete nor manage the team', async () => {
      const app = await api().get(`/rest/apps/${w.appId}.json`, w.owner.token);
      const stranger = await createUser(api(), 'stranger');
      const attempts = {
        readerSave: await api().post(`/rest/apps/${w.appId}.json`, { ...app.body, name: 'By reader' }, w.reader.token),
        readerDelete: await api().del(`/rest/apps/${w.appId}.json`, w.reader.token),
        writerDelete: await api().del(`/rest/apps/${w.appId}.json`, w.writer.token),
        writerAdds: await api().post(
          `/rest/apps/${w.appId}/team/`,
          { email: stranger.email, permission: 'read' },
          w.writer.token,
        ),
        writerPromotes: await api().post(
          `/rest/apps/${w.appId}/team/${w.reader.id}.json`,
          { permission: 'write' },
          w.writer.token,
        ),
        writerRemoves: await api().del(`/rest/apps/${w.appId}/team/${w.reader.id}.json`, w.writer.token),
      };
      for (const [what, res] of Object.entries(attempts)) {
        expect(res.status, what).toBe(403);
        expect(res.body.error.code, what).toBe('forbidden');
      }
      expect(await storedDoc(api(), w.appId)).toMatchObject({ name: 'Owned app' });
      expect(await api().knex('team').where({ app_id: w.appId }).orderBy('role').select('user_id', 'role')).toEqual([
        { user_id: w.owner.id, role: 'owner' },
        { user_id: w.reader.id, role: 'read' },
        { user_id: w.writer.id, role: 'write' },
      ]);
      const writerSave = await api().post(`/rest/apps/${w.appId}.json`, app.body, w.writer.token);
      expect(writerSave.status).toBe(200);
    });

    it('changes top-level props only', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Props'), w.owner.token)).body.id;
      const res = await api().post(
        `/rest/apps/props/${id}.json`,
        {
          name: '  Renamed ',
          screenSize: { w: 1280, h: 800 },
          type: 'desktop',
          description: 'Big',
          grid: { w: 10, visible: true },
        },
        w.owner.token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        name: 'Renamed',
        screenSize: { w: 1280, h: 800 },
        type: 'desktop',
        description: 'Big',
        grid: { w: 10 },
      });
      expect(await storedDoc(api(), id)).toMatchObject({ name: 'Renamed', doc: res.body });
    });

    it('copies an app for the caller: new id and invitations, same contents, test settings along', async () => {
      const source = (await api().post('/rest/apps', newAppBody('Original'), w.owner.token)).body;
      await api().post(
        `/rest/apps/${source.id}/update`,
        {
          changes: [{ type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } }],
        },
        w.owner.token,
      );
      await api().post(
        `/rest/test/${source.id}.json`,
        { description: 'Try it', tasks: [{ id: 't1', name: 'Find it' }] },
        w.owner.token,
      );
      await api().knex('team').insert({ app_id: source.id, user_id: w.reader.id, role: 'read', created: Date.now() });

      const res = await api().post(`/rest/apps/copy/${source.id}`, { name: 'My copy' }, w.reader.token);
      expect(res.status).toBe(200);
      expect(res.body.id).not.toBe(source.id);
      expect(res.body).toMatchObject({ name: 'My copy', screens: { s1: { id: 's1' } } });
      expect(await storedDoc(api(), res.body.id)).toMatchObject({ owner_id: w.reader.id, name: 'My copy' });
      expect(await api().knex('team').where({ app_id: res.body.id }).select('user_id', 'role')).toEqual([
        { user_id: w.reader.id, role: 'owner' },
      ]);
      const hashes = async (appId: string) =>
        (await api().knex('invitations').where({ app_id: appId }).pluck('hash')).sort();
      const [mine, theirs] = [await hashes(res.body.id), await hashes(source.id)];
      expect(mine).toHaveLength(3);
      expect(mine.filter((h: string) => theirs.includes(h))).toEqual([]);
      const settings = await api().get(`/rest/test/${res.body.id}.json`, w.reader.token);
      expect(settings.body).toMatchObject({
        description: 'Try it',
        tasks: [{ id: 't1', name: 'Find it' }],
        appID: res.body.id,
      });
    });

    it('deletes an app with everything that belongs to it (owner only)', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Doomed'), w.owner.token)).body.id;
      await api().knex('team').insert({ app_id: id, user_id: w.writer.id, role: 'write', created: Date.now() });
      await api().post(`/rest/test/${id}.json`, { description: 'x' }, w.owner.token);
      await api().post(`/rest/commands/${id}/add`, { id: 'c1', type: 'AddWidget' }, w.owner.token);

      expect((await api().del(`/rest/apps/${id}.json`, w.writer.token)).status).toBe(403);
      expect(await storedDoc(api(), id)).toBeTruthy();
      const res = await api().del(`/rest/apps/${id}.json`, w.owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      for (const table of ['apps', 'team', 'invitations', 'test_settings', 'undo_stacks', 'app_changes']) {
        const column = table === 'apps' ? 'id' : 'app_id';
        expect(await api().knex(table).where(column, id).count({ n: '*' }), table).toEqual([{ n: 0 }]);
      }
      expect((await api().get(`/rest/apps/${id}.json`, w.owner.token)).status).toBe(404);
    });

    it('answers 404 for an unknown app and 400 for a malformed id', async () => {
      const unknown = await api().get(`/rest/apps/${randomUUID()}.json`, w.owner.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('not_found');
      const malformed = await api().get('/rest/apps/bad%20id%24.json', w.owner.token);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.field).toBe('id');
    });
  });
});
