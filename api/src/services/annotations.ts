// Annotations (SPEC §3): "session" ones give the designer's verdict on a test session (valid or not,
// task success overridden per task id, tags on moments); "tag" ones define the tags (name, colour).
import type { z } from 'zod';
import { newId, type annotationCreateInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { isUniqueViolation } from '../db/dialect';
import { conflict, notFound } from './refusal';
import * as repo from '../repos/annotationsRepo';
import { requireAppRole } from './access';
import type { Caller } from './caller';
import { requireRecordAccess, type ReadVia } from './recordAccess';

type AnnotationCreate = z.output<typeof annotationCreateInputSchema>;

export async function listAnnotations(
  deps: Deps,
  caller: Caller,
  via: ReadVia,
  appId: string,
  kind: repo.AnnotationKind,
) {
  await requireRecordAccess(deps, caller, appId, via);
  return repo.listAnnotations(deps.knex, appId, kind);
}

export async function createAnnotation(deps: Deps, caller: Caller, appId: string, input: AnnotationCreate) {
  const { user } = await requireAppRole(deps, caller, appId, 'write');
  const { id = newId(), kind, ...rest } = input;
  const { reference = null, ...fields } = rest as typeof rest & { reference?: string };
  if (await repo.annotationIdExists(deps.knex, id)) throw conflict('An annotation with this id exists already', 'id');
  if (reference !== null && (await repo.sessionAnnotationExists(deps.knex, appId, reference))) {
    throw conflict('This session has an annotation already: update it', 'reference');
  }
  const now = Date.now();
  const row = { id, app_id: appId, kind, reference, user_id: user.id, doc: fields, created: now, updated: now };
  try {
    await repo.insertAnnotation(deps.knex, row);
  } catch (err) {
    // Two creates at the same moment: the unique keys decide.
    if (isUniqueViolation(err))
      throw conflict('This annotation exists already', reference !== null ? 'reference' : 'id');
    throw err;
  }
  return repo.toAnnotation({ ...row, doc: JSON.stringify(fields) });
}

/** The kind of an annotation the caller may change: what its changes are checked against. */
export async function annotationKindToChange(deps: Deps, caller: Caller, appId: string, id: string) {
  await requireAppRole(deps, caller, appId, 'write');
  const row = await repo.findAnnotation(deps.knex, appId, id);
  if (!row) throw notFound('Annotation');
  return row.kind;
}

/** Changes the editable fields of the annotation (checked against its kind's update schema). */
export async function updateAnnotation(
  deps: Deps,
  caller: Caller,
  appId: string,
  id: string,
  changes: Record<string, unknown>,
) {
  await requireAppRole(deps, caller, appId, 'write');
  const row = await repo.findAnnotation(deps.knex, appId, id);
  if (!row) throw notFound('Annotation');
  const doc = { ...JSON.parse(row.doc), ...changes };
  const updated = Math.max(Date.now(), row.updated);
  await repo.updateAnnotation(deps.knex, appId, id, doc, updated);
  return repo.toAnnotation({ ...row, doc: JSON.stringify(doc), updated });
}

export async function deleteAnnotation(deps: Deps, caller: Caller, appId: string, id: string) {
  await requireAppRole(deps, caller, appId, 'write');
  if ((await repo.deleteAnnotation(deps.knex, appId, id)) === 0) throw notFound('Annotation');
  return { status: 'ok' as const };
}
