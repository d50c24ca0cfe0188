import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  newId,
  rewriteImageUrls,
  TEAM_NEEDS,
  type App,
  type AppSummary,
  type appPropsInputSchema,
} from '@protolab/shared';
import { isUniqueViolation } from '../db/dialect';
import type { Deps } from '../deps';
import { conflict, Refusal, notFound } from './refusal';
import * as appsRepo from '../repos/appsRepo';
import { insertInvitationSet, listInvitations } from '../repos/invitationsRepo';
import { insertMember } from '../repos/teamRepo';
import { findTestSettings, saveTestSettings } from '../repos/testSettingsRepo';
import { requireAppRole } from './access';
import { requireUser, type Caller } from './caller';
import { appImageKey, appImagesPrefix } from '../infrastructure/imageStore';
import { insertImage, listAppImages } from '../repos/imagesRepo';
import { storeRevision } from './appChanges';
import { acceptDoc, docText, newDocFromInput, readDoc, summarize } from './appDocs';

/** The editable top-level props of POST /rest/apps/props/{id}.json (validated by the route). */
export type AppProps = z.output<typeof appPropsInputSchema>;

/** A retry of a create (same id, same owner) answers the app made the first time; anyone else gets a 409. */
function existingFor(row: appsRepo.AppRow, ownerId: string): App {
  if (row.ownerId !== ownerId) throw conflict('An app with this id exists already', 'id');
  return readDoc(row);
}

/**
 * Stores a new app with its owner's team row and its three invitations, all or nothing.
 * `more` runs in the same transaction (a copy brings its test settings along).
 */
async function storeNewApp(
  knex: Knex,
  ownerId: string,
  doc: App,
  more?: (trx: Knex.Transaction) => Promise<void>,
): Promise<App> {
  const existing = await appsRepo.findApp(knex, doc.id);
  if (existing) return existingFor(existing, ownerId);
  const now = Date.now();
  try {
    await knex.transaction(async (trx) => {
      await appsRepo.insertApp(trx, {
        id: doc.id,
        ownerId,
        name: doc.name,
        isPublic: false,
        doc: JSON.stringify(doc),
        created: now,
        updated: now,
      });
      await insertMember(trx, doc.id, ownerId, 'owner');
      await insertInvitationSet(trx, doc.id);
      await more?.(trx);
    });
  } catch (err) {
    // Two creates with one id at the same moment: the loser answers like a retry.
    if (!isUniqueViolation(err)) throw err;
    const row = await appsRepo.findApp(knex, doc.id);
    if (!row) throw err;
    return existingFor(row, ownerId);
  }
  return doc;
}

export async function createApp(deps: Deps, caller: Caller, body: unknown): Promise<App> {
  const user = requireUser(caller);
  return storeNewApp(deps.knex, user.id, newDocFromInput(body));
}

export async function listApps(deps: Deps, caller: Caller, summary: boolean): Promise<App[] | AppSummary[]> {
  const user = requireUser(caller);
  const rows = await appsRepo.listAppsOfUser(deps.knex, user.id);
  return summary ? rows.map((row) => summarize(row, row.role)) : rows.map(readDoc);
}

/** The public examples, each with the hash of its test link (public too: anyone may play an example). */
export async function listPublicApps(deps: Deps): Promise<AppSummary[]> {
  const rows = await appsRepo.listPublicApps(deps.knex);
  return Promise.all(
    rows.map(async (row) => {
      const test = (await listInvitations(deps.knex, row.id)).find((i) => i.permission === 'test');
      return { ...summarize(row), ...(test && { testHash: test.hash }) };
    }),
  );
}

async function loadRow(knex: Knex, id: string): Promise<appsRepo.AppRow> {
  const row = await appsRepo.findApp(knex, id);
  if (!row) throw notFound('App');
  return row;
}

/** The document as JSON text, and the revision it is (what a co-editor catches up from). */
export async function getApp(deps: Deps, caller: Caller, id: string): Promise<{ text: string; revision: number }> {
  await requireAppRole(deps, caller, id, 'read');
  const row = await loadRow(deps.knex, id);
  return { text: docText(row), revision: row.revision };
}

/** Saves the whole document (last writer wins); the id inside must be the one in the path. */
export async function saveApp(deps: Deps, caller: Caller, id: string, body: unknown): Promise<App> {
  const { user } = await requireAppRole(deps, caller, id, 'write');
  const sent = body as Record<string, unknown> | null;
  if (typeof sent === 'object' && sent !== null && !Array.isArray(sent) && sent.id !== id && sent._id !== id) {
    throw new Refusal('bad_input', 'validation', 'The id in the body must be the id in the path', 'id');
  }
  const doc = acceptDoc(body);
  if (doc.id !== id)
    throw new Refusal('bad_input', 'validation', 'The id in the body must be the id in the path', 'id');
  const text = JSON.stringify(doc);
  const revision = await deps.knex.transaction(async (trx) => {
    const row = await appsRepo.findAppForUpdate(trx, id);
    if (!row) throw notFound('App');
    return storeRevision(trx, row, { name: doc.name, doc: text, now: Date.now(), authorId: user.id });
  });
  deps.realtime.publish(id, { type: 'reload', revision });
  return doc;
}

/** Changes top-level props only, on the current document (read and written in one transaction). */
export async function saveAppProps(deps: Deps, caller: Caller, id: string, props: AppProps): Promise<App> {
  const { user } = await requireAppRole(deps, caller, id, 'write');
  const { doc, revision } = await deps.knex.transaction(async (trx) => {
    const row = await appsRepo.findAppForUpdate(trx, id);
    if (!row) throw notFound('App');
    const doc = acceptDoc({ ...readDoc(row), ...props });
    const stored = { name: doc.name, doc: JSON.stringify(doc), now: Date.now(), authorId: user.id };
    return { doc, revision: await storeRevision(trx, row, stored) };
  });
  deps.realtime.publish(id, { type: 'reload', revision });
  return doc;
}

/**
 * A copy for the caller (of an app they may read, or of a public example): the same document (ids inside stay) under a new app id and name, with the
 * caller as owner, fresh invitations, a copy of the test settings and of the uploaded images. No history, no recordings.
 */
export async function copyApp(
  deps: Deps,
  caller: Caller,
  id: string,
  input: { name: string; id?: string },
  now = Date.now(),
): Promise<App> {
  const row = await loadRow(deps.knex, id);
  // Anyone logged in may start from a public example; other apps need a role on them.
  const user = row.isPublic ? requireUser(caller) : (await requireAppRole(deps, caller, id, 'read')).user;
  const source = readDoc(row);
  const copyId = input.id ?? newId();
  if (copyId === id) throw conflict('The copy needs an id of its own', 'id');
  // the copy's images are its own: testers of the copy may read them, and they outlive the original
  const images = await listAppImages(deps.knex, id);
  const renamed = new Map(images.map((image) => [`${id}/${image.file}`, `${copyId}/${image.file}`]));
  const copy = acceptDoc(rewriteImageUrls({ ...source, id: copyId, name: input.name }, renamed));
  const settings = await findTestSettings(deps.knex, id);
  let made = false;
  const stored = await storeNewApp(deps.knex, user.id, copy, async (trx) => {
    if (settings) await saveTestSettings(trx, copyId, { ...settings, appID: copyId });
    for (const image of images)
      await insertImage(trx, { ...image, id: newId(), appId: copyId, userId: user.id, created: now });
    made = true;
  });
  // the bytes once the copy is ours (a retry of the same copy answers without copying again)
  if (made) for (const image of images) await copyImageBytes(deps, id, copyId, image.file);
  return stored;
}

/** One image's bytes from an app to its copy; an image the store lacks stays missing in both. */
async function copyImageBytes(deps: Pick<Deps, 'images'>, from: string, to: string, file: string): Promise<void> {
  const bytes = await deps.images.read(appImageKey(from, file));
  if (!bytes) return;
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk as Buffer);
  await deps.images.put(appImageKey(to, file), Buffer.concat(chunks));
}

export async function deleteApp(deps: Deps, caller: Caller, id: string): Promise<void> {
  await requireAppRole(deps, caller, id, TEAM_NEEDS.deleteApp);
  await appsRepo.deleteApp(deps.knex, id);
  // Rows go by cascade; the files are not in the database.
  await deps.images.deletePrefix(appImagesPrefix(id));
}
