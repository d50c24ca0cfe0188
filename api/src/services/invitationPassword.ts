// Password-protected test invitations: setting the password, and trading it for an invitation token.
import argon2 from 'argon2';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { HttpError, notFound, tooManyRequests } from '../http/httpError';
import { findInvitation, setTestPassword } from '../repos/invitationsRepo';
import { requireAppRole } from './access';

/** How long an invitation token (X-Invitation-Token) is valid. */
export const INVITATION_TOKEN_MS = 12 * 3600 * 1000;

// Wrong passwords per hash and address: after MAX_FAILURES within WINDOW_MS, BLOCK_MS of 429s.
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const BLOCK_MS = 15 * 60 * 1000;

/** OWASP's minimum argon2id setting (19 MiB, 2 passes): a test password guards a study, not an account. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Sets (or, with null, clears) the password of the app's test invitation. */
export async function setInvitationPassword(
  ctx: Context,
  deps: Deps,
  appId: string,
  password: string | null,
): Promise<{ status: 'ok'; hasPassword: boolean }> {
  await requireAppRole(ctx, deps.knex, appId, 'write');
  const passwordHash = password === null ? null : await argon2.hash(password, HASH_OPTIONS);
  const changed = await setTestPassword(deps.knex, appId, passwordHash);
  if (changed === 0) throw notFound('Test invitation');
  return { status: 'ok', hasPassword: password !== null };
}

/**
 * Trades the invitation password for the token that requireInvitation expects. An invitation
 * without a password answers a token too (the password may just have been cleared).
 */
export async function unlockInvitation(
  ctx: Context,
  deps: Deps,
  hash: string,
  password: string,
): Promise<{ token: string; expires: number }> {
  const key = `invitation:${hash}:${ctx.ip}`;
  await checkThrottle(deps.knex, key);
  const invitation = await findInvitation(deps.knex, hash);
  if (!invitation) throw notFound('Invitation');
  if (invitation.passwordHash && !(await argon2.verify(invitation.passwordHash, password))) {
    await recordFailure(deps.knex, key);
    throw new HttpError(401, 'wrong_password', 'The password is not right', 'password');
  }
  await deps.knex('login_failures').where({ key }).delete();
  const expires = Date.now() + INVITATION_TOKEN_MS;
  const token = await deps.tokens.sign({ sub: `invitation:${hash}`, sid: hash, role: 'tester' }, expires);
  return { token, expires };
}

async function checkThrottle(knex: Knex, key: string): Promise<void> {
  const row = await knex('login_failures').where({ key }).first('blocked_until');
  if (row?.blocked_until != null && Number(row.blocked_until) > Date.now()) {
    throw tooManyRequests('Too many wrong passwords. Please wait a few minutes and try again');
  }
}

/** Counts a failure; the row is locked while it is counted, so parallel guesses all count. */
async function recordFailure(knex: Knex, key: string): Promise<void> {
  const now = Date.now();
  await knex.transaction(async (trx) => {
    await trx('login_failures').insert({ key, count: 0, first_at: now }).onConflict('key').ignore();
    const row = await trx('login_failures').where({ key }).forUpdate().first('count', 'first_at');
    const fresh = Number(row.first_at) < now - WINDOW_MS;
    const count = fresh ? 1 : Number(row.count) + 1;
    await trx('login_failures')
      .where({ key })
      .update({
        count,
        first_at: fresh ? now : Number(row.first_at),
        blocked_until: count >= MAX_FAILURES ? now + BLOCK_MS : null,
      });
  });
}
