// The built front ends as the API serves them: brotli or gzip as the browser accepts, made once at
// build time (scripts/precompress.mjs), the plain file otherwise; hashed names cached for good.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/test/support/testApi';
import { ensurePlayerBuilt, playerDist } from './support/playerBuild';
import { ensureWorkbenchBuilt } from './support/workbenchBuild';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they went over the wire, not decoded. */
  body: Buffer;
}

/** A GET whose body is not decompressed on the way (fetch would). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('compressed static files', () => {
  let api: TestApi;
  let script: string;
  let plain: Buffer;

  beforeAll(async () => {
    await ensureWorkbenchBuilt();
    await ensurePlayerBuilt();
    api = await startTestApi('sqlite');
    const html = (await rawGet(`${api.url}/`)).body.toString('utf8');
    script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    plain = readFileSync(join(api.config.workbenchDist, script));
  }, 240_000);

  afterAll(() => api?.close());

  it('sends the workbench bundle brotli-compressed to a browser that takes brotli', async () => {
    const res = await rawGet(`${api.url}${script}`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(res.body.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(res.body).equals(plain)).toBe(true);
  });

  it('sends it gzipped to one that takes only gzip', async () => {
    const res = await rawGet(`${api.url}${script}`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(plain.length / 2.5);
    expect(gunzipSync(res.body).equals(plain)).toBe(true);
  });

  it('sends the plain file to one that takes no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await rawGet(`${api.url}${script}`, accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body.equals(plain)).toBe(true);
    }
  });

  it("compresses the player's service worker as it is after the manifest went in", async () => {
    const res = await rawGet(`${api.url}/player/sw.js`, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const served = brotliDecompressSync(res.body);
    expect(served.equals(readFileSync(join(playerDist, 'sw.js')))).toBe(true);
    expect(served.toString('utf8')).not.toContain('self.__WB_MANIFEST');
  });
});
