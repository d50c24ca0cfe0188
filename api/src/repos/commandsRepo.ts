import type { Knex } from 'knex';
import { fromJson, toJson } from '../db/dialect';

// A designer's undo stack of an app (one per designer and app, so each undoes their own steps):
// one row in undo_stacks for the stack itself (pos, lastUUID…) and one row per command in
// undo_entries, in `seq` order, so a change writes only the commands it touches.

/** Whose stack of which app. */
export interface StackKey {
  appId: string;
  userId: string;
}

const where = (key: StackKey) => ({ app_id: key.appId, user_id: key.userId });

/** A stored command without its body: enough to decide what to keep, drop or answer. */
export interface EntryRef {
  seq: number;
  /** The command's id (null when it has none or an odd one). */
  id: string | null;
  /** Its JSON size. */
  bytes: number;
}

/** A command to store: its JSON, once encoded. */
export interface NewEntry {
  seq: number;
  id: string | null;
  json: string;
}

export const newEntry = (seq: number, command: unknown, json = JSON.stringify(command)): NewEntry => {
  const id = (command as { id?: unknown } | null)?.id;
  return { seq, id: typeof id === 'string' && id.length <= 255 ? id : null, json };
};

/** The stack's own fields, never its commands. */
function headerOf(doc: string | null | undefined): Record<string, unknown> | undefined {
  const header = fromJson<Record<string, unknown>>(doc);
  if (!header) return undefined;
  const { stack: _stack, ...rest } = header;
  return rest;
}

/** The stack's fields and all its commands in order, or undefined when the app has no stack yet. */
export async function findStack(
  db: Knex,
  key: StackKey,
): Promise<{ header: Record<string, unknown>; commands: unknown[] } | undefined> {
  const row = await db('undo_stacks').where(where(key)).first('doc');
  if (!row) return undefined;
  const entries: Array<{ doc: string }> = await db('undo_entries').where(where(key)).orderBy('seq').select('doc');
  return { header: headerOf(row.doc)!, commands: entries.map((e) => JSON.parse(e.doc) as unknown) };
}

/**
 * Makes sure the stack's row exists, then reads and locks it until the transaction ends, so that two
 * concurrent edits of one stack run one after the other (PostgreSQL; SQLite serialises writes).
 * Answers the stack's fields and its commands without their bodies.
 */
export async function lockStack(
  trx: Knex.Transaction,
  key: StackKey,
  empty: Record<string, unknown>,
): Promise<{ header: Record<string, unknown>; entries: EntryRef[] }> {
  const { stack: _stack, ...emptyHeader } = empty;
  await trx('undo_stacks')
    .insert({ ...where(key), doc: toJson(emptyHeader), updated: Date.now() })
    .onConflict(['app_id', 'user_id'])
    .ignore();
  const row = await trx('undo_stacks').where(where(key)).forUpdate().first('doc');
  const entries: Array<{ seq: number | string; command_id: string | null; bytes: number }> = await trx('undo_entries')
    .where(where(key))
    .orderBy('seq')
    .select('seq', 'command_id', 'bytes');
  return {
    header: headerOf(row.doc) ?? emptyHeader,
    entries: entries.map((e) => ({ seq: Number(e.seq), id: e.command_id, bytes: e.bytes })),
  };
}

/** One command's body. */
export async function readEntry(db: Knex, key: StackKey, seq: number): Promise<unknown> {
  const row = await db('undo_entries')
    .where({ ...where(key), seq })
    .first('doc');
  return row ? (JSON.parse(row.doc) as unknown) : undefined;
}

/** Stores commands (a few rows per statement: each may be up to a MiB). */
export async function insertEntries(db: Knex, key: StackKey, entries: NewEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 100) {
    const rows = entries.slice(i, i + 100).map((e) => ({
      ...where(key),
      seq: e.seq,
      command_id: e.id,
      bytes: Buffer.byteLength(e.json),
      doc: e.json,
    }));
    await db('undo_entries').insert(rows);
  }
}

/** Deletes the commands before `below` and those from `from` on (either bound may be left out). */
export async function deleteEntries(db: Knex, key: StackKey, range: { below?: number; from?: number }): Promise<void> {
  if (range.below === undefined && range.from === undefined) return;
  await db('undo_entries')
    .where(where(key))
    .andWhere((q) => {
      if (range.below !== undefined) q.orWhere('seq', '<', range.below);
      if (range.from !== undefined) q.orWhere('seq', '>=', range.from);
    })
    .delete();
}

export async function deleteAllEntries(db: Knex, key: StackKey): Promise<void> {
  await db('undo_entries').where(where(key)).delete();
}

/** Writes the stack's own fields (never its commands). */
export async function saveHeader(db: Knex, key: StackKey, header: Record<string, unknown>): Promise<void> {
  const { stack: _stack, ...rest } = header;
  await db('undo_stacks')
    .insert({ ...where(key), doc: toJson(rest), updated: Date.now() })
    .onConflict(['app_id', 'user_id'])
    .merge(['doc', 'updated']);
}
