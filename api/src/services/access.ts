import type { Context } from 'koa';
import type { Knex } from 'knex';
import { currentUser, requireUser, type AuthUser } from '../http/auth';
import { forbidden, HttpError, notFound } from '../http/httpError';
import type { TokenService } from '../http/tokens';
import { findGuardedInvitation, type InvitationPermission } from '../repos/invitationsRepo';
import { invitationTokenValid } from './invitationTokens';

export type AppRole = 'owner' | 'write' | 'read';
export type { InvitationPermission };

const roleRank: Record<AppRole, number> = { read: 1, write: 2, owner: 3 };
const permissionRank: Record<InvitationPermission, number> = { test: 1, read: 2, write: 3 };

export async function appRole(knex: Knex, userId: string, appId: string): Promise<AppRole | undefined> {
  const row = await knex('team').where({ app_id: appId, user_id: userId }).first('role');
  return row?.role as AppRole | undefined;
}

/**
 * The designer-side gate: the app must exist (404), the caller must be logged in (401) and hold at
 * least `need` on it (403).
 */
export async function requireAppRole(
  ctx: Context,
  knex: Knex,
  appId: string,
  need: AppRole,
): Promise<{ user: AuthUser; role: AppRole }> {
  const app = await knex('apps').where({ id: appId }).first('id');
  if (!app) throw notFound('App');
  const user = requireUser(ctx);
  const role = await appRole(knex, user.id, appId);
  if (!role || roleRank[role] < roleRank[need]) throw forbidden();
  return { user, role };
}

/** Like requireAppRole, but a guest or non-member gets undefined instead of an error. */
export async function optionalAppRole(ctx: Context, knex: Knex, appId: string): Promise<AppRole | undefined> {
  const user = currentUser(ctx);
  return user ? appRole(knex, user.id, appId) : undefined;
}

export interface InvitationGrant {
  hash: string;
  appId: string;
  permission: InvitationPermission;
}

/**
 * The tester-side gate: a hash grants what its invitation says, for its own app only. When the
 * app's test has a password, every hash of it (test, read, write) also needs the token that
 * POST /rest/invitation/{hash}/password.json hands out under the current password, sent as
 * `X-Invitation-Token`.
 */
export async function requireInvitation(
  ctx: Context,
  knex: Knex,
  tokens: TokenService,
  hash: string,
  need: InvitationPermission,
  appId?: string,
): Promise<InvitationGrant> {
  const row = await findGuardedInvitation(knex, hash);
  if (!row || (appId !== undefined && row.appId !== appId)) throw notFound('Invitation');
  if (row.guardHash) {
    const token = ctx.get('x-invitation-token');
    if (!token || !(await invitationTokenValid(tokens, token, hash, row.guardHash))) {
      throw new HttpError(401, 'password_required', 'This test needs a password', 'password');
    }
  }
  if (permissionRank[row.permission] < permissionRank[need]) throw forbidden();
  return { hash, appId: row.appId, permission: row.permission };
}
