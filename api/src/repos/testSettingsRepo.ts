import type { Knex } from 'knex';
import { fromJson, toJson } from '../db/dialect';

export async function findTestSettings(db: Knex, appId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db('test_settings').where({ app_id: appId }).first('doc');
  return row ? fromJson<Record<string, unknown>>(row.doc) : undefined;
}

export async function saveTestSettings(db: Knex, appId: string, doc: unknown): Promise<void> {
  await db('test_settings')
    .insert({ app_id: appId, doc: toJson(doc), updated: Date.now() })
    .onConflict('app_id')
    .merge(['doc', 'updated']);
}

/** Seeding: keeps what is there. */
export async function insertTestSettingsIfMissing(db: Knex, appId: string, doc: unknown): Promise<void> {
  await db('test_settings')
    .insert({ app_id: appId, doc: toJson(doc), updated: Date.now() })
    .onConflict('app_id')
    .ignore();
}
