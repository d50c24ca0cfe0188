// Hardening II (issue 29): what a body's bytes may be and how answers go back. A body that does not
// decompress as its Content-Encoding says is a 400 naming the encoding on every JSON write route;
// text that is not UTF-8 is a 400 naming the field, never stored as U+FFFD; every JSON answer is
// compressed as the client accepts, and personal answers are never kept by a cache.
import { brotliCompressSync, brotliDecompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';
import type { Router } from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@protolab/shared';
import { describe, expect, it } from 'vitest';
import { createAppFor, worldBeforeAll } from './support/actors';
import { newAppBody, storedDoc } from './support/appBodies';
import { rawGet } from './support/rawGet';
import { describeEngines, startTestApi } from './support/testApi';

/** Every JSON write route of the API's routers (multipart image uploads read their own bodies). */
async function jsonWriteRoutes(): Promise<string[]> {
  const api = await startTestApi('sqlite');
  try {
    const routers = (api.app.middleware as Array<Middleware & { router?: Router }>).flatMap((m) =>
      m.router ? [m.router] : [],
    );
    const paths = routers.flatMap((router) =>
      router.stack.filter((layer) => layer.methods.includes('POST')).map((layer) => layer.path as string),
    );
    return paths.filter((path) => !path.endsWith('/images') && !path.startsWith('/rest/images'));
  } finally {
    await api.close();
  }
}

/** A route's path with each parameter filled in: bodies are read before any route or login is looked at. */
const concrete = (path: string) => path.replace(/:(\w+)/g, 'x$1');

const writeRoutes = await jsonWriteRoutes();

/** `text` as UTF-8 with `bad` (bytes that are no UTF-8) in place of each "%". */
function withBytes(text: string, bad: number[]): Uint8Array {
  const parts = text.split('%').map((part) => [...Buffer.from(part, 'utf8')]);
  return new Uint8Array(parts.flatMap((part, i) => (i === 0 ? part : [...bad, ...part])));
}

describe('the JSON write routes', () => {
  it('are all found (the issue counted 33)', () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(33);
  });
});

describeEngines('hardening: body encodings and answers', (api) => {
  const w = worldBeforeAll(api);
  const send = (
    path: string,
    raw: string | Uint8Array,
    headers: Record<string, string> = {},
    token?: string,
    method = 'POST',
  ) => api().request(method, path, { raw, token, headers: { 'content-type': 'application/json', ...headers } });

  describe('part 4: Content-Encoding', () => {
    it.each(writeRoutes)(
      '%s: a body that is not what its encoding says is a 400 naming the encoding',
      async (route) => {
        for (const [encoding, named] of [
          ['br', 'br'],
          ['gzip', 'gzip'],
          ['deflate', 'deflate'],
        ] as const) {
          const res = await send(concrete(route), '{"message":"not compressed"}', { 'content-encoding': encoding });
          expect(res.status, encoding).toBe(400);
          expect(res.body.error, encoding).toMatchObject({ code: 'invalid_encoding', field: '' });
          expect(res.body.error.message, encoding).toContain(named);
        }
      },
    );

    it('a cut-off brotli or gzip body is a 400; a whole one is read', async () => {
      const body = JSON.stringify({ message: 'a compressed report '.repeat(20) });
      for (const [encoding, bytes] of [
        ['br', brotliCompressSync(body)],
        ['gzip', gzipSync(body)],
        ['deflate', deflateSync(body)],
      ] as const) {
        const cut = await send('/rest/log/error', new Uint8Array(bytes.subarray(0, bytes.length - 6)), {
          'content-encoding': encoding,
        });
        expect(cut.status, encoding).toBe(400);
        expect(cut.body.error, encoding).toMatchObject({ code: 'invalid_encoding', field: '' });
        const whole = await send('/rest/log/error', new Uint8Array(bytes), { 'content-encoding': encoding });
        expect(whole.status, encoding).toBe(200);
      }
    });

    it('a brotli body that unpacks past the body limit is a 413', async () => {
      const bomb = brotliCompressSync(`{"message":"${' '.repeat(MAX_JSON_BODY_BYTES + 10)}"}`);
      expect(bomb.length).toBeLessThan(10_000);
      const res = await send('/rest/log/error', new Uint8Array(bomb), { 'content-encoding': 'br' });
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'too_large', field: '' });
    });

    it.each(['compress', 'zstd', 'gzip, br', 'x'.repeat(200)])(
      'an unknown encoding (%s) is a 415 naming it',
      async (how) => {
        const res = await send('/rest/log/error', '{"message":"x"}', { 'content-encoding': how });
        expect(res.status).toBe(415);
        expect(res.body.error).toMatchObject({ code: 'unsupported_media_type', field: '' });
        expect(res.body.error.message).toContain(how.slice(0, 40));
      },
    );
  });

  describe('part 12: text that is not UTF-8', () => {
    const refused = (res: { status: number; body: { error?: { code?: string; field?: string } } }, field: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_utf8', field });
    };

    it.each([
      ['a lone continuation byte', [0x80]],
      ['a cut-off sequence', [0xe2, 0x82]],
      ['an overlong slash', [0xc0, 0xaf]],
      ['a surrogate', [0xed, 0xa0, 0x80]],
      ['a Latin-1 é', [0xe9]],
      ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ])('%s in a new app name is a 400 naming the field; nothing is stored', async (_title, bad) => {
      const before = await api().knex('apps').count({ n: '*' });
      const body = JSON.stringify(newAppBody('Caf% flow'));
      refused(await send('/rest/apps', withBytes(body, bad), {}, w.owner.token), 'name');
      expect(await api().knex('apps').count({ n: '*' })).toEqual(before);
    });

    it('names the field deep in a change set, a key by its object, and the body outside any string', async () => {
      const appId = await createAppFor(api(), w.owner);
      const before = await storedDoc(api(), appId);
      const change = {
        type: 'add',
        parent: 'screens',
        id: 's9',
        object: { x: 0, y: 0, w: 1, h: 1, name: 'S%', children: [] },
      };
      const path = `/rest/apps/${appId}/update`;
      refused(
        await send(path, withBytes(JSON.stringify({ changes: [change] }), [0xff]), {}, w.owner.token),
        'changes.0.object.name',
      );
      const props = `/rest/apps/props/${appId}.json`;
      refused(await send(props, withBytes('{"grid":{"w%":8}}', [0xfe]), {}, w.owner.token), 'grid');
      const outside = await send(props, withBytes('{"name":"A"%}', [0xc3]), {}, w.owner.token);
      refused(outside, '');
      expect(outside.body.error.message).toContain('byte 11');
      expect(await storedDoc(api(), appId)).toEqual(before);
    });

    it('a real U+FFFD (written or escaped) is text like any other; the broken byte after it is named', async () => {
      const appId = await createAppFor(api(), w.owner);
      const props = `/rest/apps/props/${appId}.json`;
      const fine = await send(props, '{"name":"A \uFFFD and \\ufffd"}', {}, w.owner.token);
      expect(fine.status, JSON.stringify(fine.body)).toBe(200);
      expect((await storedDoc(api(), appId))!.name).toBe('A \uFFFD and \uFFFD');
      const body = withBytes('{"name":"\uFFFD fine","grid":{"a":"\uFFFD"},"description":"x%"}', [0x80]);
      refused(await send(props, body, {}, w.owner.token), 'description');
    });

    it('compressed text is held to UTF-8 too; so is a login', async () => {
      const body = withBytes('{"message":"bad % byte"}', [0xff]);
      refused(await send('/rest/log/error', new Uint8Array(gzipSync(body)), { 'content-encoding': 'gzip' }), 'message');
      refused(
        await send('/rest/login', withBytes('{"email":"a@b.c","password":"p%"}', [0x9f]).slice(), {}),
        'password',
      );
    });
  });

  describe('part 10: answers', () => {
    /** Enough apps that the owner's list of whole documents is worth compressing. */
    async function manyApps(): Promise<void> {
      for (let i = 0; i < 6; i++) await createAppFor(api(), w.owner, { name: `Listed ${i} ${'x'.repeat(100)}` });
    }

    it('/rest/apps (whole documents) goes compressed as accepted, and is the same JSON', async () => {
      await manyApps();
      const plain = await rawGet(api(), '/rest/apps', w.owner.token, 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(2000);
      const br = await rawGet(api(), '/rest/apps', w.owner.token, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(br.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    });

    it('authenticated JSON answers are private and never stored; the figures revalidate by their ETag', async () => {
      await manyApps();
      for (const path of [
        '/rest/apps',
        '/rest/apps?summary=true',
        `/rest/apps/${w.appId}.json`,
        `/rest/user/${w.owner.id}.json`,
      ]) {
        for (const encoding of ['identity', 'br']) {
          const res = await rawGet(api(), path, w.owner.token, encoding);
          expect(res.status, path).toBe(200);
          expect(res.headers['cache-control'], `${path} ${encoding}`).toBe('private, no-store');
        }
      }
      const refusedRead = await rawGet(api(), `/rest/apps/${w.appId}.json`, w.other.token, 'identity');
      expect(refusedRead.status).toBe(403);
      expect(refusedRead.headers['cache-control']).toBe('private, no-store');
      const figures = await rawGet(api(), `/rest/figures/${w.appId}.json`, w.owner.token, 'br');
      expect(figures.status).toBe(200);
      expect(figures.headers['cache-control']).toBe('private, no-cache');
      expect(figures.headers.etag).toBeTruthy();
    });

    it('a login answer (it holds the token) and a change answer are never stored either', async () => {
      const login = await api().post('/rest/login', { email: w.owner.email, password: 'not the password' });
      expect(login.status).toBe(200);
      expect(login.headers.get('cache-control')).toBe('private, no-store');
      const props = await send(`/rest/apps/props/${w.appId}.json`, '{"name":"Renamed"}', {}, w.owner.token);
      expect(props.status).toBe(200);
      expect(props.headers.get('cache-control')).toBe('private, no-store');
    });
  });
});
