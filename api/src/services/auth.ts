// Login and logout. A login is a login_sessions row plus a token naming it; logout deletes the row.
import type { Knex } from 'knex';
import { LOGIN_COOKIE_DAYS, newId, type User } from '@protolab/shared';
import type { AuthUser } from '../http/auth';
import type { TokenService } from '../http/tokens';
import { deleteExpiredSessions, deleteSession, insertSession } from '../repos/loginRepo';
import { findUserByEmail, findUserById, recordLogin, type StoredUser } from '../repos/usersRepo';
import { assertLoginAllowed, loginFailed, loginSucceeded } from './loginThrottle';
import { verifyPassword } from './passwords';
import { publicUser } from './users';

export const LOGIN_MS = LOGIN_COOKIE_DAYS * 24 * 3600 * 1000;

/** The user of SPEC §3 with the token and its expiry (epoch ms). */
export type LoginAnswer = User & { token: string; exp: number };

/** What the existing front end reads as "not logged in" (SPEC §4, §8). */
export const LOGIN_FAILED = { errors: ['user.login.fail'] } as const;

export interface AuthDeps {
  knex: Knex;
  tokens: TokenService;
}

/** Opens a login session for a user whose identity is proven. */
export async function startLogin({ knex, tokens }: AuthDeps, user: StoredUser, now: number): Promise<LoginAnswer> {
  // The token's exp has whole seconds; the session ends at the same moment.
  const expires = Math.floor((now + LOGIN_MS) / 1000) * 1000;
  const sid = newId();
  await deleteExpiredSessions(knex, user.id, now);
  await insertSession(knex, { id: sid, userId: user.id, created: now, expires });
  await recordLogin(knex, user.id, now);
  const token = await tokens.sign({ sub: user.id, sid, role: user.role }, expires);
  const fresh = (await findUserById(knex, user.id)) ?? user;
  return { ...publicUser(fresh), token, exp: expires };
}

export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  ip: string,
  now: number,
): Promise<LoginAnswer | typeof LOGIN_FAILED> {
  const keys = { email: input.email, ip };
  await assertLoginAllowed(deps.knex, keys, now);
  const user = await findUserByEmail(deps.knex, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await loginFailed(deps.knex, keys, now);
    return LOGIN_FAILED;
  }
  await loginSucceeded(deps.knex, input.email);
  return startLogin(deps, user, now);
}

/** Ends the caller's login at once; without one there is nothing to end. */
export async function logout(knex: Knex, actor: AuthUser | null): Promise<void> {
  if (actor) await deleteSession(knex, actor.sessionId);
}
