// The read-only public service of SPEC §6: example apps (is_public) without login.
import type { Deps } from '../deps';
import type { CommandStack, TestSettings } from '@protolab/shared';
import { notFound } from './refusal';
import * as appsRepo from '../repos/appsRepo';
import { findInvitation } from '../repos/invitationsRepo';
import { docText } from './appDocs';
import { readStack } from './commands';
import { readTestSettings } from './testSettings';

/** The row of a public example; any other app (or none) is a 404, so private apps stay invisible. */
export async function requirePublicApp({ knex }: Pick<Deps, 'knex'>, appId: string): Promise<appsRepo.AppRow> {
  const row = await appsRepo.findApp(knex, appId);
  if (!row || !row.isPublic) throw notFound('Example');
  return row;
}

export async function exampleApp(deps: Pick<Deps, 'knex'>, appId: string): Promise<string> {
  return docText(await requirePublicApp(deps, appId));
}

/** A hash of a public example opens it like an invitation (the document is public anyway). */
export async function exampleAppByHash(deps: Pick<Deps, 'knex'>, hash: string): Promise<string> {
  const invitation = await findInvitation(deps.knex, hash);
  if (!invitation) throw notFound('Example');
  return docText(await requirePublicApp(deps, invitation.appId));
}

export async function exampleCommands(deps: Pick<Deps, 'knex'>, appId: string): Promise<CommandStack> {
  const row = await requirePublicApp(deps, appId);
  // the example's own history: its author's
  return readStack(deps, { appId, userId: row.ownerId });
}

export async function exampleTestSettings(deps: Pick<Deps, 'knex'>, appId: string): Promise<TestSettings> {
  await requirePublicApp(deps, appId);
  return readTestSettings(deps, appId);
}
