// The requests the existing product's own front end makes (its tester page, share dialog, editor,
// login, welcome dialog and comment tool), written from its protocol as this test's data, against
// our API; each check is what that client reads from the answer.
import { describe, expect, it } from 'vitest';
import { worldBeforeAll } from './support/actors';
import { imageForm, pngFile } from './support/imageFiles';
import { describeEngines } from './support/testApi';

type Json = Record<string, unknown> & { widgets: Record<string, Json>; screens: Record<string, Json> };

describeEngines("the existing product's clients", (api) => {
  const w = worldBeforeAll(api);

  /** A prototype made as its editor makes one, with the invitations the API gives it. */
  async function newPrototype() {
    const created = await api().post(
      '/rest/apps',
      { name: 'Legacy', type: 'smartphone', screenSize: { w: 375, h: 667 } },
      w.owner.token,
    );
    return created.body.id as string;
  }

  describe('share dialog and tester page', () => {
    it('reads the invitations as a map of hash → permission, and the test hash (permission 1) opens the test', async () => {
      const id = await newPrototype();
      const map = (await api().get(`/rest/invitation/${id}.json`, w.owner.token)).body as Record<string, number>;
      // its share dialog inverts the map and takes the hash of permission 1
      const byPermission = Object.fromEntries(Object.entries(map).map(([hash, p]) => [p, hash]));
      const testHash = byPermission[1]!;
      expect(testHash).toBeDefined();
      // its tester page takes a hash under 60 characters for a password-protected test
      expect(testHash.length).toBeGreaterThanOrEqual(60);
      const app = await api().get(`/rest/invitation/${testHash}/app.json`);
      expect(app.status).toBe(200);
      expect(app.body.id).toBe(id);
      expect((await api().get(`/rest/invitation/${id}/${testHash}/test.json`)).status).toBe(200);
    });

    it('keeps the 32-character links made before', async () => {
      expect(w.hashes.test.length).toBeLessThan(60);
      expect((await api().get(`/rest/invitation/${w.hashes.test}/app.json`)).status).toBe(200);
    });

    it("serves a prototype's images at /rest/images/{hash}/{appId}/{file}, to holders of the app's hash only", async () => {
      const bytes = pngFile(6, 4);
      const form = imageForm([{ name: 'logo.png', bytes }]);
      const [image] = (await api().request('POST', `/rest/images/${w.appId}`, { raw: form, token: w.owner.token })).body
        .uploads;
      const file = (image.url as string).split('/')[1];
      const res = await fetch(`${api().url}/rest/images/${w.hashes.test}/${w.appId}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      // another app's hash, or one that does not exist, opens nothing
      const otherId = await newPrototype();
      const otherHash = Object.keys((await api().get(`/rest/invitation/${otherId}.json`, w.owner.token)).body)[0];
      expect((await fetch(`${api().url}/rest/images/${otherHash}/${w.appId}/${file}`)).status).toBe(404);
      expect((await fetch(`${api().url}/rest/images/abcdefghijklmnop/${w.appId}/${file}`)).status).toBe(404);
    });
  });

  describe('editor', () => {
    const save = (id: string, changes: unknown, token = w.owner.token) =>
      api().post(`/rest/apps/${id}/update`, changes, token);
    const load = async (id: string) => (await api().get(`/rest/apps/${id}.json`, w.owner.token)).body as Json;

    it('saves its bare array of {type, name, object, parent} changes: adds, updates and deletes land and survive a reload', async () => {
      const id = await newPrototype();
      const screen = { id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: ['w1'], style: {} };
      const widget = { id: 'w1', type: 'Button', name: 'Go', x: 10, y: 20, w: 100, h: 40, style: {}, props: {} };
      const added = await save(id, [
        { type: 'add', name: 's1', parent: 'screens', object: screen },
        { type: 'add', name: 'w1', parent: 'widgets', object: widget },
        { type: 'update', name: 'lastUUID', object: 3 },
      ]);
      expect(added.status).toBe(200);
      // its client falls back to saving the whole app when the answer's type is "error"
      expect(added.body.type).not.toBe('error');
      expect(added.body).toMatchObject({ status: 'ok', applied: 2, ignored: ['lastUUID'] });
      expect((await load(id)).widgets.w1).toMatchObject({ name: 'Go', x: 10 });

      await save(id, [
        { type: 'update', name: 'w1', parent: 'widgets', object: { ...widget, x: 50, name: 'Next' } },
        { type: 'update', name: 'name', object: 'Renamed in the old editor' },
      ]);
      let doc = await load(id);
      expect(doc.widgets.w1).toMatchObject({ name: 'Next', x: 50 });
      expect(doc.name).toBe('Renamed in the old editor');

      await save(id, [
        { type: 'delete', name: 'w1', parent: 'widgets' },
        { type: 'update', name: 's1', parent: 'screens', object: { ...screen, children: [] } },
      ]);
      doc = await load(id);
      expect(doc.widgets.w1).toBeUndefined();
      expect(doc.screens.s1.children).toEqual([]);
    });

    it('refuses a malformed change with the field at fault, saving nothing, and only writers may save', async () => {
      const id = await newPrototype();
      const before = await load(id);
      const bad = await save(id, [
        { type: 'add', name: 'w1', parent: 'widgets', object: { id: 'w1', type: 'Button' } },
        { type: 'move', name: 'w1', parent: 'widgets' },
      ]);
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('1.type');
      const noObject = await save(id, [{ type: 'add', name: 'w2', parent: 'widgets' }]);
      expect(noObject.status).toBe(400);
      expect(noObject.body.error.field).toMatch(/^changes\.0\.object/);
      expect((await load(id)).widgets).toEqual(before.widgets);

      const readOnly = await save(
        w.appId,
        [{ type: 'add', name: 'w9', parent: 'widgets', object: { id: 'w9' } }],
        w.reader.token,
      );
      expect(readOnly.status).toBe(403);
    });

    it('saves top-level props sent with the app id in the body', async () => {
      const id = await newPrototype();
      const res = await api().post(`/rest/apps/props/${id}.json`, { id, name: 'Props with id' }, w.owner.token);
      expect(res.status).toBe(200);
      expect((await load(id)).name).toBe('Props with id');
      expect((await load(id)).id).toBe(id);
    });
  });

  describe('login, welcome dialog and comments', () => {
    it('answers a wrong password with type "error", which its login form shows', async () => {
      const res = await api().post('/rest/login', { email: w.owner.email, password: 'not-the-password-1' });
      expect(res.body).toEqual({ type: 'error', errors: ['user.login.fail'] });
    });

    it('keeps the notification marks its welcome dialog sets, and takes its comment with `user`', async () => {
      const me = (await api().get(`/rest/user/${w.writer.id}.json`, w.writer.token)).body;
      const saved = await api().post(
        `/rest/user/${w.writer.id}.json`,
        { name: me.name, lastname: 'Seen', tos: true, notifications: { welcome: 1 } },
        w.writer.token,
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ lastname: 'Seen', tos: true });
      // the dialog reads its mark back on the next page, beside the marks the server keeps
      const again = (await api().get(`/rest/user/${w.writer.id}.json`, w.writer.token)).body;
      expect(again.notifications).toMatchObject({ welcome: 1 });

      const comment = await api().post(
        `/rest/comments/apps/${w.appId}`,
        { message: 'Nice flow', type: 'overview', user: { id: 'someone-else', name: 'Mallory' } },
        w.writer.token,
      );
      expect(comment.status).toBe(200);
      // the author is the caller, whatever the body says
      expect(comment.body.user.id).toBe(w.writer.id);
    });
  });
});
