// Password-protected test invitations: setting the password, and trading it for an invitation token.
// Hashing is the login's (services/passwords); tries are counted by the rate limiter (services/rateLimits).
import type { InvitationToken } from '@protolab/shared';
import type { Deps } from '../deps';
import { Refusal, notFound } from './refusal';
import { findGuardedInvitation, listInvitations, setTestPassword } from '../repos/invitationsRepo';
import { requireAppRole } from './access';
import type { Caller } from './caller';
import { issueInvitationToken } from './invitationTokens';
import { hashPassword, verifyPassword } from './passwords';
import { addressKey, hashed, takeAttempt } from './rateLimiter';
import { LIMITS } from './rateLimits';

/** Sets (or, with null, clears) the password of the app's test invitation. */
export async function setInvitationPassword(
  deps: Deps,
  caller: Caller,
  appId: string,
  password: string | null,
): Promise<{ status: 'ok'; hasPassword: boolean }> {
  await requireAppRole(deps, caller, appId, 'write');
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
  deps: Deps,
  caller: Caller,
  hash: string,
  password: string,
): Promise<InvitationToken> {
  const invitation = await findGuardedInvitation(deps.knex, hash);
  if (!invitation) throw notFound('Invitation');
  // Tries per hash and address, and per test from everywhere, are counted before the password is
  // checked (429 beyond a limit, saying when to try again); a right password takes its try back.
  const attempt = await takeAttempt(
    deps,
    [
      { limit: LIMITS.invitationPassword, subject: `${hashed(hash)}:${addressKey(caller.address)}` },
      { limit: LIMITS.invitationPasswordPerApp, subject: invitation.appId },
    ],
    Date.now(),
  );
  // the test's password guards the app's read and write hashes too
  if (invitation.guardHash && !(await verifyPassword(invitation.guardHash, password))) {
    throw new Refusal('unauthenticated', 'wrong_password', 'The password is not right', 'password');
  }
  await attempt.forget([0]);
  return issueInvitationToken(deps.tokens, hash, invitation.guardHash ?? '', Date.now());
}

/**
 * The designer's own run of the test (the preview) needs no password: the app's writers get the token
 * a tester gets for the password, for the test hash. It ends as testers' tokens do, when the password
 * changes.
 */
export async function previewInvitationToken(deps: Deps, caller: Caller, appId: string): Promise<InvitationToken> {
  await requireAppRole(deps, caller, appId, 'write');
  const test = (await listInvitations(deps.knex, appId)).find((invitation) => invitation.permission === 'test');
  const guarded = test && (await findGuardedInvitation(deps.knex, test.hash));
  if (!guarded) throw notFound('Test invitation');
  return issueInvitationToken(deps.tokens, guarded.hash, guarded.guardHash ?? '', Date.now());
}
