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

/**
 * Keeps these sessions' parts, each with the `stamp` of the computation that made them; a session
 * without events or tracks any more has none.
 */
export async function keepParts(
  knex: Knex,
  engine: Engine,
  appId: string,
  rows: readonly PartRow[],
  stamp: number,
): Promise<void> {
  const kept = rows
    .filter((row) => row.part !== null || row.mouse !== null)
    .map((row) => ({ app_id: appId, ...row, stamp }));
  const gone = rows.filter((row) => row.part === null && row.mouse === null).map((row) => row.session);
  const size = maxRowsPerInsert(engine, 5);
  for (let i = 0; i < kept.length; i += size)
    await knex('study_figure_parts')
      .insert(kept.slice(i, i + size))
      .onConflict(['app_id', 'session'])
      .merge(['part', 'mouse', 'stamp']);
  for (let i = 0; i < gone.length; i += 400)
    await knex('study_figure_parts')
      .where('app_id', appId)
      .whereIn('session', gone.slice(i, i + 400))
      .delete();
}

export async function dropParts(knex: Knex, appId: string): Promise<void> {
  await knex('study_figure_parts').where('app_id', appId).delete();
}

/** How many sessions a study has parts of, and how many were written since (some are both). */
export async function studySize(knex: Knex, appId: string): Promise<number> {
  const [partRows, markRows] = await Promise.all([
    knex('study_figure_parts').where('app_id', appId).count({ n: '*' }),
    knex('study_figure_dirty').where('app_id', appId).count({ n: '*' }),
  ]);
  return Number(partRows[0]?.n ?? 0) + Number(markRows[0]?.n ?? 0);
}

export interface PartStamp {
  session: string;
  stamp: number;
}

/** Which parts are kept (of these sessions only, when given), and the stamp each was made with. */
export async function partStamps(knex: Knex, appId: string, sessions: readonly string[] | null): Promise<PartStamp[]> {
  const read = (some?: readonly string[]) =>
    knex('study_figure_parts')
      .where('app_id', appId)
      .modify((query) => (some ? query.whereIn('session', some) : query))
      .select('session', 'stamp') as Promise<Array<{ session: string; stamp: number | string }>>;
  const rows: Array<{ session: string; stamp: number | string }> = [];
  if (!sessions) rows.push(...(await read()));
  else for (let i = 0; i < sessions.length; i += 400) rows.push(...(await read(sessions.slice(i, i + 400))));
  return rows.map((row) => ({ session: row.session, stamp: Number(row.stamp) }));
}

/** These sessions' kept parts, `chunk` sessions at a time. */
export async function* partRows(knex: Knex, appId: string, sessions: readonly string[], chunk: number) {
  for (let i = 0; i < sessions.length; i += chunk) {
    const rows: Array<PartRow & { stamp: number | string }> = await knex('study_figure_parts')
      .where('app_id', appId)
      .whereIn('session', sessions.slice(i, i + chunk))
      .select('session', 'part', 'mouse', 'stamp');
    yield rows.map((row) => ({ ...row, stamp: Number(row.stamp) }));
  }
}
