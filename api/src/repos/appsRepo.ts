import type { Knex } from 'knex';
import { toBool } from '../db/dialect';
import type { TeamRole } from './teamRepo';

/** One row of `apps`; `doc` is the document as stored (JSON text). */
export interface AppRow {
  id: string;
  ownerId: string;
  name: string;
  isPublic: boolean;
  doc: string;
  created: number;
  updated: number;
  /** bumped by every stored change (see app_changes) */
  revision: number;
}

export interface AppRowWithRole extends AppRow {
  role: TeamRole;
}

const columns = ['a.id', 'a.owner_id', 'a.name', 'a.is_public', 'a.doc', 'a.created', 'a.updated', 'a.revision'];

function toRow(r: Record<string, unknown>): AppRow {
  return {
    id: r.id as string,
    ownerId: r.owner_id as string,
    name: r.name as string,
    isPublic: toBool(r.is_public),
    doc: r.doc as string,
    created: Number(r.created),
    updated: Number(r.updated),
    revision: Number(r.revision),
  };
}

export async function findApp(db: Knex, id: string): Promise<AppRow | undefined> {
  const row = await db('apps as a').where('a.id', id).first(columns);
  return row ? toRow(row) : undefined;
}

/** Reads the row and locks it until the transaction ends (PostgreSQL; SQLite serialises writes anyway). */
export async function findAppForUpdate(trx: Knex.Transaction, id: string): Promise<AppRow | undefined> {
  const row = await trx('apps as a').where('a.id', id).forUpdate().first(columns);
  return row ? toRow(row) : undefined;
}

/** A new app: its revision starts at 0. */
export type NewAppRow = Omit<AppRow, 'revision'>;

/** The app as a row of the apps table. */
function toTableRow(row: NewAppRow) {
  return {
    id: row.id,
    owner_id: row.ownerId,
    name: row.name,
    is_public: row.isPublic,
    doc: row.doc,
    created: row.created,
    updated: row.updated,
  };
}

export async function insertApp(db: Knex, row: NewAppRow): Promise<void> {
  await db('apps').insert(toTableRow(row));
}

/** Inserts unless an app with this id exists (seeding: several instances may start at once). */
export async function insertAppIfMissing(db: Knex, row: NewAppRow): Promise<void> {
  await db('apps').insert(toTableRow(row)).onConflict('id').ignore();
}

export async function updateAppDoc(
  db: Knex,
  id: string,
  values: { name: string; doc: string; updated: number; revision: number },
): Promise<void> {
  await db('apps').where({ id }).update(values);
}

/** Team, invitations, settings, commands, events… go with it (ON DELETE CASCADE). */
export async function deleteApp(db: Knex, id: string): Promise<number> {
  return db('apps').where({ id }).delete();
}

/** The apps a user is a member of (any role), last changed first. */
export async function listAppsOfUser(db: Knex, userId: string): Promise<AppRowWithRole[]> {
  const rows = await db('apps as a')
    .join('team as t', 't.app_id', 'a.id')
    .where('t.user_id', userId)
    .orderBy([{ column: 'a.updated', order: 'desc' }, { column: 'a.id' }])
    .select([...columns, 't.role']);
  return rows.map((r: Record<string, unknown>) => ({ ...toRow(r), role: r.role as TeamRole }));
}

export async function listPublicApps(db: Knex): Promise<AppRow[]> {
  const rows = await db('apps as a')
    .where('a.is_public', true)
    .orderBy([{ column: 'a.name' }, { column: 'a.id' }])
    .select(columns);
  return rows.map(toRow);
}

export async function appLastUpdate(db: Knex, id: string): Promise<number | undefined> {
  const row = await db('apps').where({ id }).first('updated');
  return row ? Number(row.updated) : undefined;
}

/** Whether an app exists and is a public example; undefined when there is no such app. */
export async function appVisibility(db: Knex, id: string): Promise<{ isPublic: boolean } | undefined> {
  const row = await db('apps').where({ id }).first('is_public');
  return row ? { isPublic: toBool(row.is_public) } : undefined;
}
