import { randomUUID } from 'node:crypto';
import {} from 'vitest';
import { createUser, worldBeforeAll } from '../support/actors';
import { itEachCase, row, runCase, type MatrixRoute } from '../support/appsMatrix';
import { describeEngines, type TestApi } from '../support/testApi';

//                                                                           guest owner other reader writer tester
const routes: MatrixRoute[] = [
  {
    title: 'GET /rest/apps/{id}/team.json',
    expect: row(401, 200, 403, 200, 200, 401),
    call: (w) => ({ method: 'GET', path: `/rest/apps/${w.appId}/team.json` }),
  },
  {
    title: 'GET /rest/apps/{public example}/team.json',
    expect: row(401, 403, 200, 403, 403, 401),
    call: (w) => ({ method: 'GET', path: `/rest/apps/${w.publicAppId}/team.json` }),
  },
  {
    title: 'GET /rest/apps/{unknown}/team.json',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'GET', path: `/rest/apps/${randomUUID()}/team.json` }),
  },
  {
    title: 'GET /rest/apps/{id}/suggestions/team.json',
    expect: row(401, 200, 403, 200, 200, 401),
    call: (w) => ({ method: 'GET', path: `/rest/apps/${w.appId}/suggestions/team.json` }),
  },
  {
    title: 'POST /rest/apps/{id}/team/',
    expect: row(401, 200, 403, 403, 403, 401),
    call: async (w, api) => ({
      method: 'POST',
      path: `/rest/apps/${w.appId}/team/`,
      body: { email: (await createUser(api, 'new')).email, permission: 'read' },
    }),
  },
  {
    title: 'POST /rest/apps/{id}/team/{reader}.json',
    expect: row(401, 200, 403, 403, 403, 401),
    call: (w) => ({
      method: 'POST',
      path: `/rest/apps/${w.appId}/team/${w.reader.id}.json`,
      body: { permission: 'read' },
    }),
  },
  {
    title: 'DELETE /rest/apps/{id}/team/{reader}.json',
    expect: row(401, 200, 403, 200, 403, 401),
    call: (w) => ({ method: 'DELETE', path: `/rest/apps/${w.appId}/team/${w.reader.id}.json` }),
    fresh: true,
  },
  {
    title: 'DELETE /rest/apps/{id}/team/{writer}.json',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'DELETE', path: `/rest/apps/${w.appId}/team/${w.writer.id}.json` }),
    fresh: true,
  },
  {
    title: 'DELETE /rest/apps/invitation/{id}',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'DELETE', path: `/rest/apps/invitation/${w.appId}` }),
    fresh: true,
  },
  {
    title: 'DELETE /rest/apps/invitation/{unknown}',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'DELETE', path: `/rest/apps/invitation/${randomUUID()}` }),
  },
];

const snapshot = async (api: TestApi, appId: string) => ({
  team: await api.knex('team').where({ app_id: appId }).orderBy('user_id').select('user_id', 'role'),
  invitations: await api.knex('invitations').where({ app_id: appId }).orderBy('hash').pluck('hash'),
});

describeEngines('team access', (api) => {
  const shared = worldBeforeAll(api);

  itEachCase(routes, async (caller, status, route) => {
    await runCase(api(), shared, caller, status, route, (api, w) => snapshot(api, w.appId));
  });
});
