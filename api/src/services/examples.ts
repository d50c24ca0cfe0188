// The read-only public service of SPEC §6: example apps (is_public) without login.
import type { Knex } from 'knex';
import type { CommandStack, TestSettings } from '@protolab/shared';
import { notFound } from './refusal';
import * as appsRepo from '../repos/appsRepo';
import { findInvitation } from '../repos/invitationsRepo';
import { docText } from './appDocs';
import { readStack } from './commands';
import { readTestSettings } from './testSettings';

/** The row of a public example; any other app (or none) is a 404, so private apps stay invisible. */
export async function requirePublicApp(knex: Knex, appId: string): Promise<appsRepo.AppRow> {
  const row = await appsRepo.findApp(knex, appId);
  if (!row || !row.isPublic) throw notFound('Example');
  return row;
}

export async function exampleApp(knex: Knex, appId: string): Promise<string> {
  return docText(await requirePublicApp(knex, appId));
}

/** A hash of a public example opens it like an invitation (the document is public anyway). */
export async function exampleAppByHash(knex: Knex, hash: string): Promise<string> {
  const invitation = await findInvitation(knex, hash);
  if (!invitation) throw notFound('Example');
  return docText(await requirePublicApp(knex, invitation.appId));
}

export async function exampleCommands(knex: Knex, appId: string): Promise<CommandStack> {
  const row = await requirePublicApp(knex, appId);
  // the example's own history: its author's
  return readStack(knex, { appId, userId: row.ownerId });
}

export async function exampleTestSettings(knex: Knex, appId: string): Promise<TestSettings> {
  await requirePublicApp(knex, appId);
  return readTestSettings(knex, appId);
}
