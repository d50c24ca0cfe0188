// Login sessions, login failure counters and password reset keys.
import type { Knex } from 'knex';

export interface LoginSession {
  id: string;
  userId: string;
  created: number;
  expires: number;
}

export async function insertSession(knex: Knex, session: LoginSession): Promise<void> {
  await knex('login_sessions').insert({
    id: session.id,
    user_id: session.userId,
    created: session.created,
    expires: session.expires,
  });
}

export async function deleteSession(knex: Knex, id: string): Promise<void> {
  await knex('login_sessions').where({ id }).del();
}

/** Ends every login of a user, except `keep` (the session making the change). */
export async function deleteSessionsOfUser(knex: Knex, userId: string, keep?: string): Promise<void> {
  const query = knex('login_sessions').where({ user_id: userId });
  if (keep) query.whereNot({ id: keep });
  await query.del();
}

export async function deleteExpiredSessions(knex: Knex, userId: string, now: number): Promise<void> {
  await knex('login_sessions').where({ user_id: userId }).andWhere('expires', '<=', now).del();
}

export interface FailureCounter {
  key: string;
  count: number;
  firstAt: number;
  blockedUntil: number | null;
}

export async function findFailures(knex: Knex, keys: string[]): Promise<FailureCounter[]> {
  const rows = await knex('login_failures').whereIn('key', keys);
  return rows.map((r: Record<string, any>) => ({
    key: r.key,
    count: r.count,
    firstAt: r.first_at,
    blockedUntil: r.blocked_until ?? null,
  }));
}

/**
 * Counts one failure in one atomic statement (several API instances share the table): a counter
 * whose window has passed starts again at 1; reaching `limit` blocks until the window ends.
 */
export async function countFailure(
  knex: Knex,
  key: string,
  now: number,
  windowMs: number,
  limit: number,
): Promise<FailureCounter> {
  const stale = now - windowMs;
  await knex('login_failures')
    .insert({ key, count: 1, first_at: now, blocked_until: limit <= 1 ? now + windowMs : null })
    .onConflict('key')
    .merge({
      count: knex.raw('CASE WHEN login_failures.first_at <= ? THEN 1 ELSE login_failures.count + 1 END', [stale]),
      first_at: knex.raw('CASE WHEN login_failures.first_at <= ? THEN ? ELSE login_failures.first_at END', [
        stale,
        now,
      ]),
      blocked_until: knex.raw(
        'CASE WHEN login_failures.first_at <= ? THEN NULL WHEN login_failures.count + 1 >= ? THEN login_failures.first_at + ? ELSE NULL END',
        [stale, limit, windowMs],
      ),
    });
  const [counter] = await findFailures(knex, [key]);
  return counter!;
}

export async function clearFailures(knex: Knex, key: string): Promise<void> {
  await knex('login_failures').where({ key }).del();
}

/** Old counters are dropped now and then, so the table holds only the current window. */
export async function deleteStaleFailures(knex: Knex, now: number, windowMs: number): Promise<void> {
  await knex('login_failures')
    .where('first_at', '<=', now - windowMs)
    .andWhere((q) => q.whereNull('blocked_until').orWhere('blocked_until', '<=', now))
    .del();
}

/** One open reset per user: a new request replaces the old key. */
export async function saveResetKey(knex: Knex, userId: string, keyHash: string, expires: number): Promise<void> {
  await knex('password_resets')
    .insert({ user_id: userId, key_hash: keyHash, expires })
    .onConflict('user_id')
    .merge({ key_hash: keyHash, expires });
}

/** Deletes the reset if the key matches and is fresh; true when it did (a key works once). */
export async function spendResetKey(knex: Knex, userId: string, keyHash: string, now: number): Promise<boolean> {
  const deleted = await knex('password_resets')
    .where({ user_id: userId, key_hash: keyHash })
    .andWhere('expires', '>', now)
    .del();
  return deleted === 1;
}
