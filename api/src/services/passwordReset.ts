// Forgotten passwords: a one-hour, one-time key by mail. Only the key's hash is stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps';
import type { Caller } from './caller';
import { badRequest } from './refusal';
import { deleteSessionsOfUser, findResetByEmail, saveResetKey, spendResetKey } from '../repos/loginRepo';
import { findUserByEmail, updateUser, type StoredUser } from '../repos/usersRepo';
import { forgetLoginFailures } from './loginThrottle';
import { hashPassword } from './passwords';
import { addressKey, hashed, takeAttempt, withinLimit, type RateLimit } from './rateLimiter';
import { LIMITS } from './rateLimits';

export const RESET_KEY_MS = 60 * 60 * 1000;

// The key has 256 random bits: a fast hash is enough to keep a leaked table useless.
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Compared with when the email has no open reset, so that both cases do the same work. */
const NO_KEY_HASH = hashKey('no reset key');

/**
 * The account a mail about its login goes to, for a request that answers the same whether or not the
 * email has one: a request is counted per address first (429 beyond the limit); beyond the mails one
 * email may get, or without an account, there is none (undefined).
 */
export async function accountToMail(
  deps: Pick<Deps, 'knex'>,
  email: string,
  ip: string,
  now: number,
  limits: { perAddress: RateLimit; perEmail: RateLimit },
): Promise<StoredUser | undefined> {
  await takeAttempt(deps, [{ limit: limits.perAddress, subject: addressKey(ip) }], now);
  if (!(await withinLimit(deps, { limit: limits.perEmail, subject: hashed(email) }, now))) return undefined;
  return findUserByEmail(deps.knex, email);
}

/**
 * Answers the same whether or not the email has an account; only an account gets a mail. Too many
 * requests from one address are refused (429); beyond the mails one email may get, nothing is sent.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'knex' | 'mail' | 'config'>,
  caller: Caller,
  { email }: { email: string },
  now: number,
): Promise<void> {
  const limits = { perAddress: LIMITS.passwordResetPerAddress, perEmail: LIMITS.passwordResetPerEmail };
  const user = await accountToMail(deps, email, caller.address, now, limits);
  if (!user) return;
  const key = randomBytes(32).toString('base64url');
  await saveResetKey(deps.knex, user.id, hashKey(key), now + RESET_KEY_MS);
  const link = `${deps.config.publicUrl}/#/reset-password.html?email=${encodeURIComponent(user.email)}&key=${key}`;
  await deps.mail.send({
    to: user.email,
    subject: 'Reset your Protolab password',
    text: [
      'Somebody (hopefully you) asked to set a new password for your Protolab account.',
      '',
      `Set a new password here: ${link}`,
      '',
      `Or enter this key: ${key}`,
      '',
      'The key works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Sets the password when the key is right and fresh; the key is spent and every login ends. A wrong
 * key costs the same whether or not the email has an account: one lookup and one constant-time
 * comparison (the new password is hashed only for a right key).
 */
export async function setPasswordWithKey(
  deps: Pick<Deps, 'knex'>,
  input: { email: string; password: string; key: string },
  now: number,
): Promise<void> {
  const wrongKey = () => badRequest('The key is wrong or has expired. Please ask for a new one', 'key');
  const { knex } = deps;
  const reset = await findResetByEmail(knex, input.email);
  const sameKey = timingSafeEqual(
    Buffer.from(hashKey(input.key), 'hex'),
    Buffer.from(reset?.keyHash ?? NO_KEY_HASH, 'hex'),
  );
  if (!reset || !sameKey || reset.expires <= now) throw wrongKey();
  const passwordHash = await hashPassword(input.password);
  await knex.transaction(async (trx) => {
    if (!(await spendResetKey(trx, reset.userId, reset.keyHash, now))) throw wrongKey();
    await updateUser(trx, reset.userId, { passwordHash });
    await deleteSessionsOfUser(trx, reset.userId);
  });
  await forgetLoginFailures(deps, reset.email);
}
