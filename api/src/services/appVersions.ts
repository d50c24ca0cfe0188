// Saved versions of a prototype (issue 39): whoever may write the app saves, deletes (and so
// restores, as an editor command on the document); whoever may read it lists and opens them.
import {
  newId,
  type App,
  type AppVersion,
  type OkResponse,
  type AppVersionSummary,
  type versionInputSchema,
} from '@protolab/shared';
import type { z } from 'zod';
import type { Deps } from '../deps';
import * as appsRepo from '../repos/appsRepo';
import * as versionsRepo from '../repos/appVersionsRepo';
import { findUserById } from '../repos/usersRepo';
import { requireAppRole } from './access';
import { acceptDoc, readDoc } from './appDocs';
import type { Caller } from './caller';
import { notFound, Refusal } from './refusal';

export type VersionValues = z.output<typeof versionInputSchema>;

async function storedDoc(deps: Deps, appId: string) {
  const row = await appsRepo.findApp(deps.knex, appId);
  if (!row) throw notFound('App');
  return readDoc(row);
}

/** The document sent with the version before an import: a valid document of this app. */
function sentDoc(appId: string, input: VersionValues) {
  const bad = (message: string, field: string) => new Refusal('bad_input', 'validation', message, field);
  if (input.trigger !== 'import') throw bad('Only a version saved before an import sends its document', 'doc');
  let doc: App;
  try {
    doc = acceptDoc(input.doc);
  } catch (err) {
    if (err instanceof Refusal) throw bad(err.message, err.field ? `doc.${err.field}` : 'doc');
    throw err;
  }
  if (doc.id !== appId) throw bad('The document must be this app’s', 'doc.id');
  return doc;
}

/**
 * Saves the app's stored document as a version named `name` (before an import: the document the
 * editor had just before it).
 */
export async function saveVersion(
  deps: Deps,
  caller: Caller,
  appId: string,
  input: VersionValues,
): Promise<AppVersionSummary> {
  const { user } = await requireAppRole(deps, caller, appId, 'write');
  const doc = input.doc === undefined ? await storedDoc(deps, appId) : sentDoc(appId, input);
  const author = await findUserById(deps.knex, user.id);
  const authorName = [author?.name, author?.lastname].filter(Boolean).join(' ') || user.email;
  const version: AppVersionSummary = {
    id: newId(),
    appId,
    name: input.name,
    trigger: input.trigger,
    authorId: user.id,
    authorName,
    created: Date.now(),
    screenCount: Object.keys(doc.screens).length,
  };
  await versionsRepo.insertVersion(deps.knex, { ...version, doc: JSON.stringify(doc) });
  return version;
}

export async function listVersions(deps: Deps, caller: Caller, appId: string): Promise<AppVersionSummary[]> {
  await requireAppRole(deps, caller, appId, 'read');
  return versionsRepo.listVersions(deps.knex, appId);
}

/** A version with its document (migrated to the current schema, as the app itself would be). */
export async function getVersion(deps: Deps, caller: Caller, appId: string, id: string): Promise<AppVersion> {
  await requireAppRole(deps, caller, appId, 'read');
  const row = await versionsRepo.findVersion(deps.knex, appId, id);
  if (!row) throw notFound('Version');
  const { doc, ...summary } = row;
  return { ...summary, doc: readDoc({ doc }) };
}

export async function deleteVersion(deps: Deps, caller: Caller, appId: string, id: string): Promise<OkResponse> {
  await requireAppRole(deps, caller, appId, 'write');
  if ((await versionsRepo.deleteVersion(deps.knex, appId, id)) === 0) throw notFound('Version');
  return { status: 'ok' };
}
