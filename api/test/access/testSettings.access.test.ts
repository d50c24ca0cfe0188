import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createWorld, type World } from '../support/actors';
import { callAs, matrixCases, row, type Call, type Expect } from '../support/appsMatrix';
import { describeEngines } from '../support/testApi';

interface Route {
  title: string;
  expect: Expect;
  call: (w: World) => Call;
}

const body = { description: 'Access matrix', tasks: [{ id: 't1', name: 'Task' }] };

//                                                                guest owner other reader writer tester
const routes: Route[] = [
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

describeEngines('test settings access', (api) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(api());
  });

  it.each(matrixCases(routes))('%s as %s → %i', async (_title, caller, status, route) => {
    await api().knex('test_settings').whereIn('app_id', [w.appId, w.publicAppId]).delete();
    const res = await callAs(api(), w, caller, route.call(w));
    expect(res.status).toBe(status);
    const saved = await api().knex('test_settings').whereIn('app_id', [w.appId, w.publicAppId]).count({ n: '*' });
    const wrote = status === 200 && route.call(w).method === 'POST';
    expect(saved).toEqual([{ n: wrote ? 1 : 0 }]);
    if (status !== 200) expect(res.body.error.code).toEqual(expect.any(String));
    if (status === 200) expect(res.body).toMatchObject({ tasks: expect.any(Array) });
  });
});
