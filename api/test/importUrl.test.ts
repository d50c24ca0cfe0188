// POST /rest/import/url: the API loads a description file for a designer whose browser cannot, and
// refuses what would let a request reach inside the network (request forgery), or never end.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, type Actor } from './support/actors';
import { describeEngines, type TestApi } from './support/testApi';

const DESCRIPTION = 'openapi: 3.1.0\ninfo: { title: Bookings, version: "1" }\npaths: {}\n';

/** A local server: the description, a redirect to it, a 404, a file too large and one that never ends. */
function fileServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url === '/api.yaml') {
      res.writeHead(200, { 'content-type': 'application/yaml' });
      res.end(DESCRIPTION);
    } else if (req.url === '/moved') {
      res.writeHead(302, { location: '/api.yaml' });
      res.end();
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('x'.repeat(3 * 1024));
    } else if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

let files: { url: string; server: Server };
beforeAll(async () => {
  files = await fileServer();
});
afterAll(() => {
  files.server.closeAllConnections();
  files.server.close();
});

describeEngines('import url, refusals', (api: () => TestApi) => {
  let designer: Actor;
  beforeAll(async () => {
    designer = await createUser(api(), 'importer');
  });
  const load = (body: unknown, token = designer.token) => api().post('/rest/import/url', body, token);

  it('refuses guests: import needs an account', async () => {
    const res = await load({ url: `${files.url}/api.yaml` }, '');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'signup_required', field: 'url' });
  });

  it('refuses a missing address and any scheme but http(s), naming the field', async () => {
    for (const body of [{}, { url: '' }, { url: 'file:///etc/passwd' }, { url: 'ftp://example.org/a' }]) {
      const res = await load(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field).toBe('url');
    }
  });

  it('refuses loopback and private addresses, by number and by name, in IPv4, IPv6 and IPv4 written as IPv6', async () => {
    for (const url of [
      `${files.url}/api.yaml`,
      'http://localhost:9/x',
      'http://10.1.2.3/x',
      'http://172.20.0.1/x',
      'http://192.168.1.20/x',
      'http://169.254.169.254/latest',
      'http://0.0.0.0/x',
      'http://[::1]:9/x',
      'http://[fe80::1]/x',
      'http://[fd12:3456::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[::ffff:10.0.0.1]/x',
    ]) {
      const res = await load({ url });
      expect(res.status, url).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'private_address', field: 'url' });
    }
  });

  it('says a name that does not resolve could not be loaded', async () => {
    const res = await load({ url: 'http://no-such-host.invalid/api.json' });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'url_not_loaded', field: 'url' });
  });
});

describeEngines(
  'import url, allowed private addresses',
  (api: () => TestApi) => {
    let designer: Actor;
    beforeAll(async () => {
      designer = await createUser(api(), 'importer');
    });
    const load = (path: string) => api().post('/rest/import/url', { url: `${files.url}${path}` }, designer.token);

    it('answers the file as it came, after a redirect too', async () => {
      for (const path of ['/api.yaml', '/moved']) {
        const res = await load(path);
        expect(res.status, path).toBe(200);
        expect(res.body).toEqual({ text: DESCRIPTION, contentType: 'application/yaml' });
      }
    });

    it('refuses an answer that is no success, too large or too slow', async () => {
      const missing = await load('/missing');
      expect(missing.status).toBe(422);
      expect(missing.body.error).toMatchObject({ code: 'url_not_loaded', field: 'url' });
      const big = await load('/big');
      expect(big.status).toBe(413);
      expect(big.body.error).toMatchObject({ code: 'too_large', field: 'url' });
      const slow = await load('/slow');
      expect(slow.status).toBe(422);
      expect(slow.body.error).toMatchObject({ code: 'url_not_loaded', field: 'url' });
    });
  },
  { IMPORT_ALLOW_PRIVATE_URLS: 'true', IMPORT_URL_MAX_KB: '2', IMPORT_URL_TIMEOUT_SECONDS: '1' },
);
