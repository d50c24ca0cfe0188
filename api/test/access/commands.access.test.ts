import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { worldBeforeAll, type World } from '../support/actors';
import { itEachCase, row, runCase, type MatrixRoute } from '../support/appsMatrix';
import { describeEngines, type TestApi } from '../support/testApi';

const cmd = (id: string) => ({ id, type: 'AddWidget' });

//                                                                    guest owner other reader writer tester
const routes: MatrixRoute[] = [
  {
    title: 'GET /rest/commands/{id}.json',
    expect: row(401, 200, 403, 200, 200, 401),
    call: (w) => ({ method: 'GET', path: `/rest/commands/${w.appId}.json` }),
  },
  {
    title: 'GET /rest/commands/{public example}.json',
    expect: row(401, 403, 200, 403, 403, 401),
    call: (w) => ({ method: 'GET', path: `/rest/commands/${w.publicAppId}.json` }),
  },
  {
    title: 'GET /rest/commands/{unknown}.json',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'GET', path: `/rest/commands/${randomUUID()}.json` }),
  },
  {
    title: 'POST /rest/commands/{id}.json',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/commands/${w.appId}.json`, body: { stack: [cmd('x')], pos: 1 } }),
  },
  {
    title: 'POST /rest/commands/{id}/add',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/commands/${w.appId}/add`, body: cmd('new') }),
  },
  {
    title: 'DELETE /rest/commands/{id}/pop/1',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'DELETE', path: `/rest/commands/${w.appId}/pop/1` }),
  },
  {
    title: 'DELETE /rest/commands/{id}/shift/1',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'DELETE', path: `/rest/commands/${w.appId}/shift/1` }),
  },
  {
    title: 'POST /rest/commands/{id}/undo',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/commands/${w.appId}/undo`, body: {} }),
  },
  {
    title: 'POST /rest/commands/{id}/redo',
    expect: row(401, 200, 403, 403, 200, 401),
    call: (w) => ({ method: 'POST', path: `/rest/commands/${w.appId}/redo`, body: {} }),
  },
  {
    title: 'POST /rest/commands/{unknown}/undo',
    expect: row(404, 404, 404, 404, 404, 404),
    call: () => ({ method: 'POST', path: `/rest/commands/${randomUUID()}/undo`, body: {} }),
  },
];

/** The app's stacks as stored (one per designer): their rows and their commands' rows. */
async function snapshot(api: TestApi, appId: string) {
  const stacks = await api.knex('undo_stacks').where({ app_id: appId }).orderBy('user_id').select('user_id', 'doc');
  const entries = await api
    .knex('undo_entries')
    .where({ app_id: appId })
    .orderBy(['user_id', 'seq'])
    .select('user_id', 'seq', 'doc');
  return { stacks, entries };
}

/** Every case starts from the same stacks: each member has one command to undo and one to redo. */
async function preset(api: TestApi, w: World) {
  const doc = JSON.stringify({ pos: 1, appID: w.appId });
  await api.knex('undo_entries').where({ app_id: w.appId }).delete();
  for (const user of [w.owner, w.writer, w.reader]) {
    const key = { app_id: w.appId, user_id: user.id };
    await api
      .knex('undo_stacks')
      .insert({ ...key, doc, updated: 1 })
      .onConflict(['app_id', 'user_id'])
      .merge(['doc', 'updated']);
    await api.knex('undo_entries').insert(
      [cmd('a'), cmd('b')].map((c, seq) => {
        const json = JSON.stringify(c);
        return { ...key, seq, command_id: c.id, bytes: json.length, doc: json };
      }),
    );
  }
}

describeEngines('commands access', (api) => {
  const w = worldBeforeAll(api);

  itEachCase(routes, async (caller, status, route) => {
    await preset(api(), w);
    // a refused call leaves the stack as it was
    const { res } = await runCase(api(), w, caller, status, route, (api, w) => snapshot(api, w.appId));
    if (status === 200) expect(res.body).toEqual(expect.any(Object));
  });
});
