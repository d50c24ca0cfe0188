import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvitation, worldBeforeAll, type World } from '../support/actors';
import { itEachCase, row, runCase, type MatrixRoute } from '../support/appsMatrix';
import { describeEngines, type TestApi } from '../support/testApi';

// Tester side: the caller is the hash in the path.
const HASHES = ['test', 'read', 'write', 'wrong', 'unknown', 'malformed', 'example'] as const;
type HashKind = (typeof HASHES)[number];

interface HashRoute {
  title: string;
  path: (w: World, hash: string) => string;
  method?: string;
  body?: unknown;
  expect: Record<HashKind, number>;
  /** answered without a protected test's password too */
  beforePassword?: boolean;
}

const hashRow = (
  test: number,
  read: number,
  write: number,
  wrong: number,
  unknown: number,
  malformed: number,
  example: number,
) => ({
  test,
  read,
  write,
  wrong,
  unknown,
  malformed,
  example,
});

//                                                                         test read write wrong unknown malformed example
const hashRoutes: HashRoute[] = [
  {
    title: 'GET /rest/invitation/{hash}.json',
    path: (_w, h) => `/rest/invitation/${h}.json`,
    expect: hashRow(200, 200, 200, 200, 404, 400, 200),
  },
  {
    title: 'GET /rest/invitation/{hash}/app.json',
    path: (_w, h) => `/rest/invitation/${h}/app.json`,
    expect: hashRow(200, 200, 200, 200, 404, 400, 200),
  },
  {
    title: 'GET /rest/invitation/{hash}/update.json',
    path: (_w, h) => `/rest/invitation/${h}/update.json`,
    expect: hashRow(200, 200, 200, 200, 404, 400, 200),
  },
  {
    title: 'GET /rest/invitation/{hash}/language.json',
    path: (_w, h) => `/rest/invitation/${h}/language.json`,
    expect: hashRow(200, 200, 200, 200, 404, 400, 200),
    beforePassword: true,
  },
  {
    title: 'GET /rest/invitation/{id}/{hash}/test.json',
    path: (w, h) => `/rest/invitation/${w.appId}/${h}/test.json`,
    expect: hashRow(200, 200, 200, 404, 404, 400, 404),
  },
  {
    title: 'POST /rest/invitation/{hash}/password.json',
    method: 'POST',
    body: { password: 'whatever' },
    path: (_w, h) => `/rest/invitation/${h}/password.json`,
    expect: hashRow(200, 200, 200, 200, 404, 400, 200),
  },
];

// Designer side: the app id in the path, the caller by login.
//                                                                                 guest owner other reader writer tester
const designerRoutes: MatrixRoute[] = [
  {
    title: 'GET /rest/invitation/{app id}.json',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'GET', path: `/rest/invitation/${w.appId}.json` }),
  },
  {
    title: 'GET /rest/invitation/{public example id}.json',
    expect: row(401, 403, 200, 403, 403, 401),
    call: (w) => ({ method: 'GET', path: `/rest/invitation/${w.publicAppId}.json` }),
  },
  {
    title: 'POST /rest/apps/{id}/invitation/password.json',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/apps/${w.appId}/invitation/password.json`, body: { password: null } }),
  },
  {
    title: 'POST /rest/apps/{unknown}/invitation/password.json',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({
      method: 'POST',
      path: `/rest/apps/${randomUUID()}/invitation/password.json`,
      body: { password: null },
    }),
  },
];

describeEngines('invitations access', (api) => {
  const w = worldBeforeAll(api);
  let hashes: Record<HashKind, string>;
  beforeAll(async () => {
    hashes = {
      ...w.hashes,
      wrong: w.wrongHash,
      unknown: 'abcdefghijklmnopqrstuvwxyz012345',
      malformed: 'no%20good!',
      example: await createInvitation(api(), w.publicAppId, 'test'),
    };
  });

  const hashCases = hashRoutes.flatMap((route) =>
    HASHES.map((kind) => [route.title, kind, route.expect[kind], route] as const),
  );

  it.each(hashCases)('%s with the %s hash → %i', async (_title, kind, status, route) => {
    const res = await api().request(route.method ?? 'GET', route.path(w, hashes[kind]), { body: route.body });
    expect(res.status).toBe(status);
    if (status !== 200) expect(res.body.error.code).toEqual(expect.any(String));
    // A hash opens its own app only.
    if (status === 200 && route.title.endsWith('/app.json')) {
      const owner = { wrong: w.otherAppId, example: w.publicAppId } as Partial<Record<HashKind, string>>;
      expect(res.body.id).toBe(owner[kind] ?? w.appId);
    }
  });

  describe('with a password on the test invitation', () => {
    beforeAll(async () => {
      await api().post(`/rest/apps/${w.appId}/invitation/password.json`, { password: 'secret1' }, w.owner.token);
    });

    const locked = hashRoutes.filter((r) => r.method !== 'POST' && !r.beforePassword);
    it.each(locked.map((r) => [r.title, r] as const))('%s needs the invitation token', async (_title, route) => {
      const path = route.path(w, w.hashes.test);
      const without = await api().get(path);
      expect(without.status).toBe(401);
      expect(without.body.error.code).toBe('password_required');
      const unlocked = await api().post(`/rest/invitation/${w.hashes.test}/password.json`, { password: 'secret1' });
      const token = unlocked.body.token as string;
      const withIt = await api().request('GET', path, { headers: { 'x-invitation-token': token } });
      expect(withIt.status).toBe(200);
    });

    it("answers the test's language without the token, for its password page", async () => {
      await api()
        .knex('test_settings')
        .insert({ app_id: w.appId, doc: JSON.stringify({ language: 'de' }), updated: 1 })
        .onConflict('app_id')
        .merge();
      const answer = await api().get(`/rest/invitation/${w.hashes.test}/language.json`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ language: 'de' });
    });
  });

  const invitations = (api: TestApi) => api.knex('invitations').orderBy('hash').select('hash', 'password_hash');
  itEachCase(designerRoutes, async (caller, status, route) => {
    await runCase(api(), w, caller, status, route, invitations);
  });
});
