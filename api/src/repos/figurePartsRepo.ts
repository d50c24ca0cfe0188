// What each session adds to its study's figures (shared sessionParts), kept as JSON text, and the
// sessions written since they were made: each write of events or tracks bumps its sessions' mark.
import type { Knex } from 'knex';
import type { Engine } from '../config';
import { maxRowsPerInsert } from '../db/dialect';

export interface DirtyMark {
  session: string;
  mark: number;
}

/** Notes that these sessions' records changed: their parts are made again at the next computation. */
export async function markSessions(
  knex: Knex,
  engine: Engine,
  appId: string,
  sessions: readonly string[],
): Promise<void> {
  const rows = [...new Set(sessions)].map((session) => ({ app_id: appId, session, mark: 1 }));
  const size = maxRowsPerInsert(engine, 3);
  for (let i = 0; i < rows.length; i += size)
    await knex('study_figure_dirty')
      .insert(rows.slice(i, i + size))
      .onConflict(['app_id', 'session'])
      .merge({ mark: knex.raw('study_figure_dirty.mark + 1') });
}

export async function dirtyMarks(knex: Knex, appId: string): Promise<DirtyMark[]> {
  const rows: Array<{ session: string; mark: number | string }> = await knex('study_figure_dirty')
    .where('app_id', appId)
    .select('session', 'mark');
  return rows.map((row) => ({ session: row.session, mark: Number(row.mark) }));
}

/** The marks folded: a session marked again meanwhile keeps its newer mark. */
export async function clearMarks(knex: Knex, appId: string, marks: readonly DirtyMark[]): Promise<void> {
  for (let i = 0; i < marks.length; i += 400)
    await knex('study_figure_dirty')
      .where('app_id', appId)
      .whereIn(
        ['session', 'mark'],
        marks.slice(i, i + 400).map((m) => [m.session, m.mark]),
      )
      .delete();
}

/** Every session with events (animations aside) or mouse tracks. */
export async function recordedSessions(knex: Knex, appId: string): Promise<string[]> {
  const [events, tracks]: Array<Array<{ session: string }>> = await Promise.all([
    knex('events').where('app_id', appId).andWhereRaw('substr(type, 1, 9) <> ?', ['Animation']).distinct('session'),
    knex('mouse_tracks').where('app_id', appId).distinct('session'),
  ]);
  return [...new Set([...events, ...tracks].map((row) => row.session))];
}

export interface PartRow {
  session: string;
  /** null for a session with mouse tracks only */
  part: string | null;
  mouse: string | null;
}

/** Keeps these sessions' parts; a session without events or tracks any more has none. */
export async function keepParts(knex: Knex, engine: Engine, appId: string, rows: readonly PartRow[]): Promise<void> {
  const kept = rows.filter((row) => row.part !== null || row.mouse !== null).map((row) => ({ app_id: appId, ...row }));
  const gone = rows.filter((row) => row.part === null && row.mouse === null).map((row) => row.session);
  const size = maxRowsPerInsert(engine, 4);
  for (let i = 0; i < kept.length; i += size)
    await knex('study_figure_parts')
      .insert(kept.slice(i, i + size))
      .onConflict(['app_id', 'session'])
      .merge(['part', 'mouse']);
  for (let i = 0; i < gone.length; i += 400)
    await knex('study_figure_parts')
      .where('app_id', appId)
      .whereIn('session', gone.slice(i, i + 400))
      .delete();
}

export async function dropParts(knex: Knex, appId: string): Promise<void> {
  await knex('study_figure_parts').where('app_id', appId).delete();
}

/** The kept parts (of these sessions only, when given), `chunk` rows at a time in session order. */
export async function* partRows(
  knex: Knex,
  appId: string,
  sessions: readonly string[] | null,
  chunk: number,
): AsyncGenerator<PartRow[]> {
  let after: string | null = null;
  for (;;) {
    const query = knex('study_figure_parts')
      .where('app_id', appId)
      .orderBy('session')
      .limit(chunk)
      .select('session', 'part', 'mouse');
    if (sessions) query.whereIn('session', sessions);
    if (after !== null) query.andWhere('session', '>', after);
    const rows: PartRow[] = await query;
    if (!rows.length) return;
    yield rows;
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].session;
  }
}
