// The users table as plain objects.
import type { Knex } from 'knex';
import { fromJson, toBool, toJson } from '../db/dialect';

export interface StoredUser {
  id: string;
  email: string;
  passwordHash: string | null;
  name: string | null;
  lastname: string | null;
  role: string;
  plan: string;
  tos: boolean;
  paidUntil: number | null;
  image: string | null;
  created: number;
  lastlogin: number | null;
  loginCount: number;
  lastNotification: number | null;
  /** Notification id → when it was added to the user's feed. */
  notifications: Record<string, number>;
  externalId: string | null;
}

export type NewUser = Pick<StoredUser, 'id' | 'email' | 'passwordHash' | 'created' | 'tos'> &
  Partial<Pick<StoredUser, 'name' | 'lastname' | 'externalId'>>;

export type UserPatch = Partial<
  Pick<
    StoredUser,
    | 'email'
    | 'passwordHash'
    | 'name'
    | 'lastname'
    | 'tos'
    | 'image'
    | 'lastNotification'
    | 'notifications'
    | 'externalId'
  >
>;

/** A row of the users table. */
interface Row {
  id: string;
  email: string;
  password_hash: string | null;
  name: string | null;
  lastname: string | null;
  role: string;
  plan: string;
  tos: boolean | number;
  paid_until: number | null;
  image: string | null;
  created: number;
  lastlogin: number | null;
  login_count: number | null;
  last_notification: number | null;
  notifications: string | null;
  external_id: string | null;
}

function fromRow(row: Row): StoredUser {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash ?? null,
    name: row.name ?? null,
    lastname: row.lastname ?? null,
    role: row.role,
    plan: row.plan,
    tos: toBool(row.tos),
    paidUntil: row.paid_until ?? null,
    image: row.image ?? null,
    created: row.created,
    lastlogin: row.lastlogin ?? null,
    loginCount: row.login_count ?? 0,
    lastNotification: row.last_notification ?? null,
    notifications: fromJson<Record<string, number>>(row.notifications) ?? {},
    externalId: row.external_id ?? null,
  };
}

const columnOf: Record<keyof UserPatch, keyof Row> = {
  email: 'email',
  passwordHash: 'password_hash',
  name: 'name',
  lastname: 'lastname',
  tos: 'tos',
  image: 'image',
  lastNotification: 'last_notification',
  notifications: 'notifications',
  externalId: 'external_id',
};

function toRow(patch: UserPatch): Partial<Record<keyof Row, unknown>> {
  const row: Partial<Record<keyof Row, unknown>> = {};
  for (const [key, value] of Object.entries(patch) as [keyof UserPatch, unknown][]) {
    if (value === undefined) continue;
    row[columnOf[key]] = key === 'notifications' ? toJson(value) : value;
  }
  return row;
}

const live = (knex: Knex) => knex('users').whereNull('retired');

export async function findUserById(knex: Knex, id: string): Promise<StoredUser | undefined> {
  const row = await live(knex).where({ id }).first();
  return row ? fromRow(row) : undefined;
}

export async function findUserByEmail(knex: Knex, email: string): Promise<StoredUser | undefined> {
  const row = await live(knex).where({ email }).first();
  return row ? fromRow(row) : undefined;
}

export async function findUserByExternalId(knex: Knex, externalId: string): Promise<StoredUser | undefined> {
  const row = await live(knex).where({ external_id: externalId }).first();
  return row ? fromRow(row) : undefined;
}

export async function insertUser(knex: Knex, user: NewUser): Promise<void> {
  await knex('users').insert({
    id: user.id,
    email: user.email,
    password_hash: user.passwordHash,
    name: user.name ?? null,
    lastname: user.lastname ?? null,
    external_id: user.externalId ?? null,
    role: 'user',
    plan: 'Free',
    tos: user.tos,
    created: user.created,
    login_count: 0,
  });
}

export async function updateUser(knex: Knex, id: string, patch: UserPatch): Promise<void> {
  const row = toRow(patch);
  if (Object.keys(row).length > 0) await knex('users').where({ id }).update(row);
}

export async function recordLogin(knex: Knex, id: string, now: number): Promise<void> {
  await knex('users')
    .where({ id })
    .update({ lastlogin: now, login_count: knex.raw('login_count + 1') });
}

/** Stores the tip memory only if nobody changed it since it was read (two tabs load the feed at once). */
export async function replaceNotifications(
  knex: Knex,
  id: string,
  before: Record<string, number>,
  after: Record<string, number>,
): Promise<boolean> {
  const previous = toJson(before);
  const unchanged =
    Object.keys(before).length === 0
      ? (q: Knex.QueryBuilder) => q.whereNull('notifications').orWhere('notifications', previous)
      : (q: Knex.QueryBuilder) => q.where('notifications', previous);
  const updated = await knex('users')
    .where({ id })
    .andWhere(unchanged)
    .update({ notifications: toJson(after) });
  return updated === 1;
}

export async function deleteUser(knex: Knex, id: string): Promise<number> {
  return knex('users').where({ id }).del();
}

/** Whether the two users work on at least one app together. */
export async function shareAnApp(knex: Knex, userId: string, otherId: string): Promise<boolean> {
  const row = await knex('team as a')
    .join('team as b', 'a.app_id', 'b.app_id')
    .where('a.user_id', userId)
    .andWhere('b.user_id', otherId)
    .first('a.app_id');
  return row !== undefined;
}
