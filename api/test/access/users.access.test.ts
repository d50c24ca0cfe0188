// Who may call the account routes: every route × every kind of caller. Invitation hashes grant
// nothing here (a tester is a guest to these routes); public examples do not apply.
import { afterEach, expect, it } from 'vitest';
import { createWorld, worldBeforeAll, type World } from '../support/actors';
import { imageForm, pngFile } from '../support/imageFiles';
import { describeEngines, type TestApi } from '../support/testApi';

type Who = 'guest' | 'owner' | 'other' | 'reader' | 'writer' | 'testerHash' | 'wrongHash';
const everybody: Who[] = ['guest', 'owner', 'other', 'reader', 'writer', 'testerHash', 'wrongHash'];

function caller(w: World, who: Who): { token?: string; query: string } {
  if (who === 'guest') return { query: '' };
  if (who === 'testerHash') return { query: `?h=${w.hashes.test}` };
  if (who === 'wrongHash') return { query: `?h=${w.wrongHash}` };
  return { token: w[who].token, query: '' };
}

/** Routes about the owner's account: only the owner (and for the picture, team mates) may. */
const ownAccount = (owner: number, teamMate: number, stranger: number, noLogin = 401): Array<[Who, number]> => [
  ['guest', noLogin],
  ['owner', owner],
  ['other', stranger],
  ['reader', teamMate],
  ['writer', teamMate],
  ['testerHash', noLogin],
  ['wrongHash', noLogin],
];

async function uploadProfile(api: TestApi, w: World) {
  const res = await api.request('POST', `/rest/user/${w.owner.id}/images`, {
    raw: imageForm([{ name: 'me.png', bytes: pngFile(2, 2) }]),
    token: w.owner.token,
  });
  return res.body.uploads[0].url as string;
}

describeEngines('users access', (api) => {
  const w = worldBeforeAll(api);
  afterEach(async () => {
    await api().knex('rate_limits').del(); // every call comes from 127.0.0.1: no limit is under test here
  });

  const send = (method: string, path: string, who: Who, world: World, body?: unknown) => {
    const c = caller(world, who);
    return api().request(method, `${path}${c.query}`, { token: c.token, body });
  };

  it.each(ownAccount(200, 403, 403))('GET /rest/user/{owner}.json as %s → %i', async (who, status) => {
    const res = await send('GET', `/rest/user/${w.owner.id}.json`, who, w);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.id).toBe(w.owner.id);
  });

  it.each(ownAccount(200, 403, 403))('POST /rest/user/{owner}.json as %s → %i', async (who, status) => {
    const name = `set by ${who}`;
    const res = await send('POST', `/rest/user/${w.owner.id}.json`, who, w, { name });
    expect(res.status).toBe(status);
    const stored = (await api().knex('users').where({ id: w.owner.id }).first()).name;
    if (status === 200) expect(stored).toBe(name);
    else expect(stored).not.toBe(name);
  });

  it.each(ownAccount(200, 200, 200))('GET /rest/user/notification/last.json as %s → %i', async (who, status) => {
    expect((await send('GET', '/rest/user/notification/last.json', who, w)).status).toBe(status);
  });

  it.each(ownAccount(200, 200, 200))('POST /rest/user/notification/last.json as %s → %i', async (who, status) => {
    const res = await send('POST', '/rest/user/notification/last.json', who, w, { lastNotification: 1000 });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toEqual({ lastNotification: 1000 });
  });

  it.each(everybody.map((who) => [who, 200] as const))(
    'GET /rest/notifications.json as %s → %i',
    async (who, status) => {
      const res = await send('GET', '/rest/notifications.json', who, w);
      expect(res.status).toBe(status);
      expect(res.body[res.body.length - 1].id).toBe('welcome');
    },
  );

  it.each(ownAccount(200, 403, 403))('POST /rest/user/{owner}/images as %s → %i', async (who, status) => {
    const c = caller(w, who);
    const before = (await api().knex('users').where({ id: w.owner.id }).first()).image;
    const res = await api().request('POST', `/rest/user/${w.owner.id}/images${c.query}`, {
      raw: imageForm([{ name: 'p.png', bytes: pngFile(2, 2) }]),
      token: c.token,
    });
    expect(res.status).toBe(status);
    const after = (await api().knex('users').where({ id: w.owner.id }).first()).image;
    if (status === 200) expect(after).toBe(res.body.uploads[0].url);
    else expect(after).toBe(before);
  });

  it.each(ownAccount(200, 200, 403))('GET /rest/images/users/{owner}/{file} as %s → %i', async (who, status) => {
    const file = await uploadProfile(api(), w);
    const res = await send('GET', `/rest/images/users/${w.owner.id}/${file}`, who, w);
    expect(res.status).toBe(status);
  });

  it.each(ownAccount(200, 403, 403))('DELETE /rest/user/{owner}/images/{file} as %s → %i', async (who, status) => {
    const file = await uploadProfile(api(), w);
    const res = await send('DELETE', `/rest/user/${w.owner.id}/images/${file}`, who, w);
    expect(res.status).toBe(status);
    const row = await api().knex('images').where({ user_id: w.owner.id, file }).first();
    if (status === 200) expect(row).toBeUndefined();
    else expect(row).toBeDefined();
  });

  // Destructive: each row gets its own cast.
  it.each(ownAccount(200, 200, 200))('GET /rest/retire as %s → %i, and only the caller goes', async (who, status) => {
    const fresh = await createWorld(api());
    const res = await send('GET', '/rest/retire', who, fresh);
    expect(res.status).toBe(status);
    for (const name of ['owner', 'other', 'reader', 'writer'] as const) {
      const row = await api().knex('users').where({ id: fresh[name].id }).first();
      if (name === who) expect(row).toBeUndefined();
      else expect(row).toBeDefined();
    }
  });

  it.each(everybody.map((who) => [who, 200] as const))(
    'DELETE /rest/login as %s → %i, ending only that login',
    async (who, status) => {
      const fresh = await createWorld(api());
      const res = await send('DELETE', '/rest/login', who, fresh);
      expect(res.status).toBe(status);
      for (const name of ['owner', 'other', 'reader', 'writer'] as const) {
        const me = await api().get(`/rest/user/${fresh[name].id}.json`, fresh[name].token);
        expect(me.status).toBe(name === who ? 401 : 200);
      }
    },
  );

  // Open to everybody, logged in or not.
  it.each(everybody)('POST /rest/user (sign up) as %s → 200', async (who) => {
    const res = await send('POST', '/rest/user', who, w, {
      email: `signup-${who}-${Date.now()}@example.test`,
      password: 'geheim1',
      tos: true,
    });
    expect(res.status).toBe(200);
  });

  it.each(everybody)('POST /rest/login as %s → 200', async (who) => {
    const email = `login-${who}-${Date.now()}@example.test`;
    await api().post('/rest/user', { email, password: 'geheim1', tos: true });
    const res = await send('POST', '/rest/login', who, w, { email, password: 'geheim1' });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeDefined();
  });

  it.each(everybody)('POST /rest/user/password/request as %s → 200', async (who) => {
    expect((await send('POST', '/rest/user/password/request', who, w, { email: w.reader.email })).status).toBe(200);
  });

  it.each(everybody)('POST /rest/user/password/set with a wrong key as %s → 400', async (who) => {
    const res = await send('POST', '/rest/user/password/set', who, w, {
      email: w.reader.email,
      password: 'geheim1',
      key: 'guess',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('key');
  });

  it.each(everybody)('POST /rest/contact as %s → 200', async (who) => {
    expect(
      (await send('POST', '/rest/contact', who, w, { email: 'ab@example.test', message: `from ${who}` })).status,
    ).toBe(200);
  });

  it.each(everybody)('POST /rest/user/external without a configured provider as %s → 400', async (who) => {
    const res = await send('POST', '/rest/user/external', who, w, {
      id: 'x',
      email: 'ab@example.test',
      token: 'x.y.z',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('external_login_disabled');
  });
});
