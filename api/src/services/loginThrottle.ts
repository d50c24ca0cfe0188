// Login throttling. A browser known to the account (a valid device token for the email) is counted
// per device only; any other login per email and address, per email and per address (limits in
// rateLimits.ts). The attempt is counted before the password is checked, so parallel guesses, on any
// instance, get no more checks than the limit. Answers to repeated failures are held back a little.
import type { Deps } from '../deps';
import { deleteCounters, deleteCountersStartingWith } from '../repos/rateLimitsRepo';
import { addressKey, counterKey, hashed, takeAttempt, type LimitCheck } from './rateLimiter';
import { LIMITS } from './rateLimits';

export const LOGIN_SLOWDOWN = {
  /** From this many failures on, each failed answer is held back a little longer. */
  slowFrom: 3,
  slowStepMs: 150,
  slowMaxMs: 600,
} as const;

export interface LoginClient {
  ip: string;
  /** The device id of a valid device token for the email being logged in to, if the browser sent one. */
  deviceId: string | null;
}

export interface LoginAttempt {
  /** The password was wrong: the attempt stays counted, and the answer is held back once failures pile up. */
  failed(): Promise<void>;
  /** The password was right: the failures of this email here (or of this device) are forgotten. */
  succeeded(): Promise<void>;
}

const byEmailAndAddress = (email: string, ip: string): LimitCheck => ({
  limit: LIMITS.loginPerEmailAndAddress,
  subject: `${hashed(email)}:${addressKey(ip)}`,
});

/** Counts a login attempt before its password is checked; throws RetryLater when over a limit. */
export async function startLoginAttempt(
  deps: Pick<Deps, 'knex'>,
  email: string,
  client: LoginClient,
  now: number,
): Promise<LoginAttempt> {
  const checks: LimitCheck[] = client.deviceId
    ? [{ limit: LIMITS.loginPerDevice, subject: client.deviceId }]
    : [
        byEmailAndAddress(email, client.ip),
        { limit: LIMITS.loginPerEmail, subject: hashed(email) },
        { limit: LIMITS.loginPerAddress, subject: addressKey(client.ip) },
      ];
  const attempt = await takeAttempt(deps, checks, now);
  return {
    async failed() {
      const { slowFrom, slowStepMs, slowMaxMs } = LOGIN_SLOWDOWN;
      const failures = attempt.counts[0]!;
      if (failures < slowFrom) return;
      const delay = Math.min(slowMaxMs, (failures - slowFrom + 1) * slowStepMs);
      await new Promise((resolve) => setTimeout(resolve, delay));
    },
    // The first counter (email and address, or device) is forgotten; the wider ones only lose this attempt.
    succeeded: () => attempt.forget([0]),
  };
}

/** The owner proved the account is theirs (a password reset): every login counter of the email is forgotten. */
export async function forgetLoginFailures({ knex }: Pick<Deps, 'knex'>, email: string): Promise<void> {
  await deleteCounters(knex, [counterKey({ limit: LIMITS.loginPerEmail, subject: hashed(email) })]);
  await deleteCountersStartingWith(knex, `${LIMITS.loginPerEmailAndAddress.name}:${hashed(email)}:`);
}
