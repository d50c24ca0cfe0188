import type { Knex } from 'knex';
import { fromJson, toJson } from '../db/dialect';

export async function findStack(db: Knex, appId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db('command_stacks').where({ app_id: appId }).first('doc');
  return row ? fromJson<Record<string, unknown>>(row.doc) : undefined;
}

/**
 * Makes sure the row exists, then reads and locks it until the transaction ends, so that two
 * concurrent edits of one stack run one after the other (PostgreSQL; SQLite serialises writes).
 */
export async function lockStack(
  trx: Knex.Transaction,
  appId: string,
  empty: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  await trx('command_stacks')
    .insert({ app_id: appId, doc: toJson(empty), updated: Date.now() })
    .onConflict('app_id')
    .ignore();
  const row = await trx('command_stacks').where({ app_id: appId }).forUpdate().first('doc');
  return fromJson<Record<string, unknown>>(row.doc) ?? empty;
}

export async function saveStack(db: Knex, appId: string, doc: unknown): Promise<void> {
  await db('command_stacks')
    .insert({ app_id: appId, doc: toJson(doc), updated: Date.now() })
    .onConflict('app_id')
    .merge(['doc', 'updated']);
}
