// Rate-limit counters (rate_limits): one row per key, counting within a fixed window. Every API
// instance on one database shares them; each change is one statement, so none is lost between them.
import type { Knex } from 'knex';

export interface Counter {
  count: number;
  /** When the window ends and the counter starts again (epoch ms). */
  resetsAt: number;
}

/**
 * Counts one hit and answers the new count, in one atomic upsert: a counter whose window has passed
 * starts again at 1 with a new window. Parallel hits, from any instance, each get their own count.
 */
export async function countHit(knex: Knex, key: string, now: number, windowMs: number): Promise<Counter> {
  const [row] = await knex('rate_limits')
    .insert({ key, count: 1, resets_at: now + windowMs })
    .onConflict('key')
    .merge({
      count: knex.raw('CASE WHEN rate_limits.resets_at <= ? THEN 1 ELSE rate_limits.count + 1 END', [now]),
      resets_at: knex.raw('CASE WHEN rate_limits.resets_at <= ? THEN ? ELSE rate_limits.resets_at END', [
        now,
        now + windowMs,
      ]),
    })
    .returning(['count', 'resets_at']);
  return { count: Number(row.count), resetsAt: Number(row.resets_at) };
}

/** Takes one hit back, if the window it was counted in is still the counter's. */
export async function uncountHit(knex: Knex, key: string, resetsAt: number): Promise<void> {
  await knex('rate_limits')
    .where({ key, resets_at: resetsAt })
    .andWhere('count', '>', 0)
    .update({ count: knex.raw('count - 1') });
}

export async function deleteCounters(knex: Knex, keys: string[]): Promise<void> {
  await knex('rate_limits').whereIn('key', keys).del();
}

/** Deletes every counter whose key starts with `prefix` (which must hold no LIKE wildcards). */
export async function deleteCountersStartingWith(knex: Knex, prefix: string): Promise<void> {
  await knex('rate_limits').where('key', 'like', `${prefix}%`).del();
}

/** Counters whose window has passed count for nothing: dropped now and then. */
export async function deleteEndedCounters(knex: Knex, now: number): Promise<void> {
  await knex('rate_limits').where('resets_at', '<=', now).del();
}
