// A co-editing socket client for the API tests: it keeps every message it got and waits for one
// that matches, or for the close, with a generous timeout (never a fixed sleep).
import { randomUUID } from 'node:crypto';
import { REALTIME_PATH, type RealtimeServerMessage } from '@protolab/shared';
import WebSocket from 'ws';
import type { TestApi } from './testApi';

export const WAIT_MS = 10_000;

export interface Closed {
  code: number;
  reason: string;
}

export interface RealtimeClient {
  /** this tab's client id */
  id: string;
  ws: WebSocket;
  messages: RealtimeServerMessage[];
  send(message: unknown): void;
  /** The first message so far or to come that `match` accepts. */
  waitFor<T extends RealtimeServerMessage['type']>(
    type: T,
    match?: (m: Extract<RealtimeServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>>;
  closed(timeoutMs?: number): Promise<Closed>;
  close(): void;
}

function within<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No ${what()} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Opens a socket to the API's REALTIME_PATH (open, nothing sent yet). */
export async function openRealtime(api: TestApi, options: { autoPong?: boolean } = {}): Promise<RealtimeClient> {
  const ws = new WebSocket(api.url.replace(/^http/, 'ws') + REALTIME_PATH, { autoPong: options.autoPong ?? true });
  const messages: RealtimeServerMessage[] = [];
  const listeners = new Set<() => void>();
  const closed = new Promise<Closed>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('error', () => undefined);
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as RealtimeServerMessage);
    for (const listener of listeners) listener();
  });
  await within(
    new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    }),
    WAIT_MS,
    () => 'open socket',
  );
  return {
    id: randomUUID(),
    ws,
    messages,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    waitFor(type, match = () => true, timeoutMs = WAIT_MS) {
      type M = Parameters<typeof match>[0];
      const found = () => messages.find((m) => m.type === type && match(m as M)) as M | undefined;
      let listener = () => undefined as void;
      const waiting = new Promise<M>((resolve, reject) => {
        const now = found();
        if (now) return resolve(now);
        listener = () => {
          const m = found();
          if (m) resolve(m);
        };
        listeners.add(listener);
        void closed.then((c) => reject(new Error(`closed ${c.code} ${c.reason} while waiting for ${type}`)));
      });
      const types = () => `${type} (got ${messages.map((m) => m.type).join(', ') || 'nothing'})`;
      return within(waiting, timeoutMs, types).finally(() => listeners.delete(listener));
    },
    closed: (timeoutMs = WAIT_MS) => within(closed, timeoutMs, () => 'close'),
    close: () => ws.close(),
  };
}

/** Opens a socket and says hello; answers once welcomed. */
export async function joinRealtime(
  api: TestApi,
  token: string,
  app: string,
  options: { autoPong?: boolean } = {},
): Promise<RealtimeClient> {
  const client = await openRealtime(api, options);
  client.send({ type: 'hello', token, app, client: client.id });
  await client.waitFor('welcome');
  return client;
}
