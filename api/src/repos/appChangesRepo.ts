import type { Knex } from 'knex';
import { fromJson } from '../db/dialect';

// The log of an app's revisions: what each change set changed, as applied, for co-editors catching
// up; and what its sender was answered, for a change set sent again.

export interface ChangeLogEntry {
  revision: number;
  changeSetId: string | null;
  authorId: string | null;
  created: number;
  /** the changes as applied; null when the whole document was replaced or the entry was pruned */
  changes: unknown[] | null;
  answer: Record<string, unknown>;
}

function toEntry(r: Record<string, unknown>): ChangeLogEntry {
  return {
    revision: Number(r.revision),
    changeSetId: (r.change_set_id as string | null) ?? null,
    authorId: (r.author_id as string | null) ?? null,
    created: Number(r.created),
    changes: fromJson<unknown[]>(r.changes as string | null) ?? null,
    answer: fromJson<Record<string, unknown>>(r.answer as string) ?? {},
  };
}

const columns = ['revision', 'change_set_id', 'author_id', 'created', 'changes', 'answer'];

export async function insertChange(db: Knex, appId: string, entry: ChangeLogEntry): Promise<void> {
  await db('app_changes').insert({
    app_id: appId,
    revision: entry.revision,
    change_set_id: entry.changeSetId,
    author_id: entry.authorId,
    created: entry.created,
    changes: entry.changes === null ? null : JSON.stringify(entry.changes),
    answer: JSON.stringify(entry.answer),
  });
}

export async function findChangeSet(db: Knex, appId: string, changeSetId: string): Promise<ChangeLogEntry | undefined> {
  const row = await db('app_changes').where({ app_id: appId, change_set_id: changeSetId }).first(columns);
  return row ? toEntry(row) : undefined;
}

/** The entries after `since`, oldest first, at most `limit`. */
export async function changesSince(db: Knex, appId: string, since: number, limit: number): Promise<ChangeLogEntry[]> {
  const rows = await db('app_changes')
    .where('app_id', appId)
    .andWhere('revision', '>', since)
    .orderBy('revision')
    .limit(limit)
    .select(columns);
  return rows.map(toEntry);
}

/**
 * Keeps the log bounded: entries `keep` revisions or more behind lose their changes (a co-editor
 * that far behind loads the document again) but keep their id and answer, and entries older than
 * `before` go.
 */
export async function pruneChanges(db: Knex, appId: string, revision: number, keep: number, before: number) {
  await db('app_changes')
    .where('app_id', appId)
    .andWhere('revision', '<=', revision - keep)
    .whereNotNull('changes')
    .update({ changes: null });
  await db('app_changes').where('app_id', appId).andWhere('created', '<', before).delete();
}
