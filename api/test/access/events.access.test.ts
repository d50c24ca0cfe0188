import { randomUUID } from 'node:crypto';
import { describeRows, designerRows, exampleRows, hashRows, type RouteSpec } from '../support/accessMatrix';
import { makeEvent } from '../support/recordedData';
import type { TestApi } from '../support/testApi';

/** A stored event of the app (straight in the database), for the calls that read, change or delete one. */
async function storedEvent(api: TestApi, appId: string, session = 'S1') {
  const e = makeEvent({ session });
  await api.knex('events').insert({
    id: e.id,
    app_id: appId,
    session,
    screen: 's1',
    widget: null,
    type: e.type as string,
    time: e.time as number,
    doc: JSON.stringify(e),
  });
  return e.id;
}
const eventScreen = async (api: TestApi, id: string) =>
  (await api.knex('events').where({ id }).first('screen'))?.screen;

const upload: RouteSpec = {
  route: 'POST /rest/invitation/{appId}/{hash}/events.json',
  setup: async () => randomUUID(),
  call: (appId, id) => ({
    method: 'POST',
    path: `/rest/invitation/${appId}/{hash}/events.json`,
    body: [makeEvent({ id })],
  }),
  changed: async (api, id) => (await api.knex('events').where({ id }).first('id')) !== undefined,
};
const list: RouteSpec = {
  route: 'GET /rest/events/{id}.json',
  call: (appId) => ({ method: 'GET', path: `/rest/events/${appId}.json` }),
};
const listSlash: RouteSpec = {
  route: 'GET /rest/events/{id}.json/',
  call: (appId) => ({ method: 'GET', path: `/rest/events/${appId}.json/` }),
};
const count: RouteSpec = {
  route: 'GET /rest/events/{id}/all/count.json',
  call: (appId) => ({ method: 'GET', path: `/rest/events/${appId}/all/count.json` }),
};
const session: RouteSpec = {
  route: 'GET /rest/events/{id}/{session}.json',
  call: (appId) => ({ method: 'GET', path: `/rest/events/${appId}/S1.json` }),
};
const deleteSession: RouteSpec = {
  route: 'DELETE /rest/events/{id}/{session}.json',
  setup: async (api, _w, appId) => {
    const session = `del-${randomUUID().slice(0, 8)}`;
    await storedEvent(api, appId, session);
    return session;
  },
  call: (appId, session) => ({ method: 'DELETE', path: `/rest/events/${appId}/${session}.json` }),
  changed: async (api, session) => (await api.knex('events').where({ session }).first('id')) === undefined,
};
const edit: RouteSpec = {
  route: 'POST /rest/events/{id}/{eventId}.json',
  setup: (api, _w, appId) => storedEvent(api, appId),
  call: (appId, id) => ({ method: 'POST', path: `/rest/events/${appId}/${id}.json`, body: { screen: 'fixed' } }),
  changed: async (api, id) => (await eventScreen(api, id)) === 'fixed',
};
const exampleList: RouteSpec = {
  route: 'GET /examples/events/{id}.json',
  call: (appId) => ({ method: 'GET', path: `/examples/events/${appId}.json` }),
};
const exampleSession: RouteSpec = {
  route: 'GET /examples/events/{id}/{session}.json/',
  call: (appId) => ({ method: 'GET', path: `/examples/events/${appId}/S1.json/` }),
};

const rows = [
  ...hashRows(upload),
  ...designerRows(list, 'read'),
  ...designerRows(listSlash, 'read'),
  ...designerRows(count, 'read'),
  ...designerRows(session, 'read'),
  ...designerRows(deleteSession, 'write'),
  ...designerRows(edit, 'write'),
  ...exampleRows(exampleList),
  ...exampleRows(exampleSession),
];

describeRows('events access', rows, async (api, w) => {
  await storedEvent(api, w.appId);
  await storedEvent(api, w.publicAppId);
});
