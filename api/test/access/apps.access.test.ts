import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { worldBeforeAll } from '../support/actors';
import { itEachCase, row, runCase, type MatrixRoute } from '../support/appsMatrix';
import { describeEngines, type TestApi } from '../support/testApi';

const doc = async (api: TestApi, id: string) => JSON.parse((await api.knex('apps').where({ id }).first('doc')).doc);
/** The stored document with a new name, so a save that goes through is seen in the database. */
const renamed = async (api: TestApi, id: string) => ({ ...(await doc(api, id)), name: `Saved ${randomUUID()}` });
/** Every app and membership: a refused call may not write, create or copy any of them. */
const stored = async (api: TestApi) => ({
  apps: await api.knex('apps').orderBy('id').select('id', 'owner_id', 'name', 'is_public', 'doc', 'updated'),
  team: await api.knex('team').orderBy(['app_id', 'user_id']).select('app_id', 'user_id', 'role'),
});
const change = {
  changes: [{ type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } }],
};

//                                                            guest owner other reader writer tester
const routes: MatrixRoute[] = [
  {
    title: 'POST /rest/apps',
    expect: row(401, 200, 200, 200, 200, 401),
    call: () => ({
      method: 'POST',
      path: '/rest/apps',
      body: { id: randomUUID(), name: 'n', type: 'smartphone', screenSize: { w: 1, h: 1 } },
    }),
  },
  {
    title: 'GET /rest/apps',
    expect: row(401, 200, 200, 200, 200, 401),
    call: () => ({ method: 'GET', path: '/rest/apps' }),
  },
  {
    title: 'GET /rest/apps?summary=true',
    expect: row(401, 200, 200, 200, 200, 401),
    call: () => ({ method: 'GET', path: '/rest/apps?summary=true' }),
  },
  {
    title: 'GET /rest/apps/public',
    expect: row(200, 200, 200, 200, 200, 200),
    call: () => ({ method: 'GET', path: '/rest/apps/public' }),
  },
  {
    title: 'GET /rest/apps/{id}.json',
    expect: row(401, 200, 403, 200, 200, 401),
    call: (w) => ({ method: 'GET', path: `/rest/apps/${w.appId}.json` }),
  },
  {
    title: 'GET /rest/apps/{public example}.json',
    expect: row(401, 403, 200, 403, 403, 401),
    call: (w) => ({ method: 'GET', path: `/rest/apps/${w.publicAppId}.json` }),
  },
  {
    title: 'GET /rest/apps/{unknown}.json',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'GET', path: `/rest/apps/${randomUUID()}.json` }),
  },
  {
    title: 'GET /rest/apps/{malformed}.json',
    expect: row(400, 400, 400, 400, 400, 400),
    call: () => ({ method: 'GET', path: '/rest/apps/a%20b.json' }),
  },
  {
    title: 'POST /rest/apps/{id}.json',
    expect: row(401, 200, 403, 403, 200, 401),
    call: async (w, api) => ({ method: 'POST', path: `/rest/apps/${w.appId}.json`, body: await renamed(api, w.appId) }),
  },
  {
    title: 'POST /rest/apps/{public example}.json',
    expect: row(401, 403, 200, 403, 403, 401),
    call: async (w, api) => ({
      method: 'POST',
      path: `/rest/apps/${w.publicAppId}.json`,
      body: await renamed(api, w.publicAppId),
    }),
  },
  {
    title: 'POST /rest/apps/props/{id}.json',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/apps/props/${w.appId}.json`, body: { name: 'Renamed' } }),
  },
  {
    title: 'POST /rest/apps/copy/{id}',
    expect: row(401, 200, 403, 200, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/apps/copy/${w.appId}`, body: { name: 'Copy' } }),
  },
  {
    title: 'POST /rest/apps/copy/{public example}',
    expect: row(401, 200, 200, 200, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/apps/copy/${w.publicAppId}`, body: { name: 'Copy' } }),
  },
  {
    title: 'POST /rest/apps/{id}/update',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/apps/${w.appId}/update`, body: change }),
  },
  {
    title: 'POST /rest/apps/{unknown}/update',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'POST', path: `/rest/apps/${randomUUID()}/update`, body: change }),
  },
  {
    title: 'DELETE /rest/apps/{id}.json',
    expect: row(401, 200, 403, 403, 403, 401),
    call: (w) => ({ method: 'DELETE', path: `/rest/apps/${w.appId}.json` }),
    fresh: true,
  },
];

describeEngines('apps access', (api) => {
  const shared = worldBeforeAll(api);

  itEachCase(routes, async (caller, status, route) => {
    // a refused call changes nothing: no app written, created, copied or deleted, no member added
    const { call, w } = await runCase(api(), shared, caller, status, route, stored);
    // the save rows send a new name: an accepted one is stored, so a refused one would have shown
    const sent = call.body as { id?: string; name?: string } | undefined;
    if (status === 200 && call.method === 'POST' && sent?.id && call.path === `/rest/apps/${sent.id}.json`)
      expect((await doc(api(), sent.id)).name).toBe(sent.name);
    if (route.fresh && status === 200)
      expect(await api().knex('apps').where({ id: w.appId }).first('id')).toBeUndefined();
  });
});
