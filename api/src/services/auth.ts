// Login and logout. A login is a login_sessions row plus a token naming it; logout deletes the row.
import { LOGIN_COOKIE_DAYS, newId, type LoginAnswer } from '@protolab/shared';
import type { Deps } from '../deps';
import type { Caller } from './caller';
import { deleteExpiredSessions, deleteSession, insertSession } from '../repos/loginRepo';
import { findUserByEmail, findUserById, recordLogin, type StoredUser } from '../repos/usersRepo';
import { issueDeviceToken, knownDevice } from './deviceTokens';
import { startLoginAttempt } from './loginThrottle';
import { verifyPassword } from './passwords';
import { publicUser } from './users';

export const LOGIN_MS = LOGIN_COOKIE_DAYS * 24 * 3600 * 1000;

/** What the existing front end reads as "not logged in" (SPEC §4, §8): its client tells a failure by `type: "error"`. */
export const LOGIN_FAILED = { type: 'error', errors: ['user.login.fail'] } as const;

/** Opens a login session for a user whose identity is proven. */
export async function startLogin(
  { knex, tokens }: Pick<Deps, 'knex' | 'tokens'>,
  user: StoredUser,
  now: number,
): Promise<LoginAnswer> {
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

/** A login's answer, and for a success the device token the browser keeps (services/deviceTokens). */
export type LoginResult =
  | { answer: LoginAnswer; device: { token: string; expires: number } }
  | { answer: typeof LOGIN_FAILED; device?: undefined };

/**
 * Checks email and password. The attempt is counted first (services/loginThrottle): a browser with a
 * valid device token for this email only against its device, any other against email and address.
 */
export async function login(
  deps: Pick<Deps, 'knex' | 'tokens'>,
  caller: Caller,
  input: { email: string; password: string },
  now: number,
): Promise<LoginResult> {
  const deviceId = await knownDevice(deps.tokens, caller.deviceToken, input.email);
  const attempt = await startLoginAttempt(deps, input.email, { ip: caller.address, deviceId }, now);
  const user = await findUserByEmail(deps.knex, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await attempt.failed();
    return { answer: LOGIN_FAILED };
  }
  await attempt.succeeded();
  return { answer: await startLogin(deps, user, now), device: await issueDeviceToken(deps.tokens, user.email, now) };
}

/** Ends the caller's login at once; without one there is nothing to end. */
export async function logout({ knex }: Pick<Deps, 'knex'>, caller: Caller): Promise<void> {
  if (caller.user) await deleteSession(knex, caller.user.sessionId);
}
