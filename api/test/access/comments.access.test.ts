import { createHash, randomUUID } from 'node:crypto';
import type { World } from '../support/actors';
import { describeRows, designerRows, hashRows, type RouteSpec } from '../support/accessMatrix';
import type { TestApi } from '../support/testApi';

/** The key of every comment made with the test hash here (a tester sends it to change their comment). */
const TESTER_KEY = 'tester-key-0123456789abcdefghijklmnopqrstu';
const testerKey = { 'x-comment-key': TESTER_KEY };

/** A comment of the app, straight in the database, by the writer or made with the test hash. */
async function storedComment(api: TestApi, appId: string, author: { userId?: string; hash?: string }) {
  const id = randomUUID();
  const now = Date.now();
  const authorKeyHash = author.hash ? createHash('sha256').update(TESTER_KEY).digest('hex') : null;
  await api.knex('comments').insert({
    id,
    app_id: appId,
    type: 'screen',
    reference: 's1',
    parent_id: null,
    user_id: author.userId ?? null,
    hash: author.hash ?? null,
    author_key_hash: authorKeyHash,
    doc: JSON.stringify({ message: 'orig' }),
    created: now,
    updated: now,
  });
  return id;
}
const message = async (api: TestApi, id: string) => {
  const row = await api.knex('comments').where({ id }).first('doc');
  return row ? JSON.parse(row.doc).message : undefined;
};
const exists = async (api: TestApi, id: string) => (await api.knex('comments').where({ id }).first('id')) !== undefined;

const get = (route: string, path: (appId: string) => string): RouteSpec => ({
  route,
  call: (appId) => ({ method: 'GET', path: path(appId) }),
});
const list = get('GET /rest/comments/apps/{id}.json', (a) => `/rest/comments/apps/${a}.json`);
const byType = get('GET /rest/comments/apps/{id}/{type}.json', (a) => `/rest/comments/apps/${a}/screen.json`);
const byReference = get(
  'GET /rest/comments/apps/{id}/{type}/{reference}.json/',
  (a) => `/rest/comments/apps/${a}/screen/s1.json/`,
);
const create: RouteSpec = {
  route: 'POST /rest/comments/apps/{id}',
  setup: async () => randomUUID(),
  call: (appId, id) => ({ method: 'POST', path: `/rest/comments/apps/${appId}`, body: { id, message: 'hello' } }),
  changed: exists,
};
const byWriter = (api: TestApi, w: World, appId: string) => storedComment(api, appId, { userId: w.writer.id });
const edit: RouteSpec = {
  route: "POST /rest/comments/apps/{id}/{commentId}.json (the writer's comment)",
  setup: byWriter,
  call: (appId, id) => ({
    method: 'POST',
    path: `/rest/comments/apps/${appId}/${id}.json`,
    body: { message: 'changed' },
  }),
  changed: async (api, id) => (await message(api, id)) === 'changed',
};
const remove: RouteSpec = {
  route: "DELETE /rest/comments/apps/{id}/{commentId}.json (the writer's comment)",
  setup: byWriter,
  call: (appId, id) => ({ method: 'DELETE', path: `/rest/comments/apps/${appId}/${id}.json` }),
  changed: async (api, id) => !(await exists(api, id)),
};

const hashList: RouteSpec = {
  route: 'GET /rest/comments/hash/{hash}/{appId}',
  call: (a) => ({ method: 'GET', path: `/rest/comments/hash/{hash}/${a}` }),
};
const hashCreate: RouteSpec = {
  route: 'POST /rest/comments/hash/{hash}/{appId}',
  setup: async () => randomUUID(),
  call: (appId, id) => ({ method: 'POST', path: `/rest/comments/hash/{hash}/${appId}`, body: { id, message: 'hi' } }),
  changed: exists,
};
const byTestHash = (api: TestApi, w: World, appId: string) => storedComment(api, appId, { hash: w.hashes.test });
const hashEdit: RouteSpec = {
  route: 'POST /rest/comments/hash/{hash}/{appId}/{commentId}.json (made with the test hash)',
  setup: byTestHash,
  call: (appId, id) => ({
    method: 'POST',
    path: `/rest/comments/hash/{hash}/${appId}/${id}.json`,
    body: { message: 'changed' },
    headers: testerKey,
  }),
  changed: async (api, id) => (await message(api, id)) === 'changed',
};
const hashRemove: RouteSpec = {
  route: 'DELETE /rest/comments/hash/{hash}/{appId}/{commentId}.json (made with the test hash)',
  setup: byTestHash,
  call: (appId, id) => ({
    method: 'DELETE',
    path: `/rest/comments/hash/{hash}/${appId}/${id}.json`,
    headers: testerKey,
  }),
  changed: async (api, id) => !(await exists(api, id)),
};
const otherHashes = { 'read hash': 403, 'write hash': 403 };

const rows = [
  ...designerRows(list, 'read'),
  ...designerRows(byType, 'read'),
  ...designerRows(byReference, 'read'),
  ...designerRows(create, 'read'),
  // Edit: the author only (the owner is not the author; on the public app nobody here is).
  ...designerRows(edit, 'read', { owner: 403, 'team reader': 403, 'public example app, its owner': 403 }),
  // Delete: the author or the app's owner.
  ...designerRows(remove, 'read', { 'team reader': 403 }),
  ...hashRows(hashList),
  ...hashRows(hashCreate),
  ...hashRows(hashEdit, otherHashes),
  ...hashRows(hashRemove, otherHashes),
];

describeRows('comments access', rows);
