import type { Knex } from 'knex';
import type { Engine } from '../config';
import { maxRowsPerInsert } from '../db/dialect';
import { chunks } from '../db/chunks';

export type StudyTable = 'events' | 'mouse_tracks' | 'annotations' | 'comments';

/**
 * Inserts the rows whose id is new, within the caller's transaction (INSERT … ON CONFLICT (id) DO
 * NOTHING, in id order, chunked to the engine's limits). Answers how many were new, and the ids of
 * `rows` that `appId` holds afterwards.
 */
export async function insertNewRows(
  trx: Knex.Transaction,
  engine: Engine,
  table: StudyTable,
  appId: string,
  rows: Array<{ id: string } & Record<string, unknown>>,
): Promise<{ added: number; held: Set<string> }> {
  if (rows.length === 0) return { added: 0, held: new Set() };
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let added = 0;
  for (const chunk of chunks(sorted, maxRowsPerInsert(engine, Object.keys(sorted[0]!).length))) {
    const returned: Array<{ id: string }> = await trx(table).insert(chunk).onConflict('id').ignore().returning('id');
    added += returned.length;
  }
  const held = new Set<string>();
  for (const chunk of chunks(sorted, maxRowsPerInsert(engine, 2))) {
    const ids: string[] = await trx(table)
      .where('app_id', appId)
      .whereIn(
        'id',
        chunk.map((r) => r.id),
      )
      .pluck('id');
    for (const id of ids) held.add(id);
  }
  return { added, held };
}

/** Of `sessions`, those with a session annotation in the app already: session → that annotation's id. */
export async function sessionAnnotationIds(trx: Knex.Transaction, engine: Engine, appId: string, sessions: string[]) {
  const found = new Map<string, string>();
  for (const chunk of chunks(sessions, maxRowsPerInsert(engine, 3))) {
    const rows: Array<{ id: string; reference: string }> = await trx('annotations')
      .where({ app_id: appId, kind: 'session' })
      .whereIn('reference', chunk)
      .select('id', 'reference');
    for (const row of rows) found.set(row.reference, row.id);
  }
  return found;
}
