// The reads a study's figures are folded from, and the figures kept until new data arrives.
import type { Knex } from 'knex';

/** Animation events draw the player's transitions: no figure reads them (as the event lists leave them out). */
const notAnimation = (query: Knex.QueryBuilder) => query.andWhereRaw('substr(type, 1, 9) <> ?', ['Animation']);

export interface SessionStart {
  session: string;
  start: number;
}

/** Every session of the app with the time of its first event (along the (app_id, session, …) index). */
export async function sessionStarts(knex: Knex, appId: string): Promise<SessionStart[]> {
  const rows: Array<{ session: string; start: number | string }> = await knex('events')
    .where('app_id', appId)
    .modify(notAnimation)
    .groupBy('session')
    .select('session', knex.raw('min(time) as start'));
  return rows.map((row) => ({ session: row.session, start: Number(row.start) }));
}

/** The stored events or mouse tracks of these sessions, as one JSON array text (not parsed here). */
export async function sessionRecordsJson(
  knex: Knex,
  table: 'events' | 'mouse_tracks',
  appId: string,
  sessions: readonly string[],
): Promise<string> {
  const rows: Array<{ doc: string }> = await knex(table)
    .where('app_id', appId)
    .whereIn('session', sessions)
    .modify((query) => (table === 'events' ? notAnimation(query) : query))
    .orderBy([{ column: 'session' }, { column: 'time' }, { column: 'id' }])
    .select('doc');
  return `[${rows.map((row) => row.doc).join(',')}]`;
}

/**
 * Notes that the app's recorded data changed: called after the write, so figures folded meanwhile are
 * kept under the count before it and computed again. The count moves only when it was read since it
 * last moved (`seen`, set by recordedVersion before the data is read): a write that comes before the
 * read is in what is read. So a run of uploads updates the study's row once, not each batch, and
 * uploads through several instances do not queue on its lock.
 */
export async function bumpRecorded(knex: Knex, appId: string): Promise<void> {
  // read first: a read waits on no one's lock, and most writes find the count unread
  const row = await knex('study_changes').where('app_id', appId).first('changes', 'seen');
  if (!row) await knex('study_changes').insert({ app_id: appId, changes: 1, seen: 0 }).onConflict('app_id').ignore();
  else if (Number(row.seen) === Number(row.changes))
    await knex('study_changes')
      .where('app_id', appId)
      .whereRaw('seen = changes')
      .update({ changes: knex.raw('changes + 1') });
}

/**
 * How often the app's recorded data changed (0: never since it was stored). Called before the data is
 * read: the count read is marked seen, so the next write moves it.
 */
export async function recordedVersion(knex: Knex, appId: string): Promise<number> {
  const row: { changes: number | string; seen: number | string } | undefined = await knex('study_changes')
    .where('app_id', appId)
    .first('changes', 'seen');
  if (!row) return 0;
  const changes = Number(row.changes);
  // unless it moved meanwhile: then whoever reads the new count marks that
  if (Number(row.seen) !== changes)
    await knex('study_changes').where({ app_id: appId, changes: row.changes }).update({ seen: row.changes });
  return changes;
}

/** The figures last kept for an app and filter, and the version they were computed from. */
export async function findFigures(
  knex: Knex,
  appId: string,
  filterKey: string,
): Promise<{ version: string; body: string } | undefined> {
  return knex('study_figures').where({ app_id: appId, filter_key: filterKey }).first('version', 'body');
}

/** The version of the figures last kept for an app and filter, without reading them. */
export async function keptVersion(knex: Knex, appId: string, filterKey: string): Promise<string | undefined> {
  const row: { version: string } | undefined = await knex('study_figures')
    .where({ app_id: appId, filter_key: filterKey })
    .first('version');
  return row?.version;
}

/** Filters kept per app: the whole study, its tags, a few picks of sessions. */
const KEPT_PER_APP = 20;

export async function keepFigures(
  knex: Knex,
  appId: string,
  filterKey: string,
  version: string,
  body: string,
): Promise<void> {
  const created = Date.now();
  await knex('study_figures')
    .insert({ app_id: appId, filter_key: filterKey, version, body, created })
    .onConflict(['app_id', 'filter_key'])
    .merge(['version', 'body', 'created']);
  const old = await knex('study_figures')
    .where('app_id', appId)
    .orderBy([{ column: 'created', order: 'desc' }, { column: 'filter_key' }])
    .offset(KEPT_PER_APP)
    .pluck('filter_key');
  if (old.length) await knex('study_figures').where('app_id', appId).whereIn('filter_key', old).delete();
}
