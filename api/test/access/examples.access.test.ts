import { beforeAll, expect } from 'vitest';
import { createInvitation, worldBeforeAll, type World } from '../support/actors';
import { itEachCase, row, runCase, type MatrixRoute } from '../support/appsMatrix';
import { describeEngines, type TestApi } from '../support/testApi';

const all = (status: number) => row(status, status, status, status, status, status);

/** The invitation of the public example, made before the tests (createWorld makes none for that app). */
const exampleHash = async (api: TestApi, w: World): Promise<string> =>
  (await api.knex('invitations').where({ app_id: w.publicAppId }).first('hash')).hash;
const publicApp = (api: TestApi, w: World) => api.knex('apps').where({ id: w.publicAppId }).first('doc', 'updated');

// /examples is public and read-only: who calls does not matter, only whether the app is public.
const routes: MatrixRoute[] = [
  {
    title: 'GET /examples/apps/{public}.json',
    expect: all(200),
    call: (w) => ({ method: 'GET', path: `/examples/apps/${w.publicAppId}.json` }),
  },
  {
    title: 'GET /examples/apps/{private}.json',
    expect: all(404),
    call: (w) => ({ method: 'GET', path: `/examples/apps/${w.appId}.json` }),
  },
  {
    title: 'GET /examples/invitation/{public hash}/app.json',
    expect: all(200),
    call: async (w, api) => ({ method: 'GET', path: `/examples/invitation/${await exampleHash(api, w)}/app.json` }),
  },
  {
    title: 'GET /examples/invitation/{private hash}/app.json',
    expect: all(404),
    call: (w) => ({ method: 'GET', path: `/examples/invitation/${w.hashes.test}/app.json` }),
  },
  {
    title: 'GET /examples/commands/{public}.json',
    expect: all(200),
    call: (w) => ({ method: 'GET', path: `/examples/commands/${w.publicAppId}.json` }),
  },
  {
    title: 'GET /examples/commands/{private}.json',
    expect: all(404),
    call: (w) => ({ method: 'GET', path: `/examples/commands/${w.appId}.json` }),
  },
  {
    title: 'GET /examples/test/{public}.json',
    expect: all(200),
    call: (w) => ({ method: 'GET', path: `/examples/test/${w.publicAppId}.json` }),
  },
  {
    title: 'GET /examples/test/{private}.json',
    expect: all(404),
    call: (w) => ({ method: 'GET', path: `/examples/test/${w.appId}.json` }),
  },
  {
    title: 'POST /examples/apps/{public}.json',
    expect: all(405),
    call: (w) => ({ method: 'POST', path: `/examples/apps/${w.publicAppId}.json`, body: { name: 'x' } }),
  },
  {
    title: 'DELETE /examples/apps/{public}.json',
    expect: all(405),
    call: (w) => ({ method: 'DELETE', path: `/examples/apps/${w.publicAppId}.json` }),
  },
  {
    title: 'POST /examples/test/{public}.json',
    expect: all(405),
    call: (w) => ({ method: 'POST', path: `/examples/test/${w.publicAppId}.json`, body: { description: 'x' } }),
  },
  {
    title: 'PUT /examples/commands/{public}.json',
    expect: all(405),
    call: (w) => ({ method: 'PUT', path: `/examples/commands/${w.publicAppId}.json`, body: { stack: [], pos: 0 } }),
  },
];

describeEngines('examples access', (api) => {
  const w = worldBeforeAll(api);
  beforeAll(async () => {
    await createInvitation(api(), w.publicAppId, 'test');
  });

  itEachCase(routes, async (caller, status, route) => {
    const { res, before } = await runCase(api(), w, caller, status, route, publicApp);
    if (status === 200 && route.title.includes('/apps/')) expect(res.body.id).toBe(w.publicAppId);
    if (status !== 200) expect(res.body.error.code).toBe(status === 405 ? 'read_only' : 'not_found');
    expect(await publicApp(api(), w)).toEqual(before);
    expect(await api().knex('test_settings').where({ app_id: w.publicAppId }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
