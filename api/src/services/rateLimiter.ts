// The one rate limiter behind every limit: counters in the database (rate_limits), so every API
// instance sees the same ones. An attempt is counted before the work it guards is done, in one atomic
// statement per counter, and refused once a counter is over its limit: parallel requests cannot all
// slip through between a check and a count.
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { RetryLater } from './refusal';
import { countHit, deleteCounters, deleteEndedCounters, uncountHit, type Counter } from '../repos/rateLimitsRepo';

export interface RateLimit {
  /** Prefix of the counters' keys. */
  name: string;
  /** Attempts within a window; the next one is refused until the window ends. */
  max: number;
  windowMs: number;
  /** The refusal's message; `{retry}` in it says when to try again ("in 14 minutes"). */
  message?: string;
}

/** One counter to take: a limit and what it counts (an address, a hashed email, a device…). */
export interface LimitCheck {
  limit: RateLimit;
  subject: string;
}

export interface Attempt {
  /** The count of each check, this attempt included, in the order given. */
  counts: number[];
  /** Forgets the counters of the given checks entirely (by index), taking this attempt back from the others. */
  forget(indexes: number[]): Promise<void>;
}

export const counterKey = ({ limit, subject }: LimitCheck) => `${limit.name}:${subject}`;

/** Emails and other personal keys are stored as sha256: the table holds no addresses. */
export const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The client address a counter is kept for: IPv4 as it is (also when written IPv4-mapped), IPv6 by
 * its /64 network, since one machine commonly holds a whole /64.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, 64);
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * Counts the attempt on each check in turn; throws RetryLater at the first counter over its limit
 * (taking the attempt back from the counters before it, so a refused attempt costs nothing elsewhere).
 */
export async function takeAttempt({ knex }: Pick<Deps, 'knex'>, checks: LimitCheck[], now: number): Promise<Attempt> {
  await dropEndedCountersNowAndThen(knex, now);
  const counted: Array<{ key: string; counter: Counter }> = [];
  const takeBack = (items: typeof counted) =>
    Promise.all(items.map(({ key, counter }) => uncountHit(knex, key, counter.resetsAt)));
  for (const check of checks) {
    const key = counterKey(check);
    const counter = await countHit(knex, key, now, check.limit.windowMs);
    if (counter.count > check.limit.max) {
      await takeBack(counted);
      const seconds = Math.max(1, Math.ceil((counter.resetsAt - now) / 1000));
      throw new RetryLater(seconds, check.limit.message?.replace('{retry}', retryIn(seconds)));
    }
    counted.push({ key, counter });
  }
  return {
    counts: counted.map(({ counter }) => counter.count),
    forget: async (indexes) => {
      await deleteCounters(
        knex,
        counted.filter((_, i) => indexes.includes(i)).map(({ key }) => key),
      );
      await takeBack(counted.filter((_, i) => !indexes.includes(i)));
    },
  };
}

/** When to try again, for a message: "in 40 seconds", "in 1 minute", "in 14 minutes". */
export function retryIn(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts one attempt on a single counter and answers whether it was within the limit (refusing silently). */
export async function withinLimit(deps: Pick<Deps, 'knex'>, check: LimitCheck, now: number): Promise<boolean> {
  try {
    await takeAttempt(deps, [check], now);
    return true;
  } catch (err) {
    if (err instanceof RetryLater) return false;
    throw err;
  }
}

// Ended counters are deleted at most once a minute per instance and database.
const CLEANUP_EVERY_MS = 60_000;
const lastCleanup = new WeakMap<Knex, number>();

async function dropEndedCountersNowAndThen(knex: Knex, now: number): Promise<void> {
  if (now - (lastCleanup.get(knex) ?? 0) < CLEANUP_EVERY_MS) return;
  lastCleanup.set(knex, now);
  await deleteEndedCounters(knex, now);
}
