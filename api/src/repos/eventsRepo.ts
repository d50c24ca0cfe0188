import type { Knex } from 'knex';
import { fromJson, toJson } from '../db/dialect';

/** A stored event row: indexed columns plus the record as the client sent it. */
export interface EventRow {
  id: string;
  app_id: string;
  session: string;
  screen: string | null;
  widget: string | null;
  type: string;
  time: number;
  doc: string;
}

export interface EventListOptions {
  session?: string;
  /** Types equal to or starting with one of these names are left out ("Animation" drops every Animation kind). */
  excludeTypes?: string[];
  offset?: number;
  limit?: number;
}

export type StoredEvent = Record<string, unknown> & { id: string };

const toEvent = (row: { doc: string }, appId: string): StoredEvent => ({ ...fromJson<StoredEvent>(row.doc)!, appId });

/** Events of an app, oldest first (time, then id: a stable order for paging). */
export async function listEvents(knex: Knex, appId: string, options: EventListOptions = {}): Promise<StoredEvent[]> {
  const query = knex('events')
    .where('app_id', appId)
    .select('doc')
    .orderBy([{ column: 'time' }, { column: 'id' }]);
  if (options.session !== undefined) query.andWhere('session', options.session);
  for (const name of options.excludeTypes ?? []) {
    // A case-sensitive prefix test on both engines (SQLite's LIKE ignores case).
    query.andWhereRaw('substr(type, 1, ?) <> ?', [name.length, name]);
  }
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  const rows: Array<{ doc: string }> = await query;
  return rows.map((row) => toEvent(row, appId));
}

export async function countEvents(knex: Knex, appId: string): Promise<{ count: number; sessions: number }> {
  const row = await knex('events')
    .where('app_id', appId)
    .first(knex.raw('count(*) as count'), knex.raw('count(distinct session) as sessions'));
  return { count: Number(row?.count ?? 0), sessions: Number(row?.sessions ?? 0) };
}

/** The record of one event exactly as stored (without the appId that reads add). */
export async function findEventDoc(knex: Knex, appId: string, id: string): Promise<StoredEvent | undefined> {
  const row = await knex('events').where({ app_id: appId, id }).first('doc');
  return row ? fromJson<StoredEvent>(row.doc) : undefined;
}

export async function updateEvent(
  knex: Knex,
  appId: string,
  id: string,
  columns: Pick<EventRow, 'screen' | 'widget' | 'type'>,
  doc: Record<string, unknown>,
): Promise<void> {
  await knex('events')
    .where({ app_id: appId, id })
    .update({ ...columns, doc: toJson(doc) });
}

/** Deletes a session's events and mouse tracks together. */
export async function deleteSessionRecords(
  knex: Knex,
  appId: string,
  session: string,
): Promise<{ events: number; mouse: number }> {
  return knex.transaction(async (trx) => {
    const events = await trx('events').where({ app_id: appId, session }).delete();
    const mouse = await trx('mouse_tracks').where({ app_id: appId, session }).delete();
    return { events, mouse };
  });
}
