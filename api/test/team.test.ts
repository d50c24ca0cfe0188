import { beforeAll, describe, expect, it } from 'vitest';
import { createAppFor, createUser, worldBeforeAll, type World } from './support/actors';
import { describeEngines, postRaw, type TestApi } from './support/testApi';

const roles = async (api: TestApi, appId: string) =>
  Object.fromEntries(
    (await api.knex('team').where({ app_id: appId }).select('user_id', 'role')).map((r) => [r.user_id, r.role]),
  );

describeEngines('team', (api) => {
  const w = worldBeforeAll(api);
  beforeAll(async () => {
    await api().knex('users').where({ id: w.reader.id }).update({ name: 'Rea', lastname: 'Der' });
  });
  /** The owner adds someone to the app's team by email. */
  const addMember = (appId: string, email: string, permission: string) =>
    api().post(`/rest/apps/${appId}/team/`, { email, permission }, w.owner.token);

  it('lists the team with role, email and name, owner first', async () => {
    const res = await api().get(`/rest/apps/${w.appId}/team.json`, w.reader.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      [
        { userId: w.owner.id, appId: w.appId, role: 'owner', email: w.owner.email, name: 'owner' },
        { userId: w.reader.id, appId: w.appId, role: 'read', email: w.reader.email, name: 'Rea', lastname: 'Der' },
        { userId: w.writer.id, appId: w.appId, role: 'write', email: w.writer.email, name: 'writer' },
      ].sort((a, b) => ['owner', 'write', 'read'].indexOf(a.role) - ['owner', 'write', 'read'].indexOf(b.role)),
    );
  });

  it('suggests people the caller works with elsewhere who are not in this team yet', async () => {
    const second = await createAppFor(api(), w.owner, { name: 'Second' });
    const first = await api().get(`/rest/apps/${second}/suggestions/team.json`, w.owner.token);
    expect(first.status).toBe(200);
    expect(first.body.map((p: { email: string }) => p.email).sort()).toEqual([w.reader.email, w.writer.email].sort());
    expect(first.body.find((p: { id: string }) => p.id === w.reader.id)).toEqual({
      id: w.reader.id,
      email: w.reader.email,
      name: 'Rea',
      lastname: 'Der',
    });
    await addMember(second, w.reader.email, 'read');
    const after = await api().get(`/rest/apps/${second}/suggestions/team.json`, w.owner.token);
    expect(after.body.map((p: { id: string }) => p.id)).toEqual([w.writer.id]);
    // Someone who shares no app with the caller is never suggested.
    expect(JSON.stringify(after.body)).not.toContain(w.other.email);
  });

  it('adds a member by email, at both paths, with permission or role', async () => {
    const appId = await createAppFor(api(), w.owner);
    const a = await createUser(api(), 'alice');
    const b = await createUser(api(), 'bob');
    const res = await addMember(appId, `  ${a.email.toUpperCase()} `, 'write');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: a.id, appId, role: 'write', email: a.email, name: 'alice' });
    const viaRole = await api().post(`/rest/apps/${appId}/team`, { email: b.email, role: 'read' }, w.owner.token);
    expect(viaRole.status).toBe(200);
    expect(await roles(api(), appId)).toEqual({ [w.owner.id]: 'owner', [a.id]: 'write', [b.id]: 'read' });
    // The new member sees the app now.
    expect((await api().get(`/rest/apps/${appId}.json`, b.token)).status).toBe(200);
  });

  it('answers 404 naming the email for someone who has not signed up, 409 for a member', async () => {
    const unknown = await addMember(w.appId, 'nobody@example.test', 'read');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.field).toBe('email');
    const member = await addMember(w.appId, w.reader.email, 'write');
    expect(member.status).toBe(409);
    expect(member.body.error.field).toBe('email');
    const self = await addMember(w.appId, w.owner.email, 'read');
    expect(self.status).toBe(409);
    expect((await roles(api(), w.appId))[w.reader.id]).toBe('read');
  });

  it('changes a member role; the owner role stays', async () => {
    const appId = await createAppFor(api(), w.owner);
    const m = await createUser(api(), 'member');
    await addMember(appId, m.email, 'read');
    const res = await api().post(`/rest/apps/${appId}/team/${m.id}.json`, { permission: 'write' }, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: m.id, role: 'write' });
    expect((await roles(api(), appId))[m.id]).toBe('write');
    const ownerChange = await api().post(
      `/rest/apps/${appId}/team/${w.owner.id}.json`,
      { permission: 'read' },
      w.owner.token,
    );
    expect(ownerChange.status).toBe(409);
    expect(ownerChange.body.error.code).toBe('owner_role');
    expect((await roles(api(), appId))[w.owner.id]).toBe('owner');
    const missing = await api().post(
      `/rest/apps/${appId}/team/${w.other.id}.json`,
      { permission: 'read' },
      w.owner.token,
    );
    expect(missing.status).toBe(404);
  });

  it('removes members: the owner removes others, a member may leave, the owner cannot leave', async () => {
    const appId = await createAppFor(api(), w.owner);
    const [a, b] = [await createUser(api(), 'a'), await createUser(api(), 'b')];
    for (const u of [a, b]) await addMember(appId, u.email, 'write');

    const byPeer = await api().del(`/rest/apps/${appId}/team/${b.id}.json`, a.token);
    expect(byPeer.status).toBe(403);
    const leave = await api().del(`/rest/apps/${appId}/team/${a.id}.json`, a.token);
    expect(leave.status).toBe(200);
    expect(leave.body).toEqual({ status: 'ok' });
    const removed = await api().del(`/rest/apps/${appId}/team/${b.id}.json`, w.owner.token);
    expect(removed.status).toBe(200);
    const ownerLeaves = await api().del(`/rest/apps/${appId}/team/${w.owner.id}.json`, w.owner.token);
    expect(ownerLeaves.status).toBe(409);
    expect(await roles(api(), appId)).toEqual({ [w.owner.id]: 'owner' });
    expect((await api().get(`/rest/apps/${appId}.json`, a.token)).status).toBe(403);
  });

  it('revokes the invitation links: new hashes, old ones stop working, the test password stays', async () => {
    const created = await api().post(
      '/rest/apps',
      { name: 'Links', type: 'smartphone', screenSize: { w: 1, h: 1 } },
      w.owner.token,
    );
    const id = created.body.id as string;
    await api().post(`/rest/apps/${id}/invitation/password.json`, { password: 'secret1' }, w.owner.token);
    const old = await api().knex('invitations').where({ app_id: id }).pluck('hash');
    const res = await api().del(`/rest/apps/invitation/${id}`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.map((i: { permission: string }) => i.permission)).toEqual(['test', 'read', 'write']);
    expect(res.body[0]).toEqual({
      hash: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
      appId: id,
      permission: 'test',
      hasPassword: true,
    });
    const fresh = await api().knex('invitations').where({ app_id: id }).pluck('hash');
    expect(fresh.sort()).toEqual(res.body.map((i: { hash: string }) => i.hash).sort());
    expect(fresh.filter((h: string) => old.includes(h))).toEqual([]);
    for (const hash of old) expect((await api().get(`/rest/invitation/${hash}/app.json`)).status).toBe(404);
    const readHash = res.body.find((i: { permission: string }) => i.permission === 'read').hash;
    // the new links work, and the test password guards them as it did the old ones
    expect((await api().get(`/rest/invitation/${readHash}/app.json`)).status).toBe(401);
    const unlocked = await api().post(`/rest/invitation/${readHash}/password.json`, { password: 'secret1' });
    const opened = await api().request('GET', `/rest/invitation/${readHash}/app.json`, {
      headers: { 'x-invitation-token': unlocked.body.token },
    });
    expect(opened.status).toBe(200);
  });

  describe('bad input', () => {
    const path = (w: World) => `/rest/apps/${w.appId}/team/`;
    const cases: Array<[string, (w: World) => string, unknown, number, string]> = [
      ['add: no email', path, { permission: 'read' }, 400, 'email'],
      ['add: not an email', path, { email: 'nope', permission: 'read' }, 400, 'email'],
      ['add: no permission', path, { email: 'a@example.test' }, 400, 'permission'],
      ['add: owner permission', path, { email: 'a@example.test', permission: 'owner' }, 400, 'permission'],
      [
        'add: permission and role differ',
        path,
        { email: 'a@example.test', permission: 'read', role: 'write' },
        400,
        'permission',
      ],
      ['add: unknown field', path, { email: 'a@example.test', permission: 'read', admin: true }, 400, 'admin'],
      ['add: array', path, [{ email: 'a@example.test', permission: 'read' }], 400, ''],
      [
        'change: unknown permission',
        (w) => `/rest/apps/${w.appId}/team/${w.reader.id}.json`,
        { permission: 'admin' },
        400,
        'permission',
      ],
      ['change: empty', (w) => `/rest/apps/${w.appId}/team/${w.reader.id}.json`, {}, 400, 'permission'],
      [
        'change: unknown field',
        (w) => `/rest/apps/${w.appId}/team/${w.reader.id}.json`,
        { permission: 'write', email: 'x' },
        400,
        'email',
      ],
      [
        'change: malformed member id',
        (w) => `/rest/apps/${w.appId}/team/a%20b.json`,
        { permission: 'write' },
        400,
        'memberId',
      ],
    ];

    it.each(cases)('%s → %i', async (_title, to, body, status, field) => {
      const before = await roles(api(), w.appId);
      const res = await api().post(to(w), body, w.owner.token);
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(await roles(api(), w.appId)).toEqual(before);
    });

    it('rejects invalid JSON, text and oversized bodies', async () => {
      const before = await roles(api(), w.appId);
      for (const to of [path(w), `/rest/apps/${w.appId}/team/${w.reader.id}.json`]) {
        const send = (raw: string, type = 'application/json') => postRaw(api(), to, raw, type, w.owner.token);
        expect((await send('{"email":')).status).toBe(400);
        expect((await send('email=x', 'text/plain')).status).toBe(415);
        expect((await send(JSON.stringify({ email: 'x'.repeat(6 * 1024 * 1024) }))).status).toBe(413);
      }
      expect(await roles(api(), w.appId)).toEqual(before);
    });

    it('rejects a malformed member id on delete', async () => {
      const res = await api().del(`/rest/apps/${w.appId}/team/a%20b.json`, w.owner.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('memberId');
    });
  });
});
