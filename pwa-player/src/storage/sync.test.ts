// The outbox sync against a fake API (fetch) and a fake IndexedDB: nothing recorded is lost, nothing
// stored twice, the order kept, and each kind of refusal handled as the code means to.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb, type OutboxItem, type PlayerDb, type RecordKind } from './db';
import { drainOutbox } from './sync';

interface Sent {
  url: string;
  headers: Record<string, string>;
  ids: string[];
}

/** What the fake server does with the next request; by default it stores the batch and answers 200. */
type Behaviour =
  | 'store'
  | 'offline' // no answer at all
  | 'lose-answer' // stores the batch, but the answer never arrives
  | { status: number; body?: unknown }
  | { refuse: string[] }; // 422: stores the others, names these as bad

/** The API's upload: it de-duplicates by record id, like the real one (see docs/decisions.md). */
function fakeServer() {
  const stored = new Map<string, Record<string, unknown>>();
  const sent: Sent[] = [];
  const next: Behaviour[] = [];
  const answer = (status: number, body: unknown) => ({ status, text: async () => JSON.stringify(body) });
  const fetch = vi.fn(async (url: string, init: { headers?: object; body?: unknown }) => {
    const records = JSON.parse(String(init.body)) as Array<Record<string, unknown>>;
    const ids = records.map((r) => String(r.id));
    sent.push({ url, headers: init.headers as Record<string, string>, ids });
    const behaviour = next.shift() ?? 'store';
    if (behaviour === 'offline') throw new TypeError('Failed to fetch');
    if (typeof behaviour === 'object' && 'status' in behaviour) return answer(behaviour.status, behaviour.body);
    const refused = typeof behaviour === 'object' ? behaviour.refuse : [];
    for (const record of records) if (!refused.includes(String(record.id))) stored.set(String(record.id), record);
    if (behaviour === 'lose-answer') throw new TypeError('Failed to fetch');
    const errors = refused.map((id) => ({ index: ids.indexOf(id), id, field: 'time', message: 'Time is required' }));
    const body = { stored: ids.filter((id) => !refused.includes(id)), errors };
    return answer(errors.length > 0 ? 422 : 200, body);
  });
  return { stored, sent, next, fetch };
}

const item = (id: string, kind: RecordKind = 'event'): OutboxItem => ({
  id,
  kind,
  appId: 'app1',
  hash: 'hash1',
  record: { id, session: 's1', time: Number(id.replace(/\D/g, '')) },
});

let db: PlayerDb;
let server: ReturnType<typeof fakeServer>;
const outboxIds = async () => (await db.outbox.orderBy('seq').toArray()).map((i) => i.id);

beforeEach(async () => {
  db = openDb();
  await db.open();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('drainOutbox', () => {
  it('sends each kind in the order it was recorded, to its own address, oldest record first, and empties the outbox', async () => {
    // Events and mouse tracks are separate uploads: a batch takes the oldest record's kind and the
    // later records of that kind, so each kind keeps its order.
    await db.outbox.bulkAdd([item('e1'), item('e2'), item('m3', 'mouse'), item('e4'), item('m5', 'mouse')]);
    expect(await drainOutbox(db)).toBe('done');
    expect(server.sent.map((s) => [s.url, s.ids])).toEqual([
      ['/rest/invitation/app1/hash1/events.json', ['e1', 'e2', 'e4']],
      ['/rest/invitation/app1/hash1/mouse.json', ['m3', 'm5']],
    ]);
    expect(await outboxIds()).toEqual([]);
    expect([...server.stored.keys()]).toEqual(['e1', 'e2', 'e4', 'm3', 'm5']);
  });

  it('keeps every record when there is no answer, and sends them again, in order, on the next pass', async () => {
    await db.outbox.bulkAdd([item('e1'), item('e2'), item('e3')]);
    server.next.push('offline');
    expect(await drainOutbox(db)).toBe('retry');
    expect(await outboxIds()).toEqual(['e1', 'e2', 'e3']);
    expect(server.stored.size).toBe(0);

    expect(await drainOutbox(db)).toBe('done');
    expect(server.sent.map((s) => s.ids)).toEqual([
      ['e1', 'e2', 'e3'],
      ['e1', 'e2', 'e3'],
    ]);
    expect(await outboxIds()).toEqual([]);
    expect([...server.stored.keys()]).toEqual(['e1', 'e2', 'e3']);
  });

  it('sends a batch whose answer was lost again under the same ids, so the server holds each record once', async () => {
    await db.outbox.bulkAdd([item('e1'), item('e2')]);
    server.next.push('lose-answer');
    expect(await drainOutbox(db)).toBe('retry');
    // The server has them, the player cannot know: it keeps them.
    expect(await outboxIds()).toEqual(['e1', 'e2']);

    expect(await drainOutbox(db)).toBe('done');
    const [first, again] = server.sent;
    expect(again!.ids).toEqual(first!.ids);
    expect(server.stored.size).toBe(2);
    expect(await outboxIds()).toEqual([]);
  });

  it('moves records the server names as bad (422) aside, never to be sent again, and deletes the stored ones', async () => {
    await db.outbox.bulkAdd([item('e1'), item('e2'), item('e3')]);
    server.next.push({ refuse: ['e2'] });
    expect(await drainOutbox(db)).toBe('done');
    expect(await outboxIds()).toEqual([]);
    expect(await db.rejected.toArray()).toMatchObject([{ id: 'e2', field: 'time', message: 'Time is required' }]);
    expect([...server.stored.keys()]).toEqual(['e1', 'e3']);
    expect(server.sent).toHaveLength(1);
  });

  it('halves a batch the server refuses whole (400) until the bad record stands alone, and sets only that one aside', async () => {
    await db.outbox.bulkAdd([item('e1'), item('e2'), item('e3'), item('e4')]);
    const bad = { status: 400, body: { error: { code: 'validation', message: 'Not a record', field: '' } } };
    // [e1..e4] refused, [e1 e2] stored, [e3 e4] refused, [e3] refused alone, then [e4] stored
    server.next.push(bad, 'store', bad, bad);
    expect(await drainOutbox(db)).toBe('done');
    expect(server.sent.map((s) => s.ids)).toEqual([
      ['e1', 'e2', 'e3', 'e4'],
      ['e1', 'e2'],
      ['e3', 'e4'],
      ['e3'],
      ['e4'],
    ]);
    expect(await db.rejected.toArray()).toMatchObject([{ id: 'e3', message: 'Not a record' }]);
    expect([...server.stored.keys()]).toEqual(['e1', 'e2', 'e4']);
  });

  it('halves a batch that is too large (413) and stores it all', async () => {
    await db.outbox.bulkAdd([item('e1'), item('e2'), item('e3')]);
    server.next.push({ status: 413, body: { error: { code: 'too_large', message: 'Too large' } } });
    expect(await drainOutbox(db)).toBe('done');
    expect(server.sent.map((s) => s.ids)).toEqual([['e1', 'e2', 'e3'], ['e1'], ['e2'], ['e3']]);
    expect(server.stored.size).toBe(3);
    expect(await db.rejected.count()).toBe(0);
  });

  it.each([401, 403, 404])(
    'keeps everything when the invitation refuses (%i): a password or a renewed link may still let it through',
    async (status) => {
      await db.outbox.bulkAdd([item('e1'), item('e2')]);
      server.next.push({ status, body: { error: { code: 'password_required', message: 'Password' } } });
      expect(await drainOutbox(db)).toBe('blocked');
      expect(await outboxIds()).toEqual(['e1', 'e2']);
      expect(await db.rejected.count()).toBe(0);
    },
  );

  it('keeps everything when the server is in trouble (503) and says to try again', async () => {
    await db.outbox.bulkAdd([item('e1')]);
    server.next.push({ status: 503, body: { error: { code: 'unavailable', message: 'Later' } } });
    expect(await drainOutbox(db)).toBe('retry');
    expect(await outboxIds()).toEqual(['e1']);
  });

  it('sends the invitation token of a password-protected test with the batch', async () => {
    await db.tokens.put({ hash: 'hash1', token: 'tok-1', expires: Date.now() + 60_000 });
    await db.outbox.bulkAdd([item('e1')]);
    expect(await drainOutbox(db)).toBe('done');
    expect(server.sent[0]!.headers['X-Invitation-Token']).toBe('tok-1');
  });
});
