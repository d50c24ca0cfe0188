// The last resort against a closed tab: records not yet committed to IndexedDB when the page is
// hidden are copied, synchronously, to localStorage, and moved into the outbox on the next start.
// Ids are client-made and the server ignores ids it holds, so a record saved both ways is still
// stored once.
import type { OutboxItem, SessionRecord } from '../storage';

export const SPILL_KEY = 'protolab-outbox-spill';

export interface Spill {
  items: OutboxItem[];
  sessions: SessionRecord[];
}

/** Adds to what an earlier page left, keeping one copy per record id and the newest session state. */
export function mergeSpill(earlier: Spill | undefined, items: OutboxItem[], session: SessionRecord | undefined): Spill {
  const byId = new Map((earlier?.items ?? []).map((item) => [item.id, item]));
  for (const item of items) byId.set(item.id, item);
  const sessions = new Map((earlier?.sessions ?? []).map((s) => [s.id, s]));
  if (session) sessions.set(session.id, session);
  return { items: [...byId.values()], sessions: [...sessions.values()] };
}

export function readSpill(storage: Pick<Storage, 'getItem'>): Spill | undefined {
  try {
    const text = storage.getItem(SPILL_KEY);
    return text ? (JSON.parse(text) as Spill) : undefined;
  } catch {
    return undefined;
  }
}

/** Synchronous, so it completes inside `pagehide`. A full localStorage leaves IndexedDB as the only copy. */
export function spill(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  items: OutboxItem[],
  session?: SessionRecord,
): void {
  if (items.length === 0 && !session) return;
  try {
    storage.setItem(SPILL_KEY, JSON.stringify(mergeSpill(readSpill(storage), items, session)));
  } catch {
    // quota: nothing more can be done synchronously
  }
}
