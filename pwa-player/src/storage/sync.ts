import { RestError, type IngestResponse, type MouseTrackInput, type RecordedEventInput } from '@protolab/shared';
import { invitationClient } from '../api';
import type { OutboxItem, PlayerDb, RecordKind, RejectedItem } from './db';

// One pass of the sync: sends the outbox in batches and deletes only what the server acknowledged.
// Runs in a page or in the service worker (Background Sync), always under the 'protolab-sync' lock.

const SYNC_LOCK = 'protolab-sync';

/** done: the outbox is empty; retry: try again later (offline, server trouble); blocked: the invitation refuses (gone, password). */
export type DrainResult = 'done' | 'retry' | 'blocked';

const BATCH: Record<RecordKind, number> = { event: 200, mouse: 50 };

export function withSyncLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(SYNC_LOCK, work) as Promise<T>) : work();
}

async function nextBatch(db: PlayerDb, limit: Record<RecordKind, number>): Promise<OutboxItem[]> {
  const head = await db.outbox.orderBy('seq').first();
  if (!head) return [];
  return db.outbox
    .where('seq')
    .aboveOrEqual(head.seq!)
    .filter((r) => r.kind === head.kind && r.appId === head.appId && r.hash === head.hash)
    .limit(limit[head.kind])
    .toArray();
}

/** Sends a batch through the REST client; any answer is returned, no answer at all throws. */
async function post(db: PlayerDb, batch: OutboxItem[]): Promise<{ status: number; body: unknown }> {
  const { kind, appId, hash } = batch[0];
  const client = invitationClient(async () => (await db.tokens.get(hash))?.token);
  // the records go as the recorder made them
  const records = batch.map((item) => item.record);
  try {
    const body =
      kind === 'event'
        ? await client.invitation.postEvents(appId, hash, records as RecordedEventInput[])
        : await client.invitation.postMouse(appId, hash, records as MouseTrackInput[]);
    return { status: 200, body };
  } catch (error) {
    if (error instanceof RestError && error.status !== 0) return { status: error.status, body: error.body };
    throw error;
  }
}

function rejection(item: OutboxItem, field: string, message: string): RejectedItem {
  const { seq: _seq, ...rest } = item;
  return { ...rest, field, message, rejectedAt: Date.now() };
}

/** Applies an answer: acknowledged records leave the outbox; records named as invalid move aside. */
async function settle(db: PlayerDb, batch: OutboxItem[], answer: Partial<IngestResponse>): Promise<number> {
  const stored = new Set(answer.stored ?? []);
  const rejected = (answer.errors ?? [])
    .map((e) => ({ e, item: batch[e.index] }))
    .filter(({ e, item }) => item !== undefined && !stored.has(item.id) && (e.id === undefined || e.id === item.id))
    .map(({ e, item }) => rejection(item, e.field, e.message));
  const rejectedIds = new Set(rejected.map((r) => r.id));
  const done = batch.filter((item) => stored.has(item.id) || rejectedIds.has(item.id));
  await db.transaction('rw', db.outbox, db.rejected, async () => {
    if (rejected.length > 0) await db.rejected.bulkPut(rejected);
    await db.outbox.bulkDelete(done.map((item) => item.seq!));
  });
  return done.length;
}

function errorMessage(body: unknown, fallback: string): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : fallback;
}

/** Sends batches until the outbox is empty or the network or server says stop. */
export async function drainOutbox(db: PlayerDb): Promise<DrainResult> {
  const limit = { ...BATCH };
  for (;;) {
    const batch = await nextBatch(db, limit);
    if (batch.length === 0) return 'done';
    let answer: { status: number; body: unknown };
    try {
      answer = await post(db, batch);
    } catch {
      return 'retry'; // no answer: the records stay and go again
    }
    const { status, body } = answer;
    if (status === 200 || status === 422) {
      const settled = await settle(db, batch, (body ?? {}) as Partial<IngestResponse>);
      if (settled === 0) return 'retry'; // an answer that acknowledges nothing: do not spin
      continue;
    }
    if (status === 413 || (status === 400 && batch.length > 1)) {
      // too big, or one record spoils the whole request: halve until the culprit stands alone
      limit[batch[0].kind] = Math.max(1, Math.floor(batch.length / 2));
      continue;
    }
    if (status === 400) {
      await settle(db, batch, {
        stored: [],
        errors: [{ index: 0, id: batch[0].id, field: '', message: errorMessage(body, 'Bad record') }],
      });
      continue;
    }
    if (status === 401 || status === 403 || status === 404 || status === 410) return 'blocked';
    return 'retry';
  }
}
