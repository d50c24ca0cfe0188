import type { Knex } from 'knex';
import { fromJson } from '../db/dialect';

/** A stored mouse track row: indexed columns plus the record as the client sent it. */
export interface MouseRow {
  id: string;
  app_id: string;
  session: string;
  screen: string | null;
  /** The first sample's time. */
  time: number;
  doc: string;
}

export type StoredMouseTrack = Record<string, unknown> & { id: string };

/** Tracks of an app (or of one session), oldest first. */
export async function listMouseTracks(knex: Knex, appId: string, session?: string): Promise<StoredMouseTrack[]> {
  const query = knex('mouse_tracks')
    .where('app_id', appId)
    .select('doc')
    .orderBy([{ column: 'time' }, { column: 'id' }]);
  if (session !== undefined) query.andWhere('session', session);
  const rows: Array<{ doc: string }> = await query;
  return rows.map((row) => ({ ...fromJson<StoredMouseTrack>(row.doc)!, appId }));
}

export async function deleteMouseSession(knex: Knex, appId: string, session: string): Promise<number> {
  return knex('mouse_tracks').where({ app_id: appId, session }).delete();
}
