import type { Knex } from 'knex';

export type TeamRole = 'owner' | 'write' | 'read';

export interface MemberRow {
  userId: string;
  appId: string;
  role: TeamRole;
  email: string;
  name?: string;
  lastname?: string;
  image?: string;
}

export interface PersonRow {
  id: string;
  email: string;
  name?: string;
  lastname?: string;
  image?: string;
}

/** Nulls are left out, so answers match the optional fields of the shared schemas. */
function person(r: Record<string, unknown>) {
  return {
    email: r.email as string,
    ...(r.name != null && { name: r.name as string }),
    ...(r.lastname != null && { lastname: r.lastname as string }),
    ...(r.image != null && { image: r.image as string }),
  };
}

const roleOrder = `case t.role when 'owner' then 0 when 'write' then 1 else 2 end`;

export async function listMembers(db: Knex, appId: string): Promise<MemberRow[]> {
  const rows = await db('team as t')
    .join('users as u', 'u.id', 't.user_id')
    .where('t.app_id', appId)
    .orderByRaw(`${roleOrder}, t.created, u.email`)
    .select('t.user_id', 't.app_id', 't.role', 'u.email', 'u.name', 'u.lastname', 'u.image');
  return rows.map((r: Record<string, unknown>) => ({
    userId: r.user_id as string,
    appId: r.app_id as string,
    role: r.role as TeamRole,
    ...person(r),
  }));
}

export async function findMember(db: Knex, appId: string, userId: string): Promise<MemberRow | undefined> {
  const members = await db('team as t')
    .join('users as u', 'u.id', 't.user_id')
    .where({ 't.app_id': appId, 't.user_id': userId })
    .select('t.user_id', 't.app_id', 't.role', 'u.email', 'u.name', 'u.lastname', 'u.image');
  const r = members[0] as Record<string, unknown> | undefined;
  return r
    ? { userId: r.user_id as string, appId: r.app_id as string, role: r.role as TeamRole, ...person(r) }
    : undefined;
}

/** The user's role in the app's team; undefined for a non-member. */
export async function findRole(db: Knex, appId: string, userId: string): Promise<TeamRole | undefined> {
  const row = await db('team').where({ app_id: appId, user_id: userId }).first('role');
  return row?.role as TeamRole | undefined;
}

export async function insertMember(db: Knex, appId: string, userId: string, role: TeamRole): Promise<void> {
  await db('team').insert({ app_id: appId, user_id: userId, role, created: Date.now() });
}

export async function insertMemberIfMissing(db: Knex, appId: string, userId: string, role: TeamRole): Promise<void> {
  await db('team')
    .insert({ app_id: appId, user_id: userId, role, created: Date.now() })
    .onConflict(['app_id', 'user_id'])
    .ignore();
}

export async function updateMemberRole(db: Knex, appId: string, userId: string, role: TeamRole): Promise<number> {
  return db('team').where({ app_id: appId, user_id: userId }).update({ role });
}

export async function deleteMember(db: Knex, appId: string, userId: string): Promise<number> {
  return db('team').where({ app_id: appId, user_id: userId }).delete();
}

/** A user who can be added to a team: exists and has not retired. */
export async function findActiveUserByEmail(db: Knex, email: string): Promise<PersonRow | undefined> {
  // Emails are stored trimmed and lower-cased (emailField), so equality uses the unique index.
  const r = await db('users')
    .where('email', email.trim().toLowerCase())
    .whereNull('retired')
    .first('id', 'email', 'name', 'lastname', 'image');
  return r ? { id: r.id as string, ...person(r) } : undefined;
}

/** People who share another app with `userId` and are not in the team of `appId` yet. */
export async function teamSuggestions(db: Knex, userId: string, appId: string, limit = 50): Promise<PersonRow[]> {
  const rows = await db('team as mine')
    .join('team as theirs', 'theirs.app_id', 'mine.app_id')
    .join('users as u', 'u.id', 'theirs.user_id')
    .where('mine.user_id', userId)
    .whereNot('theirs.user_id', userId)
    .whereNull('u.retired')
    .whereNotIn('theirs.user_id', db('team').where('app_id', appId).select('user_id'))
    .distinct('u.id', 'u.email', 'u.name', 'u.lastname', 'u.image')
    .orderBy('u.email')
    .limit(limit);
  return rows.map((r: Record<string, unknown>) => ({ id: r.id as string, ...person(r) }));
}
