import { TEAM_NEEDS, type InvitationListShape, type TestSettings } from '@protolab/shared';
import type { Deps } from '../deps';
import { notFound } from './refusal';
import * as appsRepo from '../repos/appsRepo';
import * as invitationsRepo from '../repos/invitationsRepo';
import { requireAppRole, requireInvitation, type InvitationPermission } from './access';
import { docText } from './appDocs';
import type { Caller } from './caller';
import { readTestSettings } from './testSettings';

/** An invitation as the designer sees it in the share dialog (the password itself never leaves). */
export interface InvitationView {
  hash: string;
  appId: string;
  permission: InvitationPermission;
  hasPassword: boolean;
}

const view = (row: invitationsRepo.InvitationRow): InvitationView => ({
  hash: row.hash,
  appId: row.appId,
  permission: row.permission,
  hasPassword: row.passwordHash !== null,
});

/**
 * GET /rest/invitation/{x}.json. `x` is an invitation hash (the tester's call: which app, which
 * permission) or, for a designer with write access, an app id (the app's invitations).
 */
export async function describeInvitation(
  deps: Deps,
  caller: Caller,
  hashOrAppId: string,
  shape: InvitationListShape = 'map',
): Promise<{ appId: string; permission: InvitationPermission } | InvitationView[] | Record<string, number>> {
  if (await invitationsRepo.findInvitation(deps.knex, hashOrAppId)) {
    const grant = await requireInvitation(deps, caller, hashOrAppId, 'test');
    return { appId: grant.appId, permission: grant.permission };
  }
  if (!(await appsRepo.findApp(deps.knex, hashOrAppId))) throw notFound('Invitation');
  await requireAppRole(deps, caller, hashOrAppId, 'write');
  const rows = await invitationsRepo.listInvitations(deps.knex, hashOrAppId);
  if (shape === 'list') return rows.map(view);
  return Object.fromEntries(rows.map((row) => [row.hash, LEGACY_PERMISSION_NUMBERS[row.permission]]));
}

/** The existing product's numbers for what a hash grants (its share dialog takes the hash of 1). */
const LEGACY_PERMISSION_NUMBERS: Record<InvitationPermission, number> = { test: 1, read: 2, write: 3 };

async function appOf(deps: Deps, appId: string): Promise<appsRepo.AppRow> {
  const row = await appsRepo.findApp(deps.knex, appId);
  if (!row) throw notFound('App');
  return row;
}

/** The prototype, for anyone holding a valid hash of it. */
export async function invitationApp(deps: Deps, caller: Caller, hash: string): Promise<string> {
  const grant = await requireInvitation(deps, caller, hash, 'test');
  return docText(await appOf(deps, grant.appId));
}

/** When the prototype last changed, so a player can tell whether its cached copy is current. */
export async function invitationUpdate(deps: Deps, caller: Caller, hash: string): Promise<{ lastUpdate: number }> {
  const grant = await requireInvitation(deps, caller, hash, 'test');
  return { lastUpdate: (await appOf(deps, grant.appId)).updated };
}

export async function invitationTestSettings(
  deps: Deps,
  caller: Caller,
  appId: string,
  hash: string,
): Promise<TestSettings> {
  await requireInvitation(deps, caller, hash, 'test', appId);
  return readTestSettings(deps, appId);
}

/**
 * Revokes the app's links: the three hashes are deleted and new ones made, so every link handed out
 * so far stops working. The test password (if any) moves to the new test hash.
 */
export async function renewInvitations(deps: Deps, caller: Caller, appId: string): Promise<InvitationView[]> {
  await requireAppRole(deps, caller, appId, TEAM_NEEDS.revokeLinks);
  await deps.knex.transaction(async (trx) => {
    // The app row's lock makes two revokes at once run one after the other.
    await appsRepo.findAppForUpdate(trx, appId);
    const old = await invitationsRepo.listInvitations(trx, appId);
    const testPasswordHash = old.find((i) => i.permission === 'test')?.passwordHash ?? null;
    await invitationsRepo.deleteInvitations(trx, appId);
    await invitationsRepo.insertInvitationSet(trx, appId, { testPasswordHash });
  });
  return (await invitationsRepo.listInvitations(deps.knex, appId)).map(view);
}
