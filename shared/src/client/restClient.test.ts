import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError, type HttpMethod, type RestClientOptions } from './http';
import { isLoginFailure } from '../contract/users';
import { createRestClient, type RestClient } from './restClient';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: (request: Received) => { status: number; body?: string } = () => ({ status: 200, body: '{}' });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const { status, body = '' } = reply(request);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  reply = () => ({ status: 200, body: '{}' });
});

function client(options: Partial<RestClientOptions> = {}): RestClient {
  return createRestClient({ baseUrl, ...options });
}

async function rejection(promise: Promise<unknown>): Promise<RestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RestError);
  return error as RestError;
}

describe('REST client requests', () => {
  it('answers with the parsed JSON of a 200', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ id: 'a1', name: 'Shop' }) });
    await expect(client().apps.get('a1')).resolves.toEqual({ id: 'a1', name: 'Shop' });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/rest/apps/a1.json' });
    expect(received[0].headers.accept).toBe('application/json');
  });

  it('encodes each path parameter as one segment', async () => {
    await client().apps.get('a b/c?');
    expect(received[0].url).toBe('/rest/apps/a%20b%2Fc%3F.json');
  });

  it('posts JSON', async () => {
    await client().user.contact({ email: 'a@b.co', message: 'Hi' });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/rest/contact',
      body: '{"email":"a@b.co","message":"Hi"}',
    });
    expect(received[0].headers['content-type']).toBe('application/json');
  });

  it('sends the bearer token only when there is one', async () => {
    await client({ getToken: () => 'tok-1' }).config.get();
    await client({ getToken: async () => 'tok-2' }).config.get();
    await client({ getToken: () => null }).config.get();
    await client().config.get();
    expect(received.map((r) => r.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
      undefined,
      undefined,
    ]);
  });

  it('adds query parameters', async () => {
    const c = client();
    await c.events.list('a1');
    await c.events.page('a1');
    await c.events.page('a1', { offset: 1000, limit: 500 });
    await c.apps.summaries();
    expect(received.map((r) => r.url)).toEqual([
      '/rest/events/a1.json?exclude=Animation',
      '/rest/events/a1.json?exclude=Animation&batch=true',
      '/rest/events/a1.json?exclude=Animation&batch=true&offset=1000&limit=500',
      '/rest/apps/?summary=true',
    ]);
  });

  it('uploads multipart with the bearer token', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ uploads: [] }) });
    const form = new FormData();
    form.append('file', new Blob(['GIF89a'], { type: 'image/gif' }), 'a.gif');
    await expect(
      client({ getToken: () => 'tok' }).images.upload('/rest/images/a1?resize=false', form),
    ).resolves.toEqual({
      uploads: [],
    });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/rest/images/a1?resize=false' });
    expect(received[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0].headers.authorization).toBe('Bearer tok');
    expect(received[0].body).toContain('filename="a.gif"');
  });
});

describe('REST client failures', () => {
  const errorBody = { error: { code: 'invalid_input', message: 'Email is required', field: 'email' } };

  it.each<[HttpMethod, string]>([
    ['GET', 'Could not load'],
    ['POST', 'Could not post'],
    ['PUT', 'Could not put'],
    ['DELETE', 'Could not delete'],
  ])('rejects a failed %s with "%s", the status and the error body, and calls onError', async (method, message) => {
    reply = () => ({ status: 400, body: JSON.stringify(errorBody) });
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const error = await rejection(
      client({ onError, onUnauthorized }).request(method, '/rest/anything', {
        body: method === 'GET' ? undefined : {},
      }),
    );
    expect(error.message).toBe(message);
    expect(error).toMatchObject({ method, status: 400, body: errorBody, url: `${baseUrl}/rest/anything` });
    expect(error.apiError).toEqual(errorBody.error);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized and onError on a 401', async () => {
    reply = () => ({ status: 401, body: JSON.stringify({ error: { code: 'token_expired', message: 'Expired' } }) });
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const error = await rejection(client({ onError, onUnauthorized }).apps.summaries());
    expect(error.status).toBe(401);
    expect(error.apiError?.code).toBe('token_expired');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('reads a failed login from its errors field', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ errors: ['user.login.fail'] }) });
    const answer = await client().user.login({ email: 'a@b.co', password: 'secret' });
    expect(isLoginFailure(answer)).toBe(true);
    reply = () => ({ status: 200, body: JSON.stringify({ id: 'u1', email: 'a@b.co', role: 'user', token: 't' }) });
    expect(isLoginFailure(await client().user.login({ email: 'a@b.co', password: 'secret' }))).toBe(false);
  });

  it('counts only 200 as success', async () => {
    for (const status of [201, 204, 302, 404, 500]) {
      reply = () => ({ status, body: status === 204 || status === 302 ? '' : '{}' });
      expect((await rejection(client().apps.public())).status).toBe(status);
    }
  });

  it('passes a body that is not JSON through as text', async () => {
    reply = () => ({ status: 502, body: 'Bad gateway' });
    const error = await rejection(client().apps.public());
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway' });
    expect(error.apiError).toBeUndefined();
  });

  it('rejects a 200 whose body is not JSON', async () => {
    reply = () => ({ status: 200, body: '<html>' });
    expect(await rejection(client().apps.public())).toMatchObject({
      status: 200,
      body: '<html>',
      message: 'Could not load',
    });
  });

  it('rejects with status 0 when no answer arrives', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const onError = vi.fn();
    const error = await rejection(
      createRestClient({ baseUrl: `http://127.0.0.1:${port}`, onError }).team.remove('a1', 'u1'),
    );
    expect(error).toMatchObject({ status: 0, message: 'Could not delete' });
    expect(error.cause).toBeDefined();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('REST client endpoints', () => {
  // Every call's method and path is checked against the API's real routes in api/test/restClient.contract.test.ts.
  it("sends a tester's comment key with an edit or delete by hash, and no header without one", async () => {
    await client().comments.byHash.update('h1', 'a1', 'c1', { message: 'x' }, 'key-1');
    await client().comments.byHash.delete('h1', 'a1', 'c1', 'key-1');
    await client().comments.byHash.delete('h1', 'a1', 'c1');
    expect(received.map((r) => r.headers['x-comment-key'])).toEqual(['key-1', 'key-1', undefined]);
    expect(JSON.parse(received[0].body)).toEqual({ message: 'x' });
  });

  it('works against a base URL with a path and a trailing slash', async () => {
    await createRestClient({ baseUrl: `${baseUrl}/api/` }).user.retire();
    expect(received[0].url).toBe('/api/rest/retire');
  });
});
