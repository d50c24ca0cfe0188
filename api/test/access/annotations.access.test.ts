import { randomUUID } from 'node:crypto';
import { describeRows, designerRows, exampleRows, type RouteSpec } from '../support/accessMatrix';
import type { TestApi } from '../support/testApi';

/** A tag annotation of the app, straight in the database. */
async function storedTag(api: TestApi, appId: string) {
  const id = randomUUID();
  const now = Date.now();
  await api.knex('annotations').insert({
    id,
    app_id: appId,
    kind: 'tag',
    reference: null,
    user_id: null,
    doc: JSON.stringify({ name: 'orig' }),
    created: now,
    updated: now,
  });
  return id;
}
const tagName = async (api: TestApi, id: string) => {
  const row = await api.knex('annotations').where({ id }).first('doc');
  return row ? JSON.parse(row.doc).name : undefined;
};

const sessions: RouteSpec = {
  route: 'GET /rest/annotations/apps/{id}/session.json',
  call: (appId) => ({ method: 'GET', path: `/rest/annotations/apps/${appId}/session.json` }),
};
const tags: RouteSpec = {
  route: 'GET /rest/annotations/apps/{id}/tags.json',
  call: (appId) => ({ method: 'GET', path: `/rest/annotations/apps/${appId}/tags.json` }),
};
const create: RouteSpec = {
  route: 'POST /rest/annotations/apps/{id}/',
  setup: async () => randomUUID(),
  call: (appId, id) => ({
    method: 'POST',
    path: `/rest/annotations/apps/${appId}/`,
    body: { id, kind: 'session', reference: id },
  }),
  changed: async (api, id) => (await api.knex('annotations').where({ id }).first('id')) !== undefined,
};
const update: RouteSpec = {
  route: 'POST /rest/annotations/apps/{id}/{annId}.json',
  setup: (api, _w, appId) => storedTag(api, appId),
  call: (appId, id) => ({
    method: 'POST',
    path: `/rest/annotations/apps/${appId}/${id}.json`,
    body: { name: 'changed' },
  }),
  changed: async (api, id) => (await tagName(api, id)) === 'changed',
};
const remove: RouteSpec = {
  route: 'DELETE /rest/annotations/apps/{id}/{annId}.json',
  setup: (api, _w, appId) => storedTag(api, appId),
  call: (appId, id) => ({ method: 'DELETE', path: `/rest/annotations/apps/${appId}/${id}.json` }),
  changed: async (api, id) => (await tagName(api, id)) === undefined,
};
const exampleSessions: RouteSpec = {
  route: 'GET /examples/annotations/apps/{id}/session.json',
  call: (appId) => ({ method: 'GET', path: `/examples/annotations/apps/${appId}/session.json` }),
};
const exampleTags: RouteSpec = {
  route: 'GET /examples/annotations/apps/{id}/tags.json',
  call: (appId) => ({ method: 'GET', path: `/examples/annotations/apps/${appId}/tags.json` }),
};

const rows = [
  ...designerRows(sessions, 'read'),
  ...designerRows(tags, 'read'),
  ...designerRows(create, 'write'),
  ...designerRows(update, 'write'),
  ...designerRows(remove, 'write'),
  ...exampleRows(exampleSessions),
  ...exampleRows(exampleTags),
];

describeRows('annotations access', rows);
