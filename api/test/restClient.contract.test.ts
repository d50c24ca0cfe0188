// The REST client and the API agree on every call: each method of the shared client, made with a
// fetch that only records what it would send, must hit a route of the real API's routers (the Koa
// app the server runs), with the same method. A renamed client path or route fails here.
import type { Middleware } from 'koa';
import type { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient, type FetchInit, type RestClient } from '@protolab/shared';
import { startTestApi, type TestApi } from './support/testApi';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const BASE = 'http://client.test';

/** Every function of the client, by its dotted name (the raw `request` is no call of its own). */
function clientMethods(client: object, prefix = ''): Array<[string, (...args: unknown[]) => Promise<unknown>]> {
  return Object.entries(client).flatMap(([key, value]) => {
    const name = prefix + key;
    if (name === 'request') return [];
    if (typeof value === 'function') return [[name, value as (...args: unknown[]) => Promise<unknown>]];
    return typeof value === 'object' && value !== null ? clientMethods(value, `${name}.`) : [];
  });
}

/** What a method sends: called with every argument (distinct placeholders), then with fewer. */
async function sentBy(name: string, method: (...args: unknown[]) => Promise<unknown>, log: Sent[]): Promise<Sent[]> {
  const from = log.length;
  // an upload goes to the address its caller names: the app's images, or a user's profile image
  const argumentLists =
    name === 'images.upload'
      ? [
          ['/rest/images/app1', new FormData()],
          ['/rest/user/user1/images', new FormData()],
        ]
      : Array.from({ length: method.length + 1 }, (_, n) =>
          Array.from({ length: method.length - n }, (_, i) => `arg${i + 1}`),
        );
  for (const [i, args] of argumentLists.entries()) {
    try {
      await method(...args);
    } catch (error) {
      // with fewer arguments a call may not be made at all (it reads a field of a missing one)
      if (i === 0) throw error;
    }
  }
  return log.slice(from);
}

/** The routers the API's Koa app dispatches to (each `router.routes()` carries its router). */
function routersOf(api: TestApi): Router[] {
  return (api.app.middleware as Array<Middleware & { router?: Router }>).flatMap((m) => (m.router ? [m.router] : []));
}

describe('REST client ↔ API routes', () => {
  let api: TestApi;
  let routers: Router[];
  const log: Sent[] = [];
  const client: RestClient = createRestClient({
    baseUrl: BASE,
    getToken: () => 'token',
    fetch: async (url: string, init: FetchInit = {}) => {
      const { pathname } = new URL(url);
      log.push({ method: init.method ?? 'GET', path: pathname, body: init.body });
      return { status: 200, text: async () => '{}' };
    },
  });
  const methods = clientMethods(client);

  beforeAll(async () => {
    api = await startTestApi('sqlite');
    routers = routersOf(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('finds the client methods and the routers', () => {
    expect(methods.length).toBeGreaterThan(50);
    expect(routers.length).toBeGreaterThan(5);
  });

  it.each(methods)('%s has a route', async (name, method) => {
    const sent = await sentBy(name, method, log);
    expect(sent.length).toBeGreaterThan(0);
    for (const call of sent) {
      const routed = routers.some((router) => router.match(call.path, call.method).route);
      const anyMethod = routers.flatMap((router) => router.match(call.path, call.method).path.flatMap((l) => l.methods));
      expect(routed, `${call.method} ${call.path} (the API has ${anyMethod.join(', ') || 'no route'} there)`).toBe(true);
    }
  });
});
