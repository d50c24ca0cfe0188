// Hardening: input that used to crash the server (500) or slip through unbounded now gets a clear
// answer, the same on both engines.
import { gzipSync, deflateSync } from 'node:zlib';
import { MAX_COMMAND_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_JSON_DEPTH } from '@protolab/shared';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/dialect';
import { migrationSource } from '../src/db/migrations';
import { createAppFor, worldBeforeAll } from './support/actors';
import { legacyExport, newAppBody, storedDoc } from './support/appBodies';
import { databaseOutage } from './support/databaseOutage';
import { imageForm, pngDeclaring, pngFile } from './support/imageFiles';
import { createRecordingApp } from './support/recordedData';
import { describeEngines, type TestApi } from './support/testApi';

/** `levels` objects inside one another: {"a":{"a":…1…}}. */
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** A legacy import whose one widget holds `levels` nested objects in its props: the body nests 4 + levels deep. */
function importWithNesting(levels: number): string {
  const doc = legacyExport('deep-import');
  (doc.widgets.w1.props as Record<string, unknown>).deep = '@DEEP@';
  return JSON.stringify(doc).replace('"@DEEP@"', nested(levels));
}

/** Bytes the API sends to the database while `work` runs (SQL and bound values). */
async function bytesWrittenDuring(api: TestApi, work: () => Promise<unknown>): Promise<number> {
  let bytes = 0;
  const count = (query: { sql: string; bindings?: unknown[] }) => {
    bytes += query.sql.length;
    for (const value of query.bindings ?? []) bytes += typeof value === 'string' ? Buffer.byteLength(value) : 8;
  };
  api.knex.on('query', count);
  try {
    await work();
  } finally {
    api.knex.off('query', count);
  }
  return bytes;
}

describe('6d: what counts as the database being out of reach', () => {
  it.each([
    ['PostgreSQL shutting down', { code: '57P01', message: 'terminating connection due to administrator command' }],
    ['a connection exception', { code: '08006', message: 'connection failure' }],
    ['too many connections', { code: '53300', message: 'sorry, too many clients already' }],
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
    ['a connection reset', { code: 'ECONNRESET', message: 'read ECONNRESET' }],
    ['a connection that dropped', new Error('Connection terminated unexpectedly')],
    ['a query on a broken client', new Error('Client has encountered a connection error and is not queryable')],
    [
      'an exhausted pool',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
    ],
    ['SQLite locked by another process', { code: 'SQLITE_BUSY', message: 'database is locked' }],
  ])('%s', (_title, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a syntax error', { code: '42601' }],
    ['a constraint on SQLite', { code: 'SQLITE_CONSTRAINT_UNIQUE' }],
    ['a bug', new TypeError('x is undefined')],
  ])('not %s', (_title, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describeEngines('hardening limits', (api) => {
  const w = worldBeforeAll(api);
  const json = (
    method: string,
    path: string,
    raw: string | Uint8Array,
    headers: Record<string, string> = {},
    token?: string,
  ) => api().request(method, path, { raw, token, headers: { 'content-type': 'application/json', ...headers } });

  describe('6a: deeply nested JSON', () => {
    it.each([MAX_JSON_DEPTH + 1, 4111, 5000, 100_000])(
      'refuses a body nested %i levels with a 400 naming the body',
      async (levels) => {
        const appId = await createAppFor(api(), w.owner);
        const before = await storedDoc(api(), appId);
        const deep = nested(levels);
        for (const [path, token] of [
          ['/rest/apps', w.owner.token],
          [`/rest/apps/${appId}.json`, w.owner.token],
          [`/rest/commands/${appId}/add`, w.owner.token],
          [`/rest/apps/${appId}/update`, w.owner.token],
          ['/rest/log/error', undefined],
        ] as const) {
          const res = await json('POST', path, deep, {}, token);
          expect(res.status, path).toBe(400);
          expect(res.body.error, path).toMatchObject({ code: 'too_deep', field: '' });
          expect(res.body.error.message, path).toContain(String(MAX_JSON_DEPTH));
        }
        const deepImport = await json('POST', '/rest/apps', importWithNesting(levels), {}, w.owner.token);
        expect(deepImport.status).toBe(400);
        expect(deepImport.body.error).toMatchObject({ code: 'too_deep', field: '' });
        expect(await storedDoc(api(), appId)).toEqual(before);
      },
    );

    it(`imports and serves an app nested exactly ${MAX_JSON_DEPTH} levels deep`, async () => {
      const res = await json('POST', '/rest/apps', importWithNesting(MAX_JSON_DEPTH - 4), {}, w.owner.token);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const app = await api().get(`/rest/apps/${res.body.id}.json`, w.owner.token);
      expect(app.status).toBe(200);
      expect(JSON.stringify(app.body.widgets.w1.props.deep)).toBe(nested(MAX_JSON_DEPTH - 4));
    });
  });

  describe('6b: Content-Encoding', () => {
    const routes = ['/rest/log/error', '/rest/login', '/rest/user', '/rest/apps'];

    it.each(routes)(
      '%s: a gzip or deflate body that is not one is a 400 naming the body, without login',
      async (path) => {
        for (const encoding of ['gzip', 'deflate']) {
          const res = await json('POST', path, '{"message":"not compressed"}', { 'content-encoding': encoding });
          expect(res.status, encoding).toBe(400);
          expect(res.body.error, encoding).toMatchObject({ code: 'invalid_encoding', field: '' });
        }
      },
    );

    it('an unknown encoding is a 415; a real gzip or deflate body is read', async () => {
      const unknown = await json('POST', '/rest/log/error', '{"message":"x"}', { 'content-encoding': 'compress' });
      expect(unknown.status).toBe(415);
      expect(unknown.body.error).toMatchObject({ code: 'unsupported_media_type', field: '' });
      const body = JSON.stringify({ message: 'zipped report' });
      for (const [encoding, bytes] of [
        ['gzip', gzipSync(body)],
        ['deflate', deflateSync(body)],
      ] as const) {
        const res = await json('POST', '/rest/log/error', new Uint8Array(bytes), { 'content-encoding': encoding });
        expect(res.status, encoding).toBe(200);
      }
    });
  });

  describe('6c: control characters', () => {
    it('refuses NUL and other control characters in any text with a 400 naming the field; stores nothing', async () => {
      const appId = await createAppFor(api(), w.owner);
      const before = await storedDoc(api(), appId);
      const t = w.owner.token;
      const cases: Array<[string, string, unknown, string]> = [
        ['create', '/rest/apps', newAppBody('Check\u0000out'), 'name'],
        ['create (bell)', '/rest/apps', newAppBody('Check\u0007out'), 'name'],
        ['rename', `/rest/apps/props/${appId}.json`, { name: 'A\u0000B' }, 'name'],
        ['grid key', `/rest/apps/props/${appId}.json`, { grid: { 'w\u0000': 8 } }, 'grid'],
        [
          'change set',
          `/rest/apps/${appId}/update`,
          {
            changes: [
              {
                type: 'add',
                parent: 'screens',
                id: 's1',
                object: { name: 'S\u0000', x: 0, y: 0, w: 1, h: 1, children: [] },
              },
            ],
          },
          'changes.0.object.name',
        ],
        ['comment', `/rest/comments/apps/${appId}`, { message: 'hi\u0000' }, 'message'],
        [
          'sign-up',
          '/rest/user',
          { email: 'nul@example.test', password: 'secret-pass', name: 'N\u0000', tos: true },
          'name',
        ],
      ];
      for (const [title, path, body, field] of cases) {
        const res = await api().post(path, body, t);
        expect(res.status, title).toBe(400);
        expect(res.body.error, title).toMatchObject({ code: 'validation', field });
      }
      expect(await storedDoc(api(), appId)).toEqual(before);
      expect(await api().knex('apps').where('name', 'like', 'Check%').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(await api().knex('comments').where({ app_id: appId }).count({ n: '*' })).toEqual([{ n: 0 }]);
    });

    it('keeps tabs and line breaks where text allows them', async () => {
      const appId = await createAppFor(api(), w.owner);
      const res = await api().post(`/rest/comments/apps/${appId}`, { message: 'line 1\r\nline 2\tend' }, w.owner.token);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('line 1\r\nline 2\tend');
    });
  });

  describe('6d: database out of reach', () => {
    it('answers 503 with Retry-After and a JSON body, and serves again once the database is back', async () => {
      const outage = await databaseOutage(api());
      try {
        const t = w.owner.token;
        expect((await outage.api.post('/rest/apps', newAppBody('Before'), t)).status).toBe(200);
        await outage.cut();
        const res = await outage.api.post('/rest/apps', newAppBody('During'), t);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.body.error).toMatchObject({ code: 'unavailable', message: expect.any(String) });
        await outage.restore();
        expect((await outage.api.post('/rest/apps', newAppBody('After'), t)).status).toBe(200);
      } finally {
        await outage.close();
      }
    });
  });

  describe('9a: command stack', () => {
    it('an add writes the new command only, not the whole stack again', async () => {
      const appId = await createAppFor(api(), w.owner);
      const t = w.owner.token;
      const add = (body: unknown) => api().post(`/rest/commands/${appId}/add`, body, t);
      const tooBig = await add({ id: 'huge', type: 'X', edits: 'x'.repeat(4.5 * 1024 * 1024) });
      expect(tooBig.status).toBe(413);
      const big = (id: string) => ({ id, type: 'X', edits: 'x'.repeat(MAX_COMMAND_BYTES - 200) });
      for (let i = 0; i < 6; i++) expect((await add(big(`b${i}`))).status).toBe(200);
      const written = await bytesWrittenDuring(api(), async () => {
        expect((await add({ id: 'small', type: 'X' })).body).toEqual({ pos: 7, length: 7 });
      });
      expect(written).toBeLessThan(64 * 1024);
      const undo = await api().post(`/rest/commands/${appId}/undo`, { id: 'small' }, t);
      expect(undo.body).toEqual({ pos: 6, length: 7, command: { id: 'small', type: 'X' } });
      const stack = (await api().get(`/rest/commands/${appId}.json`, t)).body;
      expect(stack.stack.map((c: { id: string }) => c.id)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'small']);
      expect(stack.pos).toBe(6);
    });
  });

  describe('9a: command stack storage', () => {
    it('moves stored stacks to a row per command and back, keeping what the API answers', async () => {
      const appId = await createAppFor(api(), w.owner);
      const t = w.owner.token;
      for (const id of ['m1', 'm2', 'm3']) await api().post(`/rest/commands/${appId}/add`, { id, type: 'X', n: id }, t);
      await api().post(`/rest/commands/${appId}/undo`, {}, t);
      const before = (await api().get(`/rest/commands/${appId}.json`, t)).body;
      // back to one stack per app (010) and one row per stack (004), then forward again
      const perDesigner = '010_coediting';
      const name = '004_command_entries';
      await api().knex.migrate.down({ migrationSource, name: perDesigner });
      await api().knex.migrate.down({ migrationSource, name });
      const legacy = JSON.parse((await api().knex('command_stacks').where({ app_id: appId }).first('doc')).doc);
      expect(legacy).toMatchObject({ pos: 2, stack: before.stack });
      await api().knex.migrate.up({ migrationSource, name });
      expect(await api().knex('command_entries').where({ app_id: appId }).count({ n: '*' })).toEqual([{ n: 3 }]);
      await api().knex.migrate.up({ migrationSource, name: perDesigner });
      const owned = { app_id: appId, user_id: w.owner.id };
      expect(await api().knex('undo_entries').where(owned).count({ n: '*' })).toEqual([{ n: 3 }]);
      expect((await api().get(`/rest/commands/${appId}.json`, t)).body).toEqual(before);
      expect((await api().post(`/rest/commands/${appId}/redo`, { id: 'm3' }, t)).body).toMatchObject({
        pos: 3,
        length: 3,
      });
    });
  });

  describe('9b: reserved ids', () => {
    it.each(['__proto__', 'constructor', 'prototype'])(
      'refuses a record with id %s with a 400 naming the field',
      async (id) => {
        const appId = (await api().post('/rest/apps', newAppBody('Protos'), w.owner.token)).body.id;
        const before = await storedDoc(api(), appId);
        const change = { type: 'add', parent: 'screens', id, object: { x: 0, y: 0, w: 1, h: 1, children: [] } };
        const res = await api().post(`/rest/apps/${appId}/update`, { changes: [change] }, w.owner.token);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'validation', field: 'changes.0.id' });
        expect(await storedDoc(api(), appId)).toEqual(before);

        // An import keyed by the same id: refused as a whole (a "__proto__" key already fails as JSON).
        const doc = legacyExport('protos');
        const imported = {
          ...doc,
          widgets: { [id]: { ...doc.widgets.w1, id } },
          screens: { s1: { ...doc.screens.s1, children: [id] } },
        };
        const appsBefore = await api().knex('apps').count({ n: '*' });
        const importRes = await json('POST', '/rest/apps', JSON.stringify(imported), {}, w.owner.token);
        expect(importRes.status).toBe(400);
        expect(importRes.body.error.field).toMatch(id === '__proto__' ? /^$/ : /^widgets\./);
        expect(await api().knex('apps').count({ n: '*' })).toEqual(appsBefore);
      },
    );
  });

  describe('9c: image dimensions', () => {
    const upload = (bytes: Buffer) =>
      api().request('POST', `/rest/images/${w.appId}`, {
        raw: imageForm([{ name: 'bomb.png', bytes }]),
        token: w.owner.token,
      });
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));

    it.each([
      [2147483647, 2147483647],
      [MAX_IMAGE_SIDE + 1, 1],
      [1, MAX_IMAGE_SIDE + 1],
      [side + 1, side + 1],
    ])('refuses a PNG declaring %i × %i pixels with a 413 naming the file field', async (width, height) => {
      const before = await api().knex('images').where({ app_id: w.appId }).count({ n: '*' });
      const res = await upload(pngDeclaring(width, height));
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'too_large', field: 'file' });
      expect(await api().knex('images').where({ app_id: w.appId }).count({ n: '*' })).toEqual(before);
    });

    it('takes images up to the limits', async () => {
      expect((await upload(pngDeclaring(side, side))).status).toBe(200);
      expect((await upload(pngDeclaring(MAX_IMAGE_SIDE, 1))).status).toBe(200);
      expect((await upload(pngFile(3, 2))).status).toBe(200);
    });
  });

  describe('9d: client error log', () => {
    it('one report is one log line: line breaks and control characters from the caller are escaped, text is cut short', async () => {
      const from = api().logs.length;
      const res = await api().post('/rest/log/error', {
        message: 'boom\nPOST /rest/login 200 1.0ms\r\nadmin logged in\u2028x\u0085y' + 'z'.repeat(9000),
        url: '/#/apps\nforged line' + 'u'.repeat(2000),
      });
      expect(res.status).toBe(200);
      const lines = api()
        .logs.slice(from)
        .flatMap((entry) => entry.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/));
      const reports = lines.filter((l) => l.includes('client error'));
      expect(reports).toHaveLength(1);
      expect(lines.filter((l) => !l.startsWith('POST /rest/log/error '))).toEqual(reports);
      expect(reports[0]).toContain('boom\\nPOST /rest/login');
      expect(reports[0]!.length).toBeLessThanOrEqual(1000);
    });
  });

  describe('9e: comments by invitation', () => {
    it("a tester edits and deletes only their own comments, though every tester shares the hash; the designer's rights stay", async () => {
      const { appId, hash } = await createRecordingApp(api(), w);
      const created = await api().post(`/rest/comments/hash/${hash}/${appId}`, { message: 'by tester A' });
      expect(created.status).toBe(200);
      const key = created.body.authorKey as string;
      expect(key).toMatch(/^[\w-]{32,}$/);
      const path = `/rest/comments/hash/${hash}/${appId}/${created.body.id}.json`;
      const as = (method: string, k: string | undefined, body?: unknown) =>
        api().request(method, path, { body, headers: k === undefined ? {} : { 'x-comment-key': k } });

      // Tester B holds the same link, but not A's key.
      for (const k of [undefined, '', 'x'.repeat(43), key.slice(0, -1)]) {
        const edit = await as('POST', k, { message: 'B was here' });
        expect(edit.status, String(k)).toBe(403);
        expect(edit.body.error.code).toBe('forbidden');
        expect((await as('DELETE', k)).status, String(k)).toBe(403);
      }
      const listed = await api().get(`/rest/comments/hash/${hash}/${appId}`);
      expect(listed.body.map((c: { message: string }) => c.message)).toEqual(['by tester A']);
      expect(JSON.stringify(listed.body)).not.toContain(key);
      expect(JSON.stringify((await api().get(`/rest/comments/apps/${appId}.json`, w.owner.token)).body)).not.toContain(
        key,
      );

      const edited = await as('POST', key, { message: 'A, edited' });
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe('A, edited');
      expect(edited.body).not.toHaveProperty('authorKey');
      expect((await as('DELETE', key)).status).toBe(200);

      const again = await api().post(`/rest/comments/hash/${hash}/${appId}`, { message: 'again' });
      expect((await api().del(`/rest/comments/apps/${appId}/${again.body.id}.json`, w.owner.token)).status).toBe(200);
    });
  });
});
