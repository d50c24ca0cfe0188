import type { Knex } from 'knex';
import type { Engine } from '../config';
import { maxRowsPerInsert } from '../db/dialect';
import { chunks } from '../db/chunks';

export type RecordTable = 'events' | 'mouse_tracks';

/**
 * Stores rows with INSERT … ON CONFLICT (id) DO NOTHING, chunked to the engine's bound-parameter
 * limit, in one transaction. Answers the ids among `rows` that another app holds (they were not
 * stored and must not be reported as stored); every other id is now held by `appId`.
 * A batch larger than one statement takes is written in one transaction.
 *
 * Rows are inserted in id order, so two transactions with overlapping batches take their row locks
 * in the same order and cannot deadlock on PostgreSQL.
 */
export async function insertIgnoringDuplicates(
  knex: Knex,
  engine: Engine,
  table: RecordTable,
  appId: string,
  rows: Array<{ id: string; app_id: string }>,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const batches = chunks(sorted, maxRowsPerInsert(engine, Object.keys(sorted[0]!).length));
  const store = async (db: Knex) => {
    const inserted = new Set<string>();
    for (const chunk of batches) {
      const returned: Array<{ id: string }> = await db(table).insert(chunk).onConflict('id').ignore().returning('id');
      for (const r of returned) inserted.add(r.id);
    }
    const foreign = new Set<string>();
    const existing = sorted.filter((r) => !inserted.has(r.id)).map((r) => r.id);
    // Ids that were there already: ours (a re-send) or another app's (never overwritten, never reported).
    for (const chunk of chunks(existing, maxRowsPerInsert(engine, 1))) {
      const held: Array<{ id: string; app_id: string }> = await db(table).whereIn('id', chunk).select('id', 'app_id');
      for (const h of held) if (h.app_id !== appId) foreign.add(h.id);
    }
    return foreign;
  };
  // One statement is atomic by itself: the usual batch saves the round trips of BEGIN and COMMIT.
  return batches.length === 1 ? store(knex) : knex.transaction((trx) => store(trx));
}
