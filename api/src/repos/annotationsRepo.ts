import type { Knex } from 'knex';
import { fromJson, toJson } from '../db/dialect';

export type AnnotationKind = 'session' | 'tag';

export interface AnnotationRow {
  id: string;
  app_id: string;
  kind: AnnotationKind;
  /** The session of a session annotation; null for a tag. */
  reference: string | null;
  user_id: string | null;
  doc: string;
  created: number;
  updated: number;
}

/** An annotation as the API answers it: its fields, and who made it when. */
export type StoredAnnotation = Record<string, unknown> & { id: string; kind: AnnotationKind };

export function toAnnotation(row: AnnotationRow): StoredAnnotation {
  return {
    ...fromJson<Record<string, unknown>>(row.doc),
    id: row.id,
    appId: row.app_id,
    kind: row.kind,
    ...(row.reference !== null && { reference: row.reference }),
    ...(row.user_id !== null && { userId: row.user_id }),
    created: row.created,
    lastUpdate: row.updated,
  };
}

export async function listAnnotations(knex: Knex, appId: string, kind: AnnotationKind): Promise<StoredAnnotation[]> {
  const rows: AnnotationRow[] = await knex('annotations')
    .where({ app_id: appId, kind })
    .orderBy([{ column: 'created' }, { column: 'id' }]);
  return rows.map(toAnnotation);
}

export async function findAnnotation(knex: Knex, appId: string, id: string): Promise<AnnotationRow | undefined> {
  return knex('annotations').where({ app_id: appId, id }).first();
}

/** Whether an id is used, in any app (ids are global). */
export async function annotationIdExists(knex: Knex, id: string): Promise<boolean> {
  return (await knex('annotations').where({ id }).first('id')) !== undefined;
}

export async function sessionAnnotationExists(knex: Knex, appId: string, session: string): Promise<boolean> {
  return (
    (await knex('annotations').where({ app_id: appId, kind: 'session', reference: session }).first('id')) !== undefined
  );
}

export async function insertAnnotation(knex: Knex, row: Omit<AnnotationRow, 'doc'> & { doc: Record<string, unknown> }) {
  await knex('annotations').insert({ ...row, doc: toJson(row.doc) });
}

export async function updateAnnotation(
  knex: Knex,
  appId: string,
  id: string,
  doc: Record<string, unknown>,
  updated: number,
) {
  await knex('annotations')
    .where({ app_id: appId, id })
    .update({ doc: toJson(doc), updated });
}

export async function deleteAnnotation(knex: Knex, appId: string, id: string): Promise<number> {
  return knex('annotations').where({ app_id: appId, id }).delete();
}
