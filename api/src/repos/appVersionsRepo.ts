import type { Knex } from 'knex';
import type { AppVersionSummary, VersionTrigger } from '@protolab/shared';

export interface NewVersionRow extends AppVersionSummary {
  doc: string;
}

const SUMMARY_COLUMNS = {
  id: 'id',
  appId: 'app_id',
  name: 'name',
  trigger: 'trigger',
  authorId: 'author_id',
  authorName: 'author_name',
  screenCount: 'screen_count',
  created: 'created',
};

interface SummaryRow {
  id: string;
  appId: string;
  name: string;
  trigger: VersionTrigger;
  authorId: string;
  authorName: string;
  /** big integers come back as strings from PostgreSQL */
  created: number | string;
  screenCount: number | string;
}

const summaryOf = (row: SummaryRow): AppVersionSummary => ({
  ...row,
  created: Number(row.created),
  screenCount: Number(row.screenCount),
});

export async function insertVersion(db: Knex, row: NewVersionRow): Promise<void> {
  await db('app_versions').insert({
    id: row.id,
    app_id: row.appId,
    name: row.name,
    trigger: row.trigger,
    author_id: row.authorId,
    author_name: row.authorName,
    screen_count: row.screenCount,
    doc: row.doc,
    created: row.created,
  });
}

/** The app's versions, newest first. */
export async function listVersions(db: Knex, appId: string): Promise<AppVersionSummary[]> {
  const rows = await db('app_versions')
    .where({ app_id: appId })
    .orderBy([
      { column: 'created', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select<SummaryRow[]>(SUMMARY_COLUMNS);
  return rows.map(summaryOf);
}

export async function findVersion(
  db: Knex,
  appId: string,
  id: string,
): Promise<(AppVersionSummary & { doc: string }) | undefined> {
  const row = await db('app_versions')
    .where({ app_id: appId, id })
    .first<(SummaryRow & { doc: string }) | undefined>({ ...SUMMARY_COLUMNS, doc: 'doc' });
  return row && { ...summaryOf(row), doc: row.doc };
}

export async function deleteVersion(db: Knex, appId: string, id: string): Promise<number> {
  return db('app_versions').where({ app_id: appId, id }).delete();
}
