import { readSpill, SPILL_KEY } from '../recorder/spill';
import type { PlayerDb } from './db';

/** Moves what a closing tab copied to localStorage into the outbox (records the outbox holds are skipped). */
export async function restoreSpill(db: PlayerDb, store: Pick<Storage, 'getItem' | 'removeItem'>): Promise<void> {
  const spilled = readSpill(store);
  if (!spilled) return;
  await db.transaction('rw', db.outbox, db.sessions, async () => {
    const held = new Set(
      (
        await db.outbox
          .where('id')
          .anyOf(spilled.items.map((item) => item.id))
          .toArray()
      ).map((item) => item.id),
    );
    // `seq` is the outbox's own key: a spilled copy may carry the one IndexedDB gave it.
    const missing = spilled.items.filter((item) => !held.has(item.id)).map(({ seq: _seq, ...item }) => item);
    if (missing.length > 0) await db.outbox.bulkAdd(missing);
    for (const session of spilled.sessions) {
      const current = await db.sessions.get(session.id);
      if (!current || current.updatedAt <= session.updatedAt) await db.sessions.put(session);
    }
  });
  store.removeItem(SPILL_KEY);
}
