import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { worldBeforeAll, type World } from '../support/actors';
import { itEachCase, row, runCase, type MatrixRoute } from '../support/appsMatrix';
import { describeEngines, type TestApi } from '../support/testApi';

const body = { description: 'Access matrix', tasks: [{ id: 't1', name: 'Task' }] };

//                                                                guest owner other reader writer tester
const routes: MatrixRoute[] = [
  {
    title: 'GET /rest/test/{id}.json',
    expect: row(401, 200, 403, 200, 200, 401),
    call: (w) => ({ method: 'GET', path: `/rest/test/${w.appId}.json` }),
  },
  {
    title: 'GET /rest/test/{public example}.json',
    expect: row(401, 403, 200, 403, 403, 401),
    call: (w) => ({ method: 'GET', path: `/rest/test/${w.publicAppId}.json` }),
  },
  {
    title: 'GET /rest/test/{unknown}.json',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'GET', path: `/rest/test/${randomUUID()}.json` }),
  },
  {
    title: 'POST /rest/test/{id}.json',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/test/${w.appId}.json`, body }),
  },
  {
    title: 'POST /rest/test/{public example}.json',
    expect: row(401, 403, 200, 403, 403, 401),
    call: (w) => ({ method: 'POST', path: `/rest/test/${w.publicAppId}.json`, body }),
  },
  {
    title: 'POST /rest/test/{unknown}.json',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'POST', path: `/rest/test/${randomUUID()}.json`, body }),
  },
];

/** The test settings stored for the app and the public example (none before each call). */
const saved = (api: TestApi, w: World) =>
  api.knex('test_settings').whereIn('app_id', [w.appId, w.publicAppId]).count({ n: '*' });

describeEngines('test settings access', (api) => {
  const w = worldBeforeAll(api);

  itEachCase(routes, async (caller, status, route) => {
    await api().knex('test_settings').whereIn('app_id', [w.appId, w.publicAppId]).delete();
    const { res, call } = await runCase(api(), w, caller, status, route, saved);
    const wrote = status === 200 && call.method === 'POST';
    expect(await saved(api(), w)).toEqual([{ n: wrote ? 1 : 0 }]);
    if (status === 200) expect(res.body).toMatchObject({ tasks: expect.any(Array) });
  });
});
