// How the API instances on one database tell each other what their sockets must hear. PostgreSQL:
// LISTEN/NOTIFY on one channel, over one dedicated connection that reconnects after errors. SQLite
// has one instance, so its bus carries nothing: every message stays in process.
import { randomUUID } from 'node:crypto';
import type { RealtimePeer } from '@protolab/shared';
import pg from 'pg';
import { NOTIFY_MAX_BYTES, pgListen, pgNotify } from '../db/dialect';
import type { Config } from '../config';
import type { RevisionMessage } from './publisher';

export type BusEvent =
  /** a stored revision; without `message` (too large for a notification) it is read from app_changes */
  | { kind: 'revision'; app: string; revision: number; message?: RevisionMessage }
  | { kind: 'presence'; app: string; peer: RealtimePeer }
  | { kind: 'leave'; app: string; client: string }
  | { kind: 'team'; app: string };

export interface RealtimeBus {
  /** Tells the other instances (never this one). */
  send(event: BusEvent): void;
  close(): Promise<void>;
}

export const inProcessBus: RealtimeBus = { send: () => undefined, close: async () => undefined };

const CHANNEL = 'protolab_realtime';
const RECONNECT_MS = 250;
const MAX_RECONNECT_MS = 4000;
/** how the notification connection shows in pg_stat_activity */
export const APPLICATION_NAME = 'protolab-realtime';

/**
 * Fits an event into one notification: a large change set goes by its revision alone, a presence
 * by a shorter selection (the rest follows with the peer's next presence that fits).
 */
export function fitted(event: BusEvent, encode: (e: BusEvent) => string, max: number): string | undefined {
  let text = encode(event);
  if (Buffer.byteLength(text) <= max) return text;
  if (event.kind === 'revision') return encode({ kind: 'revision', app: event.app, revision: event.revision });
  if (event.kind !== 'presence') return undefined;
  let selection = event.peer.selection;
  while (selection.length > 0) {
    selection = selection.slice(0, Math.floor(selection.length / 2));
    text = encode({ ...event, peer: { ...event.peer, selection } });
    if (Buffer.byteLength(text) <= max) return text;
  }
  return undefined;
}

export async function pgBus(
  config: Pick<Config, 'databaseUrl'>,
  log: (line: string) => void,
  receive: (event: BusEvent) => void,
): Promise<RealtimeBus> {
  const instance = randomUUID();
  const encode = (e: BusEvent) => JSON.stringify({ i: instance, e });
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    try {
      const { i, e } = JSON.parse(n.payload) as { i: string; e: BusEvent };
      if (i !== instance) receive(e);
    } catch {
      log('realtime: an unreadable notification was ignored');
    }
  };

  /** failed tries in a row: the first is logged, and the wait doubles up to MAX_RECONNECT_MS */
  let failures = 0;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: config.databaseUrl, application_name: APPLICATION_NAME });
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = undefined;
      c.end().catch(() => undefined);
      if (closed) return;
      if (failures++ === 0) log(`realtime: the notification connection was lost (${why}); reconnecting`);
      retry = setTimeout(() => void connect(), Math.min(RECONNECT_MS * 2 ** (failures - 1), MAX_RECONNECT_MS));
    };
    c.on('notification', onNotification);
    c.on('error', (err) => drop(err.message));
    c.on('end', () => drop('ended'));
    try {
      await c.connect();
      await pgListen(c, CHANNEL);
      if (closed) return void (await c.end());
      client = c;
      if (failures > 0) log('realtime: the notification connection is back');
      failures = 0;
    } catch (err) {
      drop((err as Error).message);
    }
  }

  await connect();
  // one query at a time on the connection: pg queues overlapping ones itself, but warns that
  // pg 9 will not
  let sending: Promise<void> = Promise.resolve();
  return {
    send(event) {
      const text = fitted(event, encode, NOTIFY_MAX_BYTES);
      const c = client;
      if (!text || !c) return;
      sending = sending
        .then(() => pgNotify(c, CHANNEL, text))
        .catch((err: Error) => log(`realtime: a notification was not sent (${err.message})`));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
