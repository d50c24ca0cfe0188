// Password-protected test invitations: setting the password, and trading it for an invitation token.
// Hashing and the failure counters are the login's (services/passwords, repos/loginRepo).
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { HttpError, notFound, tooManyRequests } from '../http/httpError';
import { findGuardedInvitation, setTestPassword } from '../repos/invitationsRepo';
import { clearFailures, countFailure, findFailures } from '../repos/loginRepo';
import { requireAppRole } from './access';
import { issueInvitationToken } from './invitationTokens';
import { hashPassword, verifyPassword } from './passwords';

// Wrong passwords per hash and address: MAX_FAILURES within WINDOW_MS block until the window ends.
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

/** Sets (or, with null, clears) the password of the app's test invitation. */
export async function setInvitationPassword(
  ctx: Context,
  deps: Deps,
  appId: string,
  password: string | null,
): Promise<{ status: 'ok'; hasPassword: boolean }> {
  await requireAppRole(ctx, deps.knex, appId, 'write');
  const passwordHash = password === null ? null : await hashPassword(password);
  const changed = await setTestPassword(deps.knex, appId, passwordHash);
  if (changed === 0) throw notFound('Test invitation');
  return { status: 'ok', hasPassword: password !== null };
}

/**
 * Trades the test's password for the token that requireInvitation expects, for any hash of the app.
 * An invitation without a password answers a token too (the password may just have been cleared).
 */
export async function unlockInvitation(
  ctx: Context,
  deps: Deps,
  hash: string,
  password: string,
): Promise<{ token: string; expires: number }> {
  const key = `invitation:${hash}:${ctx.ip.slice(0, 64)}`;
  const [counter] = await findFailures(deps.knex, [key]);
  if (counter?.blockedUntil && counter.blockedUntil > Date.now()) {
    throw tooManyRequests('Too many wrong passwords. Please wait a few minutes and try again');
  }
  const invitation = await findGuardedInvitation(deps.knex, hash);
  if (!invitation) throw notFound('Invitation');
  // the test's password guards the app's read and write hashes too
  if (invitation.guardHash && !(await verifyPassword(invitation.guardHash, password))) {
    await countFailure(deps.knex, key, Date.now(), WINDOW_MS, MAX_FAILURES);
    throw new HttpError(401, 'wrong_password', 'The password is not right', 'password');
  }
  await clearFailures(deps.knex, key);
  return issueInvitationToken(deps.tokens, hash, invitation.guardHash ?? '', Date.now());
}
