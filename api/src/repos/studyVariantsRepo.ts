import type { Knex } from 'knex';
import type { Engine } from '../config';
import { chunks } from '../db/chunks';
import { maxRowsPerInsert } from '../db/dialect';

// A/B studies (issue 39): testers' variants (study_assignments) and sessions' (study_session_variants).

export async function findAssignment(db: Knex, appId: string, tester: string): Promise<string | undefined> {
  const row = await db('study_assignments').where({ app_id: appId, tester }).first('variant');
  return row?.variant as string | undefined;
}

/** Testers put on each variant so far. */
export async function assignedCounts(db: Knex, appId: string): Promise<Map<string, number>> {
  const rows: Array<{ variant: string; n: number | string }> = await db('study_assignments')
    .where({ app_id: appId })
    .groupBy('variant')
    .select('variant', db.raw('count(*) as n'));
  return new Map(rows.map((row) => [row.variant, Number(row.n)]));
}

/** Puts the tester on `variant` (again, when their old variant is no longer run). */
export async function saveAssignment(db: Knex, appId: string, tester: string, variant: string): Promise<void> {
  await db('study_assignments')
    .insert({ app_id: appId, tester, variant, created: Date.now() })
    .onConflict(['app_id', 'tester'])
    .merge(['variant', 'created']);
}

export interface SessionVariantRow {
  session: string;
  variant: string;
  versionId: string | null;
}

/** Remembers the variant of each session; a session's first one stays. */
export async function keepSessionVariants(
  db: Knex,
  engine: Engine,
  appId: string,
  rows: readonly SessionVariantRow[],
): Promise<void> {
  const stored = rows.map((row) => ({
    app_id: appId,
    session: row.session,
    variant: row.variant,
    version_id: row.versionId,
  }));
  for (const chunk of chunks(stored, maxRowsPerInsert(engine, 4))) {
    await db('study_session_variants').insert(chunk).onConflict(['app_id', 'session']).ignore();
  }
}

/** The sessions that played the variant. */
export async function variantSessions(db: Knex, appId: string, variant: string): Promise<string[]> {
  const rows: Array<{ session: string }> = await db('study_session_variants')
    .where({ app_id: appId, variant })
    .select('session');
  return rows.map((row) => row.session);
}

/** Every session's variant and version. */
export async function sessionVariants(db: Knex, appId: string): Promise<SessionVariantRow[]> {
  return db('study_session_variants')
    .where({ app_id: appId })
    .orderBy('session')
    .select('session', 'variant', { versionId: 'version_id' });
}
