// Slows down, then refuses, repeated login failures per email and per client address. The counters
// live in the login_failures table, so every API instance on one database sees the same ones.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../http/httpError';
import { clearFailures, countFailure, deleteStaleFailures, findFailures } from '../repos/loginRepo';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures for one email within the window before logins for it are refused. */
  perEmail: 5,
  /** Failures from one address (offices share one) within the window before it is refused. */
  perIp: 20,
  /** From this many failures on, each failed answer is held back a little longer. */
  slowFrom: 3,
  slowStepMs: 150,
  slowMaxMs: 600,
} as const;

/** A refusal that tells the client when to try again (Retry-After, seconds). */
export class RetryLaterError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests', 'Too many failed logins. Please try again later');
  }
}

export interface ThrottleKeys {
  email: string;
  ip: string;
}

// Emails are hashed: the key stays short and the table holds no addresses.
const emailKey = (email: string) => `email:${createHash('sha256').update(email).digest('hex')}`;
const ipKey = (ip: string) => `ip:${ip.slice(0, 64)}`;

/** Throws RetryLaterError while the email or the address is blocked. */
export async function assertLoginAllowed(knex: Knex, keys: ThrottleKeys, now: number): Promise<void> {
  const counters = await findFailures(knex, [emailKey(keys.email), ipKey(keys.ip)]);
  const until = Math.max(0, ...counters.map((c) => c.blockedUntil ?? 0));
  if (until > now) throw new RetryLaterError(Math.ceil((until - now) / 1000));
}

/** Counts a failure for both keys and holds the answer back once failures pile up. */
export async function loginFailed(knex: Knex, keys: ThrottleKeys, now: number): Promise<void> {
  const { windowMs, perEmail, perIp, slowFrom, slowStepMs, slowMaxMs } = LOGIN_THROTTLE;
  await deleteStaleFailures(knex, now, windowMs);
  const byEmail = await countFailure(knex, emailKey(keys.email), now, windowMs, perEmail);
  const byIp = await countFailure(knex, ipKey(keys.ip), now, windowMs, perIp);
  const count = Math.max(byEmail.count, byIp.count - (perIp - perEmail));
  if (count >= slowFrom) {
    const delay = Math.min(slowMaxMs, (count - slowFrom + 1) * slowStepMs);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** A successful login forgets the failures of its email (not those of the address). */
export async function loginSucceeded(knex: Knex, email: string): Promise<void> {
  await clearFailures(knex, emailKey(email));
}
