import type { Knex } from 'knex';
import { fromJson, toJson } from '../db/dialect';

export interface CommentRow {
  id: string;
  app_id: string;
  /** What the comment is about: "overview", "screen", "widget", "session"… */
  type: string | null;
  /** Id of the screen, widget or session commented on. */
  reference: string | null;
  parent_id: string | null;
  /** Author when made by a logged-in user… */
  user_id: string | null;
  /** …or the invitation hash it was made with (never answered: it is a credential). */
  hash: string | null;
  /** sha256 of the key that lets the tester who made it through a hash change it (never answered). */
  author_key_hash: string | null;
  /** { message } */
  doc: string;
  created: number;
  updated: number;
}

type ListedRow = CommentRow & {
  author_name: string | null;
  author_lastname: string | null;
  author_image: string | null;
};

/** A comment as the API answers it; the author's name comes from the user record at read time. */
export function toComment(
  row: CommentRow,
  author?: { name: string | null; lastname: string | null; image: string | null },
) {
  const doc = fromJson<{ message: string }>(row.doc)!;
  return {
    id: row.id,
    appId: row.app_id,
    ...(row.type !== null && { type: row.type }),
    ...(row.reference !== null && { reference: row.reference }),
    message: doc.message,
    ...(row.parent_id !== null && { parentId: row.parent_id }),
    ...(row.user_id !== null && {
      user: {
        id: row.user_id,
        name: author?.name ?? undefined,
        lastname: author?.lastname ?? undefined,
        image: author?.image ?? null,
      },
    }),
    ...(row.hash !== null && { fromInvitation: true }),
    created: row.created,
    lastUpdate: row.updated,
  };
}
export type StoredComment = ReturnType<typeof toComment>;

export async function listComments(
  knex: Knex,
  appId: string,
  filter: { type?: string; reference?: string } = {},
): Promise<StoredComment[]> {
  const query = knex('comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .where('c.app_id', appId)
    .select('c.*', 'u.name as author_name', 'u.lastname as author_lastname', 'u.image as author_image')
    .orderBy([{ column: 'c.created' }, { column: 'c.id' }]);
  if (filter.type !== undefined) query.andWhere('c.type', filter.type);
  if (filter.reference !== undefined) query.andWhere('c.reference', filter.reference);
  const rows: ListedRow[] = await query;
  return rows.map((r) => toComment(r, { name: r.author_name, lastname: r.author_lastname, image: r.author_image }));
}

export async function findComment(knex: Knex, appId: string, id: string): Promise<CommentRow | undefined> {
  return knex('comments').where({ app_id: appId, id }).first();
}

export async function commentIdExists(knex: Knex, id: string): Promise<boolean> {
  return (await knex('comments').where({ id }).first('id')) !== undefined;
}

export async function authorOf(knex: Knex, userId: string) {
  return knex('users').where({ id: userId }).first('name', 'lastname', 'image');
}

export async function insertComment(knex: Knex, row: Omit<CommentRow, 'doc'> & { message: string }) {
  const { message, ...columns } = row;
  await knex('comments').insert({ ...columns, doc: toJson({ message }) });
}

export async function updateCommentMessage(knex: Knex, appId: string, id: string, message: string, updated: number) {
  await knex('comments')
    .where({ app_id: appId, id })
    .update({ doc: toJson({ message }), updated });
}

/** Deletes a comment and every reply below it; answers how many went. */
export async function deleteThread(knex: Knex, appId: string, id: string): Promise<number> {
  return knex.transaction(async (trx) => {
    const links: Array<{ id: string; parent_id: string | null }> = await trx('comments')
      .where({ app_id: appId })
      .whereNotNull('parent_id')
      .select('id', 'parent_id');
    const doomed = new Set([id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const l of links) {
        if (l.parent_id !== null && doomed.has(l.parent_id) && !doomed.has(l.id)) {
          doomed.add(l.id);
          grew = true;
        }
      }
    }
    const deleted: number = await trx('comments')
      .where({ app_id: appId })
      .whereIn('id', [...doomed])
      .delete();
    return deleted;
  });
}
