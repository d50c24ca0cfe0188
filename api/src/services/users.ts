// Accounts: sign-up, the user's own record, the last-seen notification time, and leaving for good.
import type { z } from 'zod';
import { newId, type signUpInputSchema, type User } from '@protolab/shared';
import { isUniqueViolation } from '../db/dialect';
import type { Deps } from '../deps';
import { requireUser, type Caller } from './caller';
import { badRequest, conflict, forbidden, Refusal } from './refusal';
import { appIdsOwnedBy, handOverImagesInOthersApps, findProfileImage } from '../repos/imagesRepo';
import { deleteSessionsOfUser } from '../repos/loginRepo';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type StoredUser,
  type UserPatch,
} from '../repos/usersRepo';
import { appImagesPrefix, profileImagesPrefix } from '../infrastructure/imageStore';
import { hashPassword, verifyPassword } from './passwords';
import { addressKey, takeAttempt } from './rateLimiter';
import { LIMITS } from './rateLimits';

/** The user as SPEC §3 lists it, as every call answers it: never the password hash. */
export function publicUser(user: StoredUser): User {
  const out: User = {
    id: user.id,
    email: user.email,
    role: user.role,
    plan: user.plan,
    tos: user.tos,
    image: user.image,
    created: user.created,
    loginCount: user.loginCount,
    notifications: user.notifications,
    lastNotification: user.lastNotification ?? 0,
  };
  if (user.name !== null) out.name = user.name;
  if (user.lastname !== null) out.lastname = user.lastname;
  if (user.lastlogin !== null) out.lastlogin = user.lastlogin;
  if (user.paidUntil !== null) out.paidUntil = user.paidUntil;
  return out;
}

export type SignUpValue = z.output<typeof signUpInputSchema>;

const emailTaken = () => conflict('An account with this email exists already', 'email');

/** Makes an account; sign-ups from one address are limited (each costs an argon2 hash). */
export async function signUp(deps: Pick<Deps, 'knex'>, caller: Caller, input: SignUpValue, now: number): Promise<User> {
  const { knex } = deps;
  await takeAttempt(deps, [{ limit: LIMITS.signUpPerAddress, subject: addressKey(caller.address) }], now);
  if (await findUserByEmail(knex, input.email)) throw emailTaken();
  const id = newId();
  try {
    await insertUser(knex, {
      id,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      name: input.name || null,
      lastname: input.lastname || null,
      tos: input.tos,
      created: now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return publicUser((await findUserById(knex, id))!);
}

/** The caller's own record; any other id is a 403, whether or not it exists. */
export async function ownUser({ knex }: Pick<Deps, 'knex'>, caller: Caller, id: string): Promise<StoredUser> {
  const actor = requireUser(caller);
  if (id !== actor.id) throw forbidden('You can only see and change your own account');
  const user = await findUserById(knex, id);
  if (!user) throw new Refusal('unauthenticated', 'unauthorized', 'Something is wrong. Please login again!');
  return user;
}

export interface UserSaveValue {
  name?: string | null;
  lastname?: string | null;
  image?: string | null;
  tos?: boolean;
  password?: string;
  oldPassword?: string;
  notifications?: Record<string, number>;
}

export async function saveOwnUser(
  deps: Pick<Deps, 'knex'>,
  caller: Caller,
  id: string,
  input: UserSaveValue,
): Promise<User> {
  const { knex } = deps;
  const user = await ownUser(deps, caller, id);
  const patch: UserPatch = {};
  if (input.name !== undefined) patch.name = input.name || null;
  if (input.lastname !== undefined) patch.lastname = input.lastname || null;
  if (input.tos !== undefined) patch.tos = input.tos;
  if (input.notifications !== undefined) patch.notifications = { ...user.notifications, ...input.notifications };
  if (input.image !== undefined) {
    // Only a picture this user uploaded (POST /rest/user/{id}/images), named by its file.
    if (input.image !== null && !(await findProfileImage(knex, user.id, input.image))) {
      throw badRequest('This is not one of your uploaded pictures', 'image');
    }
    patch.image = input.image;
  }
  if (input.password !== undefined) {
    if (!input.oldPassword || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw badRequest('The current password is wrong', 'oldPassword');
    }
    patch.passwordHash = await hashPassword(input.password);
  }
  await knex.transaction(async (trx) => {
    await updateUser(trx, user.id, patch);
    // A new password ends every other login of the account.
    if (patch.passwordHash) await deleteSessionsOfUser(trx, user.id, requireUser(caller).sessionId);
  });
  return publicUser((await findUserById(knex, user.id))!);
}

/**
 * Deletes the account: its logins, its apps (with everything in them) and its memberships go by
 * foreign-key cascade. Images it uploaded into others' apps stay there, owned by those apps' owners.
 */
export async function retire({ knex, images }: Pick<Deps, 'knex' | 'images'>, caller: Caller): Promise<void> {
  const actor = requireUser(caller);
  const ownedApps = await appIdsOwnedBy(knex, actor.id);
  await knex.transaction(async (trx) => {
    await handOverImagesInOthersApps(trx, actor.id);
    await deleteUser(trx, actor.id);
  });
  for (const appId of ownedApps) await images.deletePrefix(appImagesPrefix(appId));
  await images.deletePrefix(profileImagesPrefix(actor.id));
}

export async function lastNotification(
  deps: Pick<Deps, 'knex'>,
  caller: Caller,
): Promise<{ lastNotification: number }> {
  const user = await ownUser(deps, caller, requireUser(caller).id);
  return { lastNotification: user.lastNotification ?? 0 };
}

/** Clock skew between browser and server is tolerated up to this much. */
const FUTURE_TOLERANCE_MS = 60_000;

export async function setLastNotification(
  deps: Pick<Deps, 'knex'>,
  caller: Caller,
  value: number | undefined,
  now: number,
): Promise<{ lastNotification: number }> {
  const actor = requireUser(caller);
  const time = value ?? now;
  if (time > now + FUTURE_TOLERANCE_MS) throw badRequest('The time lies in the future', 'lastNotification');
  await ownUser(deps, caller, actor.id);
  await updateUser(deps.knex, actor.id, { lastNotification: time });
  return { lastNotification: time };
}
