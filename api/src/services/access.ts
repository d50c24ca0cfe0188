import { roleAtLeast } from '@protolab/shared';
import type { Deps } from '../deps';
import { forbidden, Refusal, notFound } from './refusal';
import { appVisibility } from '../repos/appsRepo';
import { findGuardedInvitation, type InvitationPermission } from '../repos/invitationsRepo';
import { findRole, type TeamRole } from '../repos/teamRepo';
import { requireUser, type AuthUser, type Caller } from './caller';
import { invitationTokenValid } from './invitationTokens';

export type AppRole = TeamRole;
export type { InvitationPermission };

const permissionRank: Record<InvitationPermission, number> = { test: 1, read: 2, write: 3 };

/**
 * The designer-side gate: the app must exist (404), the caller must be logged in (401) and hold at
 * least `need` on it (403).
 */
export async function requireAppRole(
  deps: Pick<Deps, 'knex'>,
  caller: Caller,
  appId: string,
  need: AppRole,
): Promise<{ user: AuthUser; role: AppRole }> {
  if (!(await appVisibility(deps.knex, appId))) throw notFound('App');
  const user = requireUser(caller);
  const role = await findRole(deps.knex, appId, user.id);
  if (!role || !roleAtLeast(role, need)) throw forbidden();
  return { user, role };
}

export interface InvitationGrant {
  hash: string;
  appId: string;
  permission: InvitationPermission;
}

/**
 * The tester-side gate: a hash grants what its invitation says, for its own app only. When the
 * app's test has a password, every hash of it (test, read, write) also needs the token that
 * POST /rest/invitation/{hash}/password.json hands out under the current password.
 */
export async function requireInvitation(
  deps: Pick<Deps, 'knex' | 'tokens'>,
  caller: Caller,
  hash: string,
  need: InvitationPermission,
  appId?: string,
): Promise<InvitationGrant> {
  const row = await findGuardedInvitation(deps.knex, hash);
  if (!row || (appId !== undefined && row.appId !== appId)) throw notFound('Invitation');
  if (row.guardHash) {
    const token = caller.invitationToken;
    if (!token || !(await invitationTokenValid(deps.tokens, token, hash, row.guardHash))) {
      throw new Refusal('unauthenticated', 'password_required', 'This test needs a password', 'password');
    }
  }
  if (permissionRank[row.permission] < permissionRank[need]) throw forbidden();
  return { hash, appId: row.appId, permission: row.permission };
}
