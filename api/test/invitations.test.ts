import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldBeforeAll } from './support/actors';
import { makeEvent } from './support/recordedData';
import { describeEngines, postRaw, type TestApi } from './support/testApi';

/** An app made through the API, so it has its own three invitations. */
async function appWithLinks(api: TestApi, token: string) {
  const app = await api.post(
    '/rest/apps',
    { name: 'Linked', type: 'smartphone', screenSize: { w: 375, h: 667 } },
    token,
  );
  const rows = await api.knex('invitations').where({ app_id: app.body.id }).select('hash', 'permission');
  const hash = Object.fromEntries(rows.map((r) => [r.permission, r.hash])) as Record<'test' | 'read' | 'write', string>;
  return { id: app.body.id as string, hash };
}

const withToken = (api: TestApi, path: string, token?: string) =>
  api.request('GET', path, { headers: token ? { 'x-invitation-token': token } : {} });

describeEngines('invitations', (api) => {
  const w = worldBeforeAll(api);

  it('tells a tester which app and permission a hash grants, without login', async () => {
    const res = await api().get(`/rest/invitation/${w.hashes.test}.json`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ appId: w.appId, permission: 'test' });
    expect((await api().get(`/rest/invitation/${w.hashes.write}.json`)).body).toEqual({
      appId: w.appId,
      permission: 'write',
    });
  });

  it('lists the app invitations to a designer who passes the app id', async () => {
    const { id, hash } = await appWithLinks(api(), w.owner.token);
    const res = await api().get(`/rest/invitation/${id}.json?shape=list`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { hash: hash.test, appId: id, permission: 'test', hasPassword: false },
      { hash: hash.read, appId: id, permission: 'read', hasPassword: false },
      { hash: hash.write, appId: id, permission: 'write', hasPassword: false },
    ]);
    // the existing product's share dialog asks without a shape and reads a map of hash → permission number
    const map = await api().get(`/rest/invitation/${id}.json`, w.owner.token);
    expect(map.body).toEqual({ [hash.test]: 1, [hash.read]: 2, [hash.write]: 3 });
    expect((await api().get(`/rest/invitation/${id}.json?shape=table`, w.owner.token)).body.error.field).toBe('shape');
  });

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    const unknown = await api().get('/rest/invitation/abcdefghijklmnopqrstuvwxyz123456/app.json');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect((await api().get('/rest/invitation/abcdefghijklmnopqrstuvwxyz123456.json')).status).toBe(404);
    const malformed = await api().get('/rest/invitation/bad%20hash%21/app.json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.field).toBe('hash');
  });

  it('serves the prototype and its last update for any valid hash', async () => {
    for (const hash of Object.values(w.hashes)) {
      const res = await api().get(`/rest/invitation/${hash}/app.json`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: w.appId,
        name: 'Owned app',
        screens: {},
        schemaVersion: expect.any(Number),
      });
    }
    const before = await api().get(`/rest/invitation/${w.hashes.test}/update.json`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      lastUpdate: (await api().knex('apps').where({ id: w.appId }).first('updated')).updated,
    });
    await api().post(
      `/rest/apps/${w.appId}/update`,
      { changes: [{ type: 'add', parent: 'screens', id: 'fresh', object: { x: 0, y: 0, w: 1, h: 1, children: [] } }] },
      w.owner.token,
    );
    const after = await api().get(`/rest/invitation/${w.hashes.test}/update.json`);
    expect(after.body.lastUpdate).toBeGreaterThan(before.body.lastUpdate);
    expect((await api().get(`/rest/invitation/${w.hashes.test}/app.json`)).body.screens.fresh).toBeTruthy();
  });

  it('serves the test settings only for a hash of that app', async () => {
    const empty = await api().get(`/rest/invitation/${w.appId}/${w.hashes.test}/test.json`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ tasks: [], description: '', appID: w.appId });
    await api().post(
      `/rest/test/${w.appId}.json`,
      { description: 'Welcome', tasks: [{ id: 't1', name: 'Buy' }] },
      w.owner.token,
    );
    const saved = await api().get(`/rest/invitation/${w.appId}/${w.hashes.read}/test.json`);
    expect(saved.body).toMatchObject({ description: 'Welcome', tasks: [{ id: 't1', name: 'Buy', flow: [] }] });
    const wrong = await api().get(`/rest/invitation/${w.appId}/${w.wrongHash}/test.json`);
    expect(wrong.status).toBe(404);
  });

  describe('password-protected test invitation', () => {
    it('asks for the password, trades it for a token, and lets the token in', async () => {
      const { id, hash } = await appWithLinks(api(), w.owner.token);
      const set = await api().post(`/rest/apps/${id}/invitation/password.json`, { password: 'letmein' }, w.owner.token);
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ status: 'ok', hasPassword: true });
      const stored = await api().knex('invitations').where({ hash: hash.test }).first('password_hash');
      expect(stored.password_hash).toMatch(/^\$argon2/);
      expect(JSON.stringify(await api().knex('invitations').where({ app_id: id }))).not.toContain('letmein');

      for (const path of [
        `/rest/invitation/${hash.test}.json`,
        `/rest/invitation/${hash.test}/app.json`,
        `/rest/invitation/${id}/${hash.test}/test.json`,
      ]) {
        const locked = await api().get(path);
        expect(locked.status).toBe(401);
        expect(locked.body.error).toMatchObject({ code: 'password_required', field: 'password' });
      }

      const wrong = await api().post(`/rest/invitation/${hash.test}/password.json`, { password: 'guess' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toMatchObject({ code: 'wrong_password', field: 'password' });

      const right = await api().post(`/rest/invitation/${hash.test}/password.json`, { password: 'letmein' });
      expect(right.status).toBe(200);
      expect(right.body.expires).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
      expect(right.body.expires).toBeLessThanOrEqual(Date.now() + 12 * 3600_000);
      const verified = await api().tokens.verify(right.body.token);
      expect(verified).toMatchObject({ ok: true, claims: { sub: `invitation:${hash.test}`, role: 'tester' } });

      const opened = await withToken(api(), `/rest/invitation/${hash.test}/app.json`, right.body.token);
      expect(opened.status).toBe(200);
      expect(opened.body.id).toBe(id);
      expect((await withToken(api(), `/rest/invitation/${id}/${hash.test}/test.json`, right.body.token)).status).toBe(
        200,
      );
      // A token of another invitation does not open this one.
      const foreign = await api().tokens.sign(
        { sub: `invitation:${w.hashes.test}`, sid: w.hashes.test, role: 'tester' },
        Date.now() + 60_000,
      );
      expect((await withToken(api(), `/rest/invitation/${hash.test}/app.json`, foreign)).status).toBe(401);

      const list = await api().get(`/rest/invitation/${id}.json?shape=list`, w.owner.token);
      expect(list.body[0]).toMatchObject({ permission: 'test', hasPassword: true });

      const cleared = await api().post(`/rest/apps/${id}/invitation/password.json`, { password: null }, w.owner.token);
      expect(cleared.body).toEqual({ status: 'ok', hasPassword: false });
      expect((await api().get(`/rest/invitation/${hash.test}/app.json`)).status).toBe(200);
    });

    it('throttles wrong passwords: after five, even the right one waits', async () => {
      const { id, hash } = await appWithLinks(api(), w.owner.token);
      await api().post(`/rest/apps/${id}/invitation/password.json`, { password: 'correct-horse' }, w.owner.token);
      for (let i = 0; i < 5; i++) {
        expect((await api().post(`/rest/invitation/${hash.test}/password.json`, { password: `nope${i}` })).status).toBe(
          401,
        );
      }
      const blocked = await api().post(`/rest/invitation/${hash.test}/password.json`, { password: 'correct-horse' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('too_many_requests');
      expect(blocked.body.token).toBeUndefined();
    });

    it("guards the app's read and write hashes too: reading the prototype and posting events need the password", async () => {
      const { id, hash } = await appWithLinks(api(), w.owner.token);
      await api().post(`/rest/apps/${id}/invitation/password.json`, { password: 'letmein' }, w.owner.token);
      const event = makeEvent();
      for (const h of [hash.read, hash.write]) {
        for (const path of [
          `/rest/invitation/${h}.json`,
          `/rest/invitation/${h}/app.json`,
          `/rest/invitation/${h}/update.json`,
        ]) {
          const locked = await api().get(path);
          expect(locked.status).toBe(401);
          expect(locked.body.error).toMatchObject({ code: 'password_required', field: 'password' });
        }
        const posted = await api().post(`/rest/invitation/${id}/${h}/events.json`, [{ ...event, id: randomUUID() }]);
        expect(posted.status).toBe(401);
      }
      expect(await api().knex('events').where({ app_id: id }).count({ n: '*' })).toEqual([{ n: 0 }]);

      // the test's password unlocks the read hash, with a token for that hash alone
      expect((await api().post(`/rest/invitation/${hash.read}/password.json`, { password: 'guess' })).status).toBe(401);
      const right = await api().post(`/rest/invitation/${hash.read}/password.json`, { password: 'letmein' });
      expect(right.status).toBe(200);
      expect((await withToken(api(), `/rest/invitation/${hash.read}/app.json`, right.body.token)).status).toBe(200);
      expect((await withToken(api(), `/rest/invitation/${hash.write}/app.json`, right.body.token)).status).toBe(401);
    });

    it('ends the tokens given under a password when the password changes, or is cleared and set again', async () => {
      const { id, hash } = await appWithLinks(api(), w.owner.token);
      const setPassword = (password: string | null) =>
        api().post(`/rest/apps/${id}/invitation/password.json`, { password }, w.owner.token);
      const unlock = async (password: string) =>
        (await api().post(`/rest/invitation/${hash.test}/password.json`, { password })).body.token as string;
      const opens = async (token: string) =>
        (await withToken(api(), `/rest/invitation/${hash.test}/app.json`, token)).status;

      await setPassword('first-one');
      const first = await unlock('first-one');
      expect(await opens(first)).toBe(200);
      await setPassword('second-one');
      expect(await opens(first)).toBe(401);
      const second = await unlock('second-one');
      expect(await opens(second)).toBe(200);
      // the same password set again is a new password: tokens from before do not come back
      await setPassword(null);
      await setPassword('second-one');
      expect(await opens(second)).toBe(401);
      expect(await opens(await unlock('second-one'))).toBe(200);
    });

    it("gives the app's writers a preview token that opens the test without its password, and no one else", async () => {
      const { id, hash } = await appWithLinks(api(), w.owner.token);
      await api().post(`/rest/apps/${id}/invitation/password.json`, { password: 'letmein' }, w.owner.token);
      await api()
        .knex('team')
        .insert([
          { app_id: id, user_id: w.reader.id, role: 'read', created: Date.now() },
          { app_id: id, user_id: w.writer.id, role: 'write', created: Date.now() },
        ]);
      const preview = (token?: string) => api().post(`/rest/apps/${id}/invitation/preview.json`, {}, token);
      expect((await preview()).status).toBe(401);
      expect((await preview(w.other.token)).status).toBe(403);
      expect((await preview(w.reader.token)).status).toBe(403);
      for (const designer of [w.owner, w.writer]) {
        const answer = await preview(designer.token);
        expect(answer.status).toBe(200);
        expect((await withToken(api(), `/rest/invitation/${hash.test}/app.json`, answer.body.token)).status).toBe(200);
      }
      // a new password ends it, as it ends the testers' tokens
      const before = (await preview(w.owner.token)).body.token as string;
      await api().post(`/rest/apps/${id}/invitation/password.json`, { password: 'another1' }, w.owner.token);
      expect((await withToken(api(), `/rest/invitation/${hash.test}/app.json`, before)).status).toBe(401);
    });

    it('answers a token for an invitation without password (it may just have been cleared)', async () => {
      const res = await api().post(`/rest/invitation/${w.hashes.read}/password.json`, { password: 'anything' });
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
    });
  });

  describe('bad input', () => {
    let id: string;
    let hash: Record<string, string>;
    beforeAll(async () => {
      ({ id, hash } = await appWithLinks(api(), w.owner.token));
    });
    const passwords = async () =>
      api().knex('invitations').where({ app_id: id }).orderBy('hash').select('hash', 'password_hash');

    const cases: Array<[string, () => string, unknown, string]> = [
      ['set: too short', () => `/rest/apps/${id}/invitation/password.json`, { password: '12' }, 'password'],
      ['set: missing', () => `/rest/apps/${id}/invitation/password.json`, {}, 'password'],
      ['set: a number', () => `/rest/apps/${id}/invitation/password.json`, { password: 123456 }, 'password'],
      ['set: too long', () => `/rest/apps/${id}/invitation/password.json`, { password: 'x'.repeat(257) }, 'password'],
      ['set: unknown field', () => `/rest/apps/${id}/invitation/password.json`, { password: null, hint: 'x' }, 'hint'],
      ['set: malformed app id', () => '/rest/apps/a%20b/invitation/password.json', { password: null }, 'id'],
      ['unlock: missing', () => `/rest/invitation/${hash.test}/password.json`, {}, 'password'],
      ['unlock: empty', () => `/rest/invitation/${hash.test}/password.json`, { password: '' }, 'password'],
      ['unlock: a list', () => `/rest/invitation/${hash.test}/password.json`, { password: ['a'] }, 'password'],
      [
        'unlock: unknown field',
        () => `/rest/invitation/${hash.test}/password.json`,
        { password: 'a', remember: true },
        'remember',
      ],
      ['unlock: malformed hash', () => '/rest/invitation/sh0rt/password.json', { password: 'a' }, 'hash'],
    ];

    it.each(cases)('%s → 400', async (_title, path, body, field) => {
      const before = await passwords();
      const res = await api().post(path(), body, w.owner.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(await passwords()).toEqual(before);
    });

    it('rejects invalid JSON, text and oversized bodies', async () => {
      const before = await passwords();
      for (const path of [`/rest/apps/${id}/invitation/password.json`, `/rest/invitation/${hash.test}/password.json`]) {
        const send = (raw: string, type = 'application/json') => postRaw(api(), path, raw, type, w.owner.token);
        expect((await send('{"password":')).status).toBe(400);
        expect((await send('password=x', 'text/plain')).status).toBe(415);
        expect((await send(JSON.stringify({ password: 'x'.repeat(6 * 1024 * 1024) }))).status).toBe(413);
      }
      expect(await passwords()).toEqual(before);
    });
  });
});
