import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newApp } from '../model/app';
import { RestError, type HttpMethod, type RestClientOptions } from './http';
import { isLoginFailure } from './responses';
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
    await c.apps.list();
    await c.apps.list(true);
    expect(received.map((r) => r.url)).toEqual([
      '/rest/events/a1.json?exclude=Animation',
      '/rest/events/a1.json?exclude=Animation&batch=true',
      '/rest/events/a1.json?exclude=Animation&batch=true&offset=1000&limit=500',
      '/rest/apps/',
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
    const error = await rejection(client({ onError, onUnauthorized }).apps.list());
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
  const event = {
    id: 'e1',
    session: 'S1',
    user: 'U1',
    screen: 's1',
    widget: null,
    type: 'ScreenLoaded',
    time: 1,
    x: -1,
    y: -1,
  };
  const track = { id: 'm1', session: 'S1', screen: 's1', user: 'U1', x: [0], y: [0], c: [0 as const], t: [1] };
  const comment = { message: 'Hi' };

  // Method and path of every call, as SPEC §7 lists them.
  const calls: [string, (c: RestClient) => Promise<unknown>, string, string][] = [
    ['user.signUp', (c) => c.user.signUp({ email: 'a@b.co', password: 'secret', tos: true }), 'POST', '/rest/user'],
    ['user.login', (c) => c.user.login({ email: 'a@b.co', password: 'secret' }), 'POST', '/rest/login/'],
    ['user.logout', (c) => c.user.logout(), 'DELETE', '/rest/login/'],
    ['user.save', (c) => c.user.save('u1', { name: 'Ada' }), 'POST', '/rest/user/u1.json'],
    ['user.get', (c) => c.user.get('u1'), 'GET', '/rest/user/u1.json'],
    ['user.requestPassword', (c) => c.user.requestPassword({ email: 'a@b.co' }), 'POST', '/rest/user/password/request'],
    [
      'user.setPassword',
      (c) => c.user.setPassword({ email: 'a@b.co', password: 'secret', key: 'k' }),
      'POST',
      '/rest/user/password/set',
    ],
    ['user.retire', (c) => c.user.retire(), 'GET', '/rest/retire'],
    ['user.external', (c) => c.user.external({ id: 'x', email: 'a@b.co', token: 't' }), 'POST', '/rest/user/external'],
    ['user.contact', (c) => c.user.contact({ email: 'a@b.co', message: 'Hi' }), 'POST', '/rest/contact'],
    ['user.notifications', (c) => c.user.notifications(), 'GET', '/rest/notifications.json'],
    ['user.lastNotification.get', (c) => c.user.lastNotification.get(), 'GET', '/rest/user/notification/last.json'],
    ['user.lastNotification.set', (c) => c.user.lastNotification.set(), 'POST', '/rest/user/notification/last.json'],
    ['user.deleteImage', (c) => c.user.deleteImage('u1', 'me.png'), 'DELETE', '/rest/user/u1/images/me.png'],
    ['config.get', (c) => c.config.get(), 'GET', '/config.json'],
    ['apps.create', (c) => c.apps.create({ name: 'A' }), 'POST', '/rest/apps/'],
    ['apps.list', (c) => c.apps.list(), 'GET', '/rest/apps/'],
    ['apps.public', (c) => c.apps.public(), 'GET', '/rest/apps/public'],
    ['apps.get', (c) => c.apps.get('a1'), 'GET', '/rest/apps/a1.json'],
    ['apps.save', (c) => c.apps.save('a1', newApp({ id: 'a1' })), 'POST', '/rest/apps/a1.json'],
    ['apps.saveProps', (c) => c.apps.saveProps('a1', {}), 'POST', '/rest/apps/props/a1.json'],
    ['apps.copy', (c) => c.apps.copy('a1', 'Copy'), 'POST', '/rest/apps/copy/a1'],
    ['apps.update', (c) => c.apps.update('a1', []), 'POST', '/rest/apps/a1/update'],
    ['apps.delete', (c) => c.apps.delete('a1'), 'DELETE', '/rest/apps/a1.json'],
    ['commands.get', (c) => c.commands.get('a1'), 'GET', '/rest/commands/a1.json'],
    ['commands.save', (c) => c.commands.save('a1', { stack: [], pos: 0 }), 'POST', '/rest/commands/a1.json'],
    ['commands.add', (c) => c.commands.add('a1', { id: 'c1', type: 'AddWidget' }), 'POST', '/rest/commands/a1/add'],
    ['commands.pop', (c) => c.commands.pop('a1', 2), 'DELETE', '/rest/commands/a1/pop/2'],
    ['commands.shift', (c) => c.commands.shift('a1', 3), 'DELETE', '/rest/commands/a1/shift/3'],
    ['commands.undo', (c) => c.commands.undo('a1', { id: 'c1' }), 'POST', '/rest/commands/a1/undo'],
    ['commands.redo', (c) => c.commands.redo('a1'), 'POST', '/rest/commands/a1/redo'],
    ['team.list', (c) => c.team.list('a1'), 'GET', '/rest/apps/a1/team.json'],
    ['team.suggestions', (c) => c.team.suggestions('a1'), 'GET', '/rest/apps/a1/suggestions/team.json'],
    ['team.add', (c) => c.team.add('a1', { email: 'a@b.co', role: 'read' }), 'POST', '/rest/apps/a1/team/'],
    ['team.update', (c) => c.team.update('a1', 'u1', { role: 'write' }), 'POST', '/rest/apps/a1/team/u1.json'],
    ['team.remove', (c) => c.team.remove('a1', 'u1'), 'DELETE', '/rest/apps/a1/team/u1.json'],
    ['team.deleteInvitation', (c) => c.team.deleteInvitation('a1'), 'DELETE', '/rest/apps/invitation/a1'],
    ['invitation.get', (c) => c.invitation.get('h1'), 'GET', '/rest/invitation/h1.json'],
    ['invitation.list', (c) => c.invitation.list('a1'), 'GET', '/rest/invitation/a1.json'],
    ['invitation.app', (c) => c.invitation.app('h1'), 'GET', '/rest/invitation/h1/app.json'],
    ['invitation.update', (c) => c.invitation.update('h1'), 'GET', '/rest/invitation/h1/update.json'],
    ['invitation.test', (c) => c.invitation.test('a1', 'h1'), 'GET', '/rest/invitation/a1/h1/test.json'],
    [
      'invitation.postEvents',
      (c) => c.invitation.postEvents('a1', 'h1', [event]),
      'POST',
      '/rest/invitation/a1/h1/events.json',
    ],
    [
      'invitation.postMouse',
      (c) => c.invitation.postMouse('a1', 'h1', track),
      'POST',
      '/rest/invitation/a1/h1/mouse.json',
    ],
    ['testSettings.get', (c) => c.testSettings.get('a1'), 'GET', '/rest/test/a1.json'],
    ['testSettings.save', (c) => c.testSettings.save('a1', { tasks: [] }), 'POST', '/rest/test/a1.json'],
    ['events.list', (c) => c.events.list('a1'), 'GET', '/rest/events/a1.json?exclude=Animation'],
    ['events.page', (c) => c.events.page('a1'), 'GET', '/rest/events/a1.json?exclude=Animation&batch=true'],
    ['events.count', (c) => c.events.count('a1'), 'GET', '/rest/events/a1/all/count.json'],
    ['events.session', (c) => c.events.session('a1', 'S1'), 'GET', '/rest/events/a1/S1.json'],
    ['events.deleteSession', (c) => c.events.deleteSession('a1', 'S1'), 'DELETE', '/rest/events/a1/S1.json'],
    ['events.post', (c) => c.events.post('a1', { ...event, label: 'Test 1' }), 'POST', '/rest/events/a1/e1.json'],
    ['mouse.list', (c) => c.mouse.list('a1'), 'GET', '/rest/mouse/a1.json'],
    ['mouse.session', (c) => c.mouse.session('a1', 'S1'), 'GET', '/rest/mouse/a1/S1.json'],
    ['mouse.deleteSession', (c) => c.mouse.deleteSession('a1', 'S1'), 'DELETE', '/rest/mouse/a1/S1.json'],
    ['study.add', (c) => c.study.add('a1', { events: [] }), 'POST', '/rest/apps/a1/study.json'],
    ['annotations.session', (c) => c.annotations.session('a1'), 'GET', '/rest/annotations/apps/a1/session.json'],
    ['annotations.tags', (c) => c.annotations.tags('a1'), 'GET', '/rest/annotations/apps/a1/tags.json'],
    [
      'annotations.create',
      (c) => c.annotations.create('a1', { kind: 'session', reference: 'S1' }),
      'POST',
      '/rest/annotations/apps/a1',
    ],
    [
      'annotations.update',
      (c) => c.annotations.update('a1', 'n1', { isValid: false }),
      'POST',
      '/rest/annotations/apps/a1/n1.json',
    ],
    ['annotations.delete', (c) => c.annotations.delete('a1', 'n1'), 'DELETE', '/rest/annotations/apps/a1/n1.json'],
    ['comments.list', (c) => c.comments.list('a1'), 'GET', '/rest/comments/apps/a1.json'],
    ['comments.listFor', (c) => c.comments.listFor('a1', 'overview'), 'GET', '/rest/comments/apps/a1/overview.json'],
    [
      'comments.listFor extra',
      (c) => c.comments.listFor('a1', 's1', 'screen'),
      'GET',
      '/rest/comments/apps/a1/s1/screen.json',
    ],
    ['comments.create', (c) => c.comments.create('a1', comment), 'POST', '/rest/comments/apps/a1'],
    ['comments.update', (c) => c.comments.update('a1', 'c1', comment), 'POST', '/rest/comments/apps/a1/c1.json'],
    ['comments.delete', (c) => c.comments.delete('a1', 'c1'), 'DELETE', '/rest/comments/apps/a1/c1.json'],
    ['comments.byHash.list', (c) => c.comments.byHash.list('h1', 'a1'), 'GET', '/rest/comments/hash/h1/a1'],
    [
      'comments.byHash.create',
      (c) => c.comments.byHash.create('h1', 'a1', comment),
      'POST',
      '/rest/comments/hash/h1/a1',
    ],
    [
      'comments.byHash.update',
      (c) => c.comments.byHash.update('h1', 'a1', 'c1', comment),
      'POST',
      '/rest/comments/hash/h1/a1/c1.json',
    ],
    [
      'comments.byHash.delete',
      (c) => c.comments.byHash.delete('h1', 'a1', 'c1'),
      'DELETE',
      '/rest/comments/hash/h1/a1/c1.json',
    ],
    ['images.list', (c) => c.images.list('a1'), 'GET', '/rest/images/a1.json'],
    ['images.delete', (c) => c.images.delete('a1', 'i1', 'a1_i1.png'), 'DELETE', '/rest/images/a1/i1/a1_i1.png'],
    ['examples.apps', (c) => c.examples.apps('x1'), 'GET', '/examples/apps/x1.json'],
    ['examples.invitationApp', (c) => c.examples.invitationApp('h1'), 'GET', '/examples/invitation/h1/app.json'],
    ['examples.commands', (c) => c.examples.commands('x1'), 'GET', '/examples/commands/x1.json'],
    ['examples.events', (c) => c.examples.events('x1'), 'GET', '/examples/events/x1.json'],
    ['examples.eventsSession', (c) => c.examples.eventsSession('x1', 'S1'), 'GET', '/examples/events/x1/S1.json'],
    ['examples.mouse', (c) => c.examples.mouse('x1'), 'GET', '/examples/mouse/x1.json'],
    ['examples.mouseSession', (c) => c.examples.mouseSession('x1', 'S1'), 'GET', '/examples/mouse/x1/S1.json'],
    [
      'examples.annotations.session',
      (c) => c.examples.annotations.session('x1'),
      'GET',
      '/examples/annotations/apps/x1/session.json',
    ],
    [
      'examples.annotations.tags',
      (c) => c.examples.annotations.tags('x1'),
      'GET',
      '/examples/annotations/apps/x1/tags.json',
    ],
    ['examples.test', (c) => c.examples.test('x1'), 'GET', '/examples/test/x1.json'],
    ['log.error', (c) => c.log.error({ message: 'boom' }), 'POST', '/rest/log/error'],
  ];

  it.each(calls)('%s → %s %s', async (_name, call, method, url) => {
    await call(client());
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([`${method} ${url}`]);
  });

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
