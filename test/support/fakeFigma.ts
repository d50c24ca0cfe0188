// A local Figma REST API for tests, with CORS for the browser's own calls: GET /v1/files/:key (the
// documents of figmaDocuments.ts), /v1/images/:key (rendered frames: the PNGs a test gives, else a
// plain one) and /v1/files/:key/images (image fills), each answering only the test token, in the
// shape of the public API reference. It counts what it is asked, so a test sees each image fetched once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import type { FigmaFile } from '../../shared/src/import/figmaTypes';
import { FIGMA_FILES } from './figmaDocuments';

export const FIGMA_TEST_TOKEN = 'figd_test-token-31';

/** A PNG of one colour (8-bit RGB), made here: no renderer of ours involved. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FakeFigma {
  url: string;
  files: Record<string, FigmaFile>;
  /** rendered frames by node id (the previews); a frame without one renders as a grey PNG */
  previews: Map<string, Buffer>;
  /** image fills by ref */
  fills: Map<string, Buffer>;
  /** false: /v1/images answers 500 (a preview that failed to load) */
  previewsWork: boolean;
  /** every path asked, with its query, in order */
  requests: string[];
  /** the X-Figma-Token headers it got */
  tokens: string[];
  close(): Promise<void>;
}

export async function startFakeFigma(): Promise<FakeFigma> {
  const fake = {
    files: FIGMA_FILES,
    previews: new Map<string, Buffer>(),
    fills: new Map<string, Buffer>([['img-photo', solidPng(60, 60, [255, 170, 0])]]),
    previewsWork: true,
    requests: [] as string[],
    tokens: [] as string[],
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'X-Figma-Token');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    fake.requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) =>
      void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    const png = (bytes: Buffer | undefined) =>
      bytes ? void res.writeHead(200, { 'Content-Type': 'image/png' }).end(bytes) : json(404, { status: 404 });
    const base = `http://${req.headers.host}`;
    let match: RegExpExecArray | null;
    if ((match = /^\/render\/(.+)\.png$/.exec(url.pathname))) {
      const id = decodeURIComponent(match[1]!);
      return png(fake.previews.get(id) ?? solidPng(40, 80, [200, 200, 210]));
    }
    if ((match = /^\/fills\/(.+)\.png$/.exec(url.pathname))) return png(fake.fills.get(decodeURIComponent(match[1]!)));
    const token = req.headers['x-figma-token'];
    if (typeof token === 'string') fake.tokens.push(token);
    if (token !== FIGMA_TEST_TOKEN) return json(403, { status: 403, err: 'Invalid token' });
    if ((match = /^\/v1\/files\/([^/]+)\/images$/.exec(url.pathname))) {
      if (!fake.files[match[1]!]) return json(404, { status: 404, err: 'Not found' });
      const images = Object.fromEntries([...fake.fills.keys()].map((ref) => [ref, `${base}/fills/${ref}.png`]));
      return json(200, { error: false, status: 200, meta: { images } });
    }
    if ((match = /^\/v1\/files\/([^/]+)$/.exec(url.pathname))) {
      const file = fake.files[match[1]!];
      return file ? json(200, file) : json(404, { status: 404, err: 'Not found' });
    }
    if ((match = /^\/v1\/images\/([^/]+)$/.exec(url.pathname))) {
      if (!fake.previewsWork) return json(500, { status: 500, err: 'Render timeout' });
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
      const images = Object.fromEntries(ids.map((id) => [id, `${base}/render/${encodeURIComponent(id)}.png`]));
      return json(200, { err: null, images });
    }
    json(404, { status: 404, err: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
