import { randomUUID } from 'node:crypto';
import { APP_SCHEMA_VERSION } from '@protolab/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorld, type Actor, type World } from './support/actors';
import { describeEngines, type TestApi } from './support/testApi';

const newAppBody = (name = 'Checkout flow', id: string = randomUUID()) => ({
  id,
  name,
  type: 'smartphone',
  screenSize: { w: 375, h: 667 },
});

/** A document as the existing product exports it: no schemaVersion, fields we do not know. */
function legacyExport(id: string) {
  return {
    _id: id,
    name: 'Imported',
    version: 7,
    type: 'desktop',
    screenSize: { w: 1280, h: 800 },
    lastCategory: 'Forms',
    screens: {
      s1: { id: 's1', name: 'Start', x: 0, y: 0, w: 1280, h: 800, children: ['w1'], props: { start: true }, rulers: [] },
    },
    widgets: { w1: { id: 'w1', type: 'Button', x: 10, y: 10, w: 120, h: 40, props: { label: 'Go' }, copies: [] } },
    lines: {},
  };
}

async function storedDoc(api: TestApi, id: string) {
  const row = await api.knex('apps').where({ id }).first('doc', 'name', 'owner_id', 'updated');
  return row ? { ...row, doc: JSON.parse(row.doc) } : undefined;
}

const widget = (id: string, x = 10) => ({ type: 'Button', x, y: 20, w: 100, h: 40, props: { label: id } });

describeEngines('apps', (api) => {
  let w: World;
  let owner: Actor;
  beforeAll(async () => {
    w = await createWorld(api());
    owner = w.owner;
  });

  describe('create', () => {
    it('creates an app with its owner row and three invitations, at both paths', async () => {
      for (const path of ['/rest/apps', '/rest/apps/']) {
        const body = newAppBody();
        const res = await api().post(path, body, owner.token);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ ...body, schemaVersion: APP_SCHEMA_VERSION, screens: {}, widgets: {}, lines: {} });
        const stored = await storedDoc(api(), body.id);
        expect(stored).toMatchObject({ name: 'Checkout flow', owner_id: owner.id, doc: res.body });
        expect(await api().knex('team').where({ app_id: body.id }).select('user_id', 'role')).toEqual([
          { user_id: owner.id, role: 'owner' },
        ]);
        const invitations = await api().knex('invitations').where({ app_id: body.id }).select('hash', 'permission');
        expect(invitations.map((i) => i.permission).sort()).toEqual(['read', 'test', 'write']);
        for (const { hash } of invitations) expect(hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
        expect(new Set(invitations.map((i) => i.hash)).size).toBe(3);
      }
    });

    it('makes the id when the client sends none', async () => {
      const { id: _omit, ...body } = newAppBody('No id');
      const res = await api().post('/rest/apps', body, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await storedDoc(api(), res.body.id)).toBeTruthy();
    });

    it('answers a retry with the same id with the app made the first time; someone else gets a 409', async () => {
      const body = newAppBody('Retry me');
      const first = await api().post('/rest/apps', body, owner.token);
      const again = await api().post('/rest/apps', { ...body, name: 'Changed on retry' }, owner.token);
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
      const res = await api().post('/rest/apps', legacyExport(id), owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, _id: id, schemaVersion: APP_SCHEMA_VERSION, version: 7, lastCategory: 'Forms' });
      expect(res.body.widgets.w1).toMatchObject({ copies: [], props: { label: 'Go' } });
      expect(res.body.screens.s1.rulers).toEqual([]);
      expect((await storedDoc(api(), id))!.doc).toEqual(res.body);
    });

    it('imports our own export as it is', async () => {
      const source = await api().get(`/rest/apps/${w.appId}.json`, owner.token);
      const id = randomUUID();
      const res = await api().post('/rest/apps', { ...source.body, id, name: 'Re-imported' }, owner.token);
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
      expect(docs.body[0]).toMatchObject({ id: w.appId, name: 'Owned app', screens: {}, schemaVersion: APP_SCHEMA_VERSION });

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
      const res = await api().get('/rest/apps/public');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([expect.objectContaining({ id: w.publicAppId, name: 'Public example', counts: { screens: 0, widgets: 0 } })]);
      expect(res.body[0].screens).toBeUndefined();
    });
  });

  describe('read, save, props, copy, delete', () => {
    it('reads and saves the whole document; a writer may save, a reader may not', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Save me'), owner.token)).body.id;
      await api().knex('team').insert([
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
      expect((await api().get(`/rest/apps/${id}.json`, owner.token)).body).toEqual(edited);
    });

    it('changes top-level props only', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Props'), owner.token)).body.id;
      const res = await api().post(
        `/rest/apps/props/${id}.json`,
        { name: '  Renamed ', screenSize: { w: 1280, h: 800 }, type: 'desktop', description: 'Big', grid: { w: 10, visible: true } },
        w.owner.token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, name: 'Renamed', screenSize: { w: 1280, h: 800 }, type: 'desktop', description: 'Big', grid: { w: 10 } });
      expect(await storedDoc(api(), id)).toMatchObject({ name: 'Renamed', doc: res.body });
    });

    it('copies an app for the caller: new id and invitations, same contents, test settings along', async () => {
      const source = (await api().post('/rest/apps', newAppBody('Original'), owner.token)).body;
      await api().post(
        `/rest/apps/${source.id}/update`,
        { changes: [{ type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } }] },
        owner.token,
      );
      await api().post(`/rest/test/${source.id}.json`, { description: 'Try it', tasks: [{ id: 't1', name: 'Find it' }] }, owner.token);
      await api().knex('team').insert({ app_id: source.id, user_id: w.reader.id, role: 'read', created: Date.now() });

      const res = await api().post(`/rest/apps/copy/${source.id}`, { name: 'My copy' }, w.reader.token);
      expect(res.status).toBe(200);
      expect(res.body.id).not.toBe(source.id);
      expect(res.body).toMatchObject({ name: 'My copy', screens: { s1: { id: 's1' } } });
      expect(await storedDoc(api(), res.body.id)).toMatchObject({ owner_id: w.reader.id, name: 'My copy' });
      expect(await api().knex('team').where({ app_id: res.body.id }).select('user_id', 'role')).toEqual([
        { user_id: w.reader.id, role: 'owner' },
      ]);
      const hashes = async (appId: string) => (await api().knex('invitations').where({ app_id: appId }).pluck('hash')).sort();
      const [mine, theirs] = [await hashes(res.body.id), await hashes(source.id)];
      expect(mine).toHaveLength(3);
      expect(mine.filter((h: string) => theirs.includes(h))).toEqual([]);
      const settings = await api().get(`/rest/test/${res.body.id}.json`, w.reader.token);
      expect(settings.body).toMatchObject({ description: 'Try it', tasks: [{ id: 't1', name: 'Find it' }], appID: res.body.id });
    });

    it('deletes an app with everything that belongs to it (owner only)', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Doomed'), owner.token)).body.id;
      await api().knex('team').insert({ app_id: id, user_id: w.writer.id, role: 'write', created: Date.now() });
      await api().post(`/rest/test/${id}.json`, { description: 'x' }, owner.token);
      await api().post(`/rest/commands/${id}/add`, { id: 'c1', type: 'AddWidget' }, owner.token);

      expect((await api().del(`/rest/apps/${id}.json`, w.writer.token)).status).toBe(403);
      expect(await storedDoc(api(), id)).toBeTruthy();
      const res = await api().del(`/rest/apps/${id}.json`, owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      for (const table of ['apps', 'team', 'invitations', 'test_settings', 'command_stacks']) {
        const column = table === 'apps' ? 'id' : 'app_id';
        expect(await api().knex(table).where(column, id).count({ n: '*' }), table).toEqual([{ n: 0 }]);
      }
      expect((await api().get(`/rest/apps/${id}.json`, owner.token)).status).toBe(404);
    });

    it('answers 404 for an unknown app and 400 for a malformed id', async () => {
      const unknown = await api().get(`/rest/apps/${randomUUID()}.json`, owner.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('not_found');
      const malformed = await api().get('/rest/apps/bad%20id%24.json', owner.token);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.field).toBe('id');
    });
  });

  describe('change sets', () => {
    it('applies a change set and keeps the screens children consistent', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Changes'), owner.token)).body.id;
      const before = (await storedDoc(api(), id))!.updated;
      const res = await api().post(
        `/rest/apps/${id}/update`,
        {
          changes: [
            { type: 'add', parent: 'screens', id: 's1', object: { name: 'Home', x: 0, y: 0, w: 375, h: 667, children: [] } },
            { type: 'add', parent: 'widgets', id: 'w1', screen: 's1', object: widget('w1') },
            { type: 'add', parent: 'widgets', id: 'w2', screen: 's1', object: widget('w2') },
            { type: 'update', parent: 'widgets', id: 'w1', props: { x: 99 } },
            { type: 'add', parent: 'lines', id: 'l1', object: { from: 'w2', to: 's1', event: 'click' } },
            { type: 'delete', parent: 'widgets', id: 'w2' },
          ],
        },
        w.writer.token === undefined ? owner.token : owner.token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', applied: 6, lastUpdate: expect.any(Number) });
      const { doc, updated } = (await storedDoc(api(), id))!;
      expect(updated).toBe(res.body.lastUpdate);
      expect(updated).toBeGreaterThan(before);
      expect(doc.screens.s1.children).toEqual(['w1']);
      expect(doc.widgets).toEqual({ w1: { ...widget('w1', 99), id: 'w1' } });
      expect(doc.lines).toEqual({});
    });

    it('lands concurrent change sets from several editors without losing any', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Busy'), owner.token)).body.id;
      await api().post(
        `/rest/apps/${id}/update`,
        { changes: [{ type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } }] },
        owner.token,
      );
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          api().post(
            `/rest/apps/${id}/update`,
            { changes: [{ type: 'add', parent: 'widgets', id: `w${i}`, screen: 's1', object: widget(`w${i}`, i) }] },
            owner.token,
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
      const { doc } = (await storedDoc(api(), id))!;
      expect(Object.keys(doc.widgets).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `w${i}`).sort());
      expect([...doc.screens.s1.children].sort()).toEqual(Object.keys(doc.widgets).sort());
    });

    it('answers 409 for a change to a record another editor removed, and changes nothing', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Conflict'), owner.token)).body.id;
      const before = await storedDoc(api(), id);
      const res = await api().post(
        `/rest/apps/${id}/update`,
        {
          changes: [
            { type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } },
            { type: 'update', parent: 'widgets', id: 'gone', props: { x: 1 } },
          ],
        },
        owner.token,
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'change_conflict', field: 'changes.1.id' });
      expect(await storedDoc(api(), id)).toEqual(before);
    });
  });
});
