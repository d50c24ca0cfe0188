import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export type InvitationPermission = 'test' | 'read' | 'write';
export const INVITATION_KINDS: readonly InvitationPermission[] = ['test', 'read', 'write'];

export interface InvitationRow {
  hash: string;
  appId: string;
  permission: InvitationPermission;
  passwordHash: string | null;
  created: number;
}

/**
 * 64 url-safe characters from 48 random bytes: unguessable, and still fits a QR code. The existing
 * product's tester page takes a hash shorter than 60 characters for a password-protected test, so
 * new links are this long; older 32-character links keep working.
 */
export function newInvitationHash(): string {
  return randomBytes(48).toString('base64url');
}

function toRow(r: Record<string, unknown>): InvitationRow {
  return {
    hash: r.hash as string,
    appId: r.app_id as string,
    permission: r.permission as InvitationPermission,
    passwordHash: (r.password_hash as string | null) ?? null,
    created: Number(r.created),
  };
}

export async function findInvitation(db: Knex, hash: string): Promise<InvitationRow | undefined> {
  const r = await db('invitations').where({ hash }).first();
  return r ? toRow(r) : undefined;
}

/**
 * An invitation with the password that guards its app's tests: the test invitation's, which also
 * guards the read and write hashes (they open the same prototype).
 */
export async function findGuardedInvitation(
  db: Knex,
  hash: string,
): Promise<(InvitationRow & { guardHash: string | null }) | undefined> {
  const r = await db('invitations as i')
    .where('i.hash', hash)
    .first(
      'i.*',
      db.raw(
        "coalesce(i.password_hash, (select max(t.password_hash) from invitations t where t.app_id = i.app_id and t.permission = 'test')) as guard_hash",
      ),
    );
  return r ? { ...toRow(r), guardHash: (r.guard_hash as string | null) ?? null } : undefined;
}

export async function listInvitations(db: Knex, appId: string): Promise<InvitationRow[]> {
  const rows = await db('invitations').where({ app_id: appId }).select();
  const order = (p: string) => INVITATION_KINDS.indexOf(p as InvitationPermission);
  return rows.map(toRow).sort((a, b) => order(a.permission) - order(b.permission));
}

/** One hash per permission; the test invitation may carry a password hash. */
export async function insertInvitationSet(
  db: Knex,
  appId: string,
  options: { testPasswordHash?: string | null; hashes?: Partial<Record<InvitationPermission, string>> } = {},
): Promise<void> {
  const created = Date.now();
  await db('invitations')
    .insert(
      INVITATION_KINDS.map((permission) => ({
        hash: options.hashes?.[permission] ?? newInvitationHash(),
        app_id: appId,
        permission,
        password_hash: permission === 'test' ? (options.testPasswordHash ?? null) : null,
        created,
      })),
    )
    .onConflict('hash')
    .ignore();
}

export async function deleteInvitations(db: Knex, appId: string): Promise<void> {
  await db('invitations').where({ app_id: appId }).delete();
}

export async function setTestPassword(db: Knex, appId: string, passwordHash: string | null): Promise<number> {
  return db('invitations').where({ app_id: appId, permission: 'test' }).update({ password_hash: passwordHash });
}
