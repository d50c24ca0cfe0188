// Login sessions and password reset keys.
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

/** The open reset of the account with this email, if it has one (whether fresh or not). */
export async function findResetByEmail(
  knex: Knex,
  email: string,
): Promise<{ userId: string; email: string; keyHash: string; expires: number } | undefined> {
  const row = await knex('password_resets as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('u.email', email)
    .whereNull('u.retired')
    .first('r.user_id', 'u.email', 'r.key_hash', 'r.expires');
  return row
    ? { userId: row.user_id, email: row.email, keyHash: row.key_hash, expires: Number(row.expires) }
    : undefined;
}
