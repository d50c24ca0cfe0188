// Keyset pages of recorded rows (events, mouse tracks) of one app, in (time, id) order: each page
// starts just after the last row of the one before, so it walks the (app_id, time, id) index from
// there and costs the same wherever it lies in the study (an offset walks every row before it).
import type { Knex } from 'knex';

export type RecordTable = 'events' | 'mouse_tracks';

/** Where a page starts: after the row with this time and id. */
export interface RecordKey {
  time: number;
  id: string;
}

/** A row as stored: its key and the record's JSON text, never parsed on the way out. */
export interface RecordTextRow {
  id: string;
  time: number;
  doc: string;
}

export interface RecordPageOptions {
  after?: RecordKey | null;
  limit: number;
  /** Events only: types equal to or starting with one of these names are left out. */
  excludeTypes?: string[];
  session?: string;
}

export async function recordPage(
  knex: Knex,
  table: RecordTable,
  appId: string,
  options: RecordPageOptions,
): Promise<RecordTextRow[]> {
  const query = knex(table)
    .where('app_id', appId)
    .select('id', 'time', 'doc')
    .orderBy([{ column: 'time' }, { column: 'id' }])
    .limit(options.limit);
  if (options.session !== undefined) query.andWhere('session', options.session);
  // A row-value comparison: both engines read it as (time > t) or (time = t and id > i), along the index.
  if (options.after) query.andWhereRaw('(time, id) > (?, ?)', [options.after.time, options.after.id]);
  for (const name of options.excludeTypes ?? []) {
    // A case-sensitive prefix test on both engines (SQLite's LIKE ignores case).
    query.andWhereRaw('substr(type, 1, ?) <> ?', [name.length, name]);
  }
  return query;
}

/** Every row of the app (or of one session), read `chunk` rows at a time: memory stays bounded. */
export async function* allRecordRows(
  knex: Knex,
  table: RecordTable,
  appId: string,
  options: Omit<RecordPageOptions, 'after' | 'limit'> & { chunk?: number } = {},
): AsyncGenerator<RecordTextRow[]> {
  const chunk = options.chunk ?? 2000;
  let after: RecordKey | null = null;
  for (;;) {
    const rows = await recordPage(knex, table, appId, { ...options, after, limit: chunk });
    if (rows.length) yield rows;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    after = { time: Number(last.time), id: last.id };
  }
}

/**
 * The stored record with the app's id added, as `{ ...record, appId }` would give, by splicing the
 * text: no parse, no stringify. (A stored record that holds an appId of its own keeps it first; a
 * JSON reader takes the later one.)
 */
export function recordJsonWithApp(doc: string, appIdJson: string): string {
  const body = doc.trimEnd();
  const inner = body.slice(1, -1).trim();
  return `{${inner}${inner ? ',' : ''}"appId":${appIdJson}}`;
}
