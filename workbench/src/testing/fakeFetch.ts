// A fetch for component tests: answers by "METHOD /path" and records every call.
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
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

/** Installs the fake as the global fetch (undo with vi.unstubAllGlobals()); unknown calls answer 404. */
export function stubFetch(handlers: Record<string, FakeHandler>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    async (url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      const call: FakeCall = {
        method,
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        headers: init.headers ?? {},
      };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      const answer = handler
        ? await handler(call)
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
      const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    },
  );
  return calls;
}
