import { beforeAll, expect, it } from 'vitest';
import { createInvitation, createWorld, type World } from '../support/actors';
import { callAs, matrixCases, row, type Call, type Expect } from '../support/appsMatrix';
import { describeEngines } from '../support/testApi';

interface Route {
  title: string;
  expect: Expect;
  call: (w: World, exampleHash: string) => Call;
}

const all = (status: number) => row(status, status, status, status, status, status);

// /examples is public and read-only: who calls does not matter, only whether the app is public.
const routes: Route[] = [
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
    call: (_w, h) => ({ method: 'GET', path: `/examples/invitation/${h}/app.json` }),
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
  let w: World;
  let exampleHash: string;
  beforeAll(async () => {
    w = await createWorld(api());
    exampleHash = await createInvitation(api(), w.publicAppId, 'test');
  });

  it.each(matrixCases(routes))('%s as %s → %i', async (_title, caller, status, route) => {
    const before = await api().knex('apps').where({ id: w.publicAppId }).first('doc', 'updated');
    const res = await callAs(api(), w, caller, route.call(w, exampleHash));
    expect(res.status).toBe(status);
    if (status === 200 && route.title.includes('/apps/')) expect(res.body.id).toBe(w.publicAppId);
    if (status !== 200) expect(res.body.error.code).toBe(status === 405 ? 'read_only' : 'not_found');
    expect(await api().knex('apps').where({ id: w.publicAppId }).first('doc', 'updated')).toEqual(before);
    expect(await api().knex('test_settings').where({ app_id: w.publicAppId }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
