// A fetch for component tests: answers by "METHOD /path" and records every call. Every answer is
// checked against what the API may answer to that call (a 200 against the call's answer schema, any
// other status against the API's error body), so a fake cannot drift from the real API unseen.
import { expect, vi } from 'vitest';
import type { z } from 'zod';
import { answerSchemas, createRestClient, isApiError, type FetchInit } from '@protolab/shared';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer: `{ status, body }`, or a body alone for a 200. */
export type FakeAnswer = { status: number; body?: unknown } | object;
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

function isStatusAnswer(answer: FakeAnswer): answer is { status: number; body?: unknown } {
  return (
    typeof (answer as { status?: unknown }).status === 'number' &&
    Object.keys(answer).every((k) => k === 'status' || k === 'body')
  );
}

interface ClientRoute {
  call: string;
  method: string;
  path: RegExp;
  schema?: z.ZodType;
}

const MARK = 'fakeArg';
/** Stands for any argument: a path segment, an object whose fields are path segments, a body. */
const anyArgument: unknown = new Proxy(
  {},
  { get: (_target, key) => (key === Symbol.toPrimitive ? () => MARK : key === 'toJSON' ? undefined : MARK) },
);
// an upload goes where its caller says: the app's images, or a user's profile image
const UPLOAD_TARGETS = [`/rest/images/${MARK}`, `/rest/user/${MARK}/images`];

/** The method and path of every call the shared REST client makes, learned by making them. */
async function learnClientRoutes(): Promise<ClientRoute[]> {
  const seen: Array<{ method: string; path: string }> = [];
  const client = createRestClient({
    baseUrl: 'http://fake.test',
    fetch: async (url: string, init: FetchInit = {}) => {
      seen.push({ method: init.method ?? 'GET', path: new URL(url).pathname });
      return { status: 200, text: async () => '{}' };
    },
  });
  const routes: ClientRoute[] = [];
  const walk = async (node: object, schemas: object | undefined, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (prefix === '' && key === 'request') continue;
      const schema = (schemas as Record<string, unknown> | undefined)?.[key];
      if (typeof value !== 'function') {
        await walk(value as object, schema as object | undefined, `${prefix}${key}.`);
        continue;
      }
      const fn = value as (...args: unknown[]) => Promise<unknown>;
      // every argument, then fewer: optional ones change the path
      const argumentLists =
        prefix + key === 'images.upload'
          ? UPLOAD_TARGETS.map((target) => [target, anyArgument])
          : Array.from({ length: fn.length + 1 }, (_, n) => Array<unknown>(fn.length - n).fill(anyArgument));
      const from = seen.length;
      for (const args of argumentLists) {
        try {
          await fn(...args);
        } catch {
          // a call that needs the arguments left out is not made
        }
      }
      for (const { method, path } of seen.slice(from)) {
        const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(MARK, '[^/]+');
        routes.push({ call: prefix + key, method, path: new RegExp(`^${pattern}$`), schema: schema as z.ZodType });
      }
    }
  };
  await walk(client, answerSchemas, '');
  return routes;
}

let clientRoutes: Promise<ClientRoute[]> | undefined;

/** Why an answer could not come from the API for this call, or undefined when it could. */
async function misfit(method: string, path: string, status: number, body: unknown): Promise<string | undefined> {
  clientRoutes ??= learnClientRoutes();
  const calls = (await clientRoutes).filter((r) => r.method === method && r.path.test(path));
  if (calls.length === 0) return `no REST client call is ${method} ${path}`;
  if (status !== 200) return isApiError(body) ? undefined : `a ${status} answer's body is not the API's error body`;
  // one path may serve several calls (an app id or a hash; pages of a list): the answer must fit one
  const results = calls.flatMap((c) => (c.schema ? [c.schema.safeParse(body)] : []));
  if (results.some((r) => r.success)) return undefined;
  const missing = calls.filter((c) => !c.schema).map((c) => c.call);
  if (missing.length > 0) return `no answer schema for ${missing.join(', ')} in shared/src/client/answerSchemas.ts`;
  const issues = results.flatMap((r) => r.error?.issues ?? []).slice(0, 3);
  return `the answer does not fit ${calls.map((c) => c.call).join(' or ')}: ${issues
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ')}`;
}

/**
 * Installs the fake as the global fetch (undo with vi.unstubAllGlobals()); unknown calls answer 404.
 * An answer the API could not give fails the test that asked for it.
 */
export function stubFetch(handlers: Record<string, FakeHandler>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    async (url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
      const method = init.method ?? 'GET';
      const { pathname: path, searchParams: query } = new URL(url, 'http://localhost');
      const call: FakeCall = {
        method,
        path,
        query,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        headers: init.headers ?? {},
      };
      calls.push(call);
      const handler = handlers[`${method} ${path}`] as FakeHandler | undefined;
      const answer = handler
        ? await handler(call)
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
      const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
      // the client turns a thrown error into a failed call, which a test may expect: fail it softly
      if (handler)
        expect.soft(await misfit(method, path, status, body), `fake answer to ${method} ${path}`).toBeUndefined();
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    },
  );
  return calls;
}
