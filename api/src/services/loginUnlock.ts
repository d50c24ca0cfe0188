// "Locked out? Mail me a link": a stranger's wrong passwords lock an email out of every browser the
// account does not know (services/loginThrottle). The owner asks for a mail; its link holds a
// one-time key that, with the right password, logs this browser in past the lockout and makes it a
// known one (a device token), so the protection stays for everybody else.
//
// The key is a token we sign (15 minutes, for this email only, its own audience), so nothing about
// it is stored until it is used: then a counter marks its id spent, atomically, so it logs in once.
import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps';
import { findUserByEmail } from '../repos/usersRepo';
import { LOGIN_FAILED, startLogin, type LoginResult } from './auth';
import type { Caller } from './caller';
import { issueDeviceToken } from './deviceTokens';
import { verifyPassword } from './passwords';
import { accountToMail } from './passwordReset';
import { hashed, takeAttempt } from './rateLimiter';
import { LIMITS } from './rateLimits';
import { badRequest, RetryLater } from './refusal';

export const UNLOCK_KEY_MS = 15 * 60 * 1000;
/** Unlock keys are made for this audience only: none passes as a login or device token, nor the reverse. */
const UNLOCK_AUDIENCE = 'unlock';
const subject = (email: string) => `unlock:${hashed(email)}`;

/**
 * Answers the same whether or not the email has an account; only an account with a password gets
 * a mail. Too many requests from one address are refused (429); beyond the mails one email may get,
 * nothing is sent.
 */
export async function requestLoginUnlock(
  deps: Pick<Deps, 'knex' | 'tokens' | 'mail' | 'config'>,
  caller: Caller,
  { email }: { email: string },
  now: number,
): Promise<void> {
  const limits = { perAddress: LIMITS.unlockRequestPerAddress, perEmail: LIMITS.unlockMailsPerEmail };
  const user = await accountToMail(deps, email, caller.address, now, limits);
  if (!user?.passwordHash) return;
  const keyId = randomBytes(16).toString('base64url');
  const key = await deps.tokens.sign(
    { sub: subject(user.email), sid: keyId, role: UNLOCK_AUDIENCE },
    now + UNLOCK_KEY_MS,
    UNLOCK_AUDIENCE,
  );
  const link = `${deps.config.publicUrl}/#/unlock.html?email=${encodeURIComponent(user.email)}&key=${key}`;
  await deps.mail.send({
    to: user.email,
    subject: 'Log in to Protolab from a new browser',
    text: [
      'Somebody (hopefully you) asked for a link to log in to your Protolab account: logins from',
      'browsers the account does not know are held back for a while after many wrong passwords.',
      '',
      `Log in here, with your password: ${link}`,
      '',
      'The link works once, for 15 minutes, in the browser you open it in; that browser can log in from',
      'then on. If you did not ask for it, ignore this mail. If somebody is guessing your password,',
      'choose a new one through "Forgot your password?".',
    ].join('\n'),
  });
}

const wrongKey = () => badRequest('The link is wrong, used or expired. Please ask for a new one', 'key');

/**
 * Logs in with an unlock key and the password. The key's tries are counted on their own (5 wrong
 * passwords, then 429), not against the locked email; a right password spends the key, once.
 */
export async function unlockLogin(
  deps: Pick<Deps, 'knex' | 'tokens'>,
  input: { email: string; password: string; key: string },
  now: number,
): Promise<LoginResult> {
  const verified = await deps.tokens.verify(input.key, UNLOCK_AUDIENCE);
  if (!verified.ok || verified.claims.role !== UNLOCK_AUDIENCE || verified.claims.sub !== subject(input.email)) {
    throw wrongKey();
  }
  const keyId = hashed(verified.claims.sid);
  await takeAttempt(deps, [{ limit: LIMITS.unlockLoginPerKey, subject: keyId }], now);
  const user = await findUserByEmail(deps.knex, input.email);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) return { answer: LOGIN_FAILED };
  try {
    await takeAttempt(deps, [{ limit: LIMITS.unlockKeyUses, subject: keyId }], now);
  } catch (err) {
    if (err instanceof RetryLater) throw wrongKey();
    throw err;
  }
  return { answer: await startLogin(deps, user, now), device: await issueDeviceToken(deps.tokens, user.email, now) };
}
