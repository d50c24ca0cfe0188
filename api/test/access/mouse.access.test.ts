import { randomUUID } from 'node:crypto';
import { describeRows, designerRows, exampleRows, hashRows, type RouteSpec } from '../support/accessMatrix';
import { makeTrack } from '../support/recordedData';
import type { TestApi } from '../support/testApi';

async function storedTrack(api: TestApi, appId: string, session = 'S1') {
  const t = makeTrack({ session });
  await api.knex('mouse_tracks').insert({
    id: t.id,
    app_id: appId,
    session,
    screen: 's1',
    time: (t.t as number[])[0],
    doc: JSON.stringify(t),
  });
  return t.id;
}

const upload: RouteSpec = {
  route: 'POST /rest/invitation/{appId}/{hash}/mouse.json',
  setup: async () => randomUUID(),
  call: (appId, id) => ({
    method: 'POST',
    path: `/rest/invitation/${appId}/{hash}/mouse.json`,
    body: makeTrack({ id }),
  }),
  changed: async (api, id) => (await api.knex('mouse_tracks').where({ id }).first('id')) !== undefined,
};
const list: RouteSpec = {
  route: 'GET /rest/mouse/{id}.json',
  call: (appId) => ({ method: 'GET', path: `/rest/mouse/${appId}.json` }),
};
const session: RouteSpec = {
  route: 'GET /rest/mouse/{id}/{session}.json/',
  call: (appId) => ({ method: 'GET', path: `/rest/mouse/${appId}/S1.json/` }),
};
const deleteSession: RouteSpec = {
  route: 'DELETE /rest/mouse/{id}/{session}.json',
  setup: async (api, _w, appId) => {
    const session = `del-${randomUUID().slice(0, 8)}`;
    await storedTrack(api, appId, session);
    return session;
  },
  call: (appId, session) => ({ method: 'DELETE', path: `/rest/mouse/${appId}/${session}.json` }),
  changed: async (api, session) => (await api.knex('mouse_tracks').where({ session }).first('id')) === undefined,
};
const exampleList: RouteSpec = {
  route: 'GET /examples/mouse/{id}.json',
  call: (appId) => ({ method: 'GET', path: `/examples/mouse/${appId}.json` }),
};
const exampleSession: RouteSpec = {
  route: 'GET /examples/mouse/{id}/{session}.json',
  call: (appId) => ({ method: 'GET', path: `/examples/mouse/${appId}/S1.json` }),
};

const rows = [
  ...hashRows(upload),
  ...designerRows(list, 'read'),
  ...designerRows(session, 'read'),
  ...designerRows(deleteSession, 'write'),
  ...exampleRows(exampleList),
  ...exampleRows(exampleSession),
];

describeRows('mouse access', rows, async (api, w) => {
  await storedTrack(api, w.appId);
  await storedTrack(api, w.publicAppId);
});
