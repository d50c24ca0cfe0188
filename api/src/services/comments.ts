// Comments on an app, on its screens, widgets or sessions, with replies. Team members comment with
// their login; testers and reviewers with the invitation hash of their link.
import type { z } from 'zod';
import {
  newId,
  type CommentDeleteAnswer,
  type commentInputSchema,
  type commentUpdateInputSchema,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { isUniqueViolation } from '../db/dialect';
import { conflict, forbidden, invalidField, notFound } from './refusal';
import * as repo from '../repos/commentsRepo';
import { requireAppRole, requireInvitation } from './access';
import type { Caller } from './caller';
import { commentKeyMatches, newCommentKey } from './commentKeys';

type CommentCreate = z.output<typeof commentInputSchema>;
type CommentEdit = z.output<typeof commentUpdateInputSchema>;

/**
 * Who writes: a logged-in team member, or a tester with an invitation hash of the app. Testers of one
 * link share its hash; the comment's own key (answered once, when it is made) tells them apart.
 */
type Author = { userId: string } | { hash: string; key: string | undefined };

export interface CommentFilter {
  type?: string;
  reference?: string;
}

export async function listComments(deps: Deps, caller: Caller, appId: string, filter: CommentFilter = {}) {
  await requireAppRole(deps, caller, appId, 'read');
  return repo.listComments(deps.knex, appId, filter);
}

export async function listCommentsByHash(deps: Deps, caller: Caller, hash: string, appId: string) {
  await requireInvitation(deps, caller, hash, 'test', appId);
  return repo.listComments(deps.knex, appId);
}

export async function createComment(deps: Deps, caller: Caller, appId: string, input: CommentCreate) {
  const { user } = await requireAppRole(deps, caller, appId, 'read');
  return insert(deps, appId, { userId: user.id }, input);
}

export async function createCommentByHash(
  deps: Deps,
  caller: Caller,
  hash: string,
  appId: string,
  input: CommentCreate,
) {
  await requireInvitation(deps, caller, hash, 'test', appId);
  const { key, keyHash } = newCommentKey();
  const comment = await insert(deps, appId, { hash, key: undefined }, input, keyHash);
  return { ...comment, authorKey: key };
}

async function insert(deps: Deps, appId: string, author: Author, input: CommentCreate, keyHash: string | null = null) {
  const id = input.id ?? newId();
  if (await repo.commentIdExists(deps.knex, id)) throw conflict('A comment with this id exists already', 'id');
  let { type = null, reference = null } = input;
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const parent = await repo.findComment(deps.knex, appId, parentId);
    if (!parent) throw invalidField('parentId', 'The comment replied to does not exist in this app');
    // A reply is about what its thread is about, unless it says otherwise.
    if (input.type === undefined) type = parent.type;
    if (input.reference === undefined) reference = parent.reference;
  }
  const now = Date.now();
  const row = {
    id,
    app_id: appId,
    type,
    reference,
    parent_id: parentId,
    user_id: 'userId' in author ? author.userId : null,
    hash: 'hash' in author ? author.hash : null,
    author_key_hash: keyHash,
    created: now,
    updated: now,
  };
  try {
    await repo.insertComment(deps.knex, { ...row, message: input.message });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('A comment with this id exists already', 'id');
    throw err;
  }
  const person = 'userId' in author ? await repo.authorOf(deps.knex, author.userId) : undefined;
  return repo.toComment({ ...row, doc: JSON.stringify({ message: input.message }) }, person);
}

const isAuthor = (row: repo.CommentRow, author: Author) =>
  'userId' in author
    ? row.user_id === author.userId
    : row.hash === author.hash && commentKeyMatches(author.key, row.author_key_hash);

async function edit(deps: Deps, appId: string, id: string, author: Author, input: CommentEdit) {
  const row = await repo.findComment(deps.knex, appId, id);
  if (!row) throw notFound('Comment');
  if (!isAuthor(row, author)) throw forbidden('Only its author can edit a comment');
  const updated = Math.max(Date.now(), row.updated);
  await repo.updateCommentMessage(deps.knex, appId, id, input.message, updated);
  const person = row.user_id !== null ? await repo.authorOf(deps.knex, row.user_id) : undefined;
  return repo.toComment({ ...row, doc: JSON.stringify({ message: input.message }), updated }, person);
}

export async function editComment(deps: Deps, caller: Caller, appId: string, id: string, input: CommentEdit) {
  const { user } = await requireAppRole(deps, caller, appId, 'read');
  return edit(deps, appId, id, { userId: user.id }, input);
}

/** `key`: the comment's own key, answered when it was made (X-Comment-Key). */
export async function editCommentByHash(
  deps: Deps,
  caller: Caller,
  hash: string,
  appId: string,
  id: string,
  input: CommentEdit,
  key: string | undefined,
) {
  await requireInvitation(deps, caller, hash, 'test', appId);
  return edit(deps, appId, id, { hash, key }, input);
}

/** The author or the app's owner deletes a comment, and with it the replies below it. */
async function remove(
  deps: Deps,
  appId: string,
  id: string,
  allowed: (row: repo.CommentRow) => boolean,
): Promise<CommentDeleteAnswer> {
  const row = await repo.findComment(deps.knex, appId, id);
  if (!row) throw notFound('Comment');
  if (!allowed(row)) throw forbidden('Only its author or the app owner can delete a comment');
  const deleted = await repo.deleteThread(deps.knex, appId, id);
  return { status: 'ok' as const, deleted };
}

export async function deleteComment(deps: Deps, caller: Caller, appId: string, id: string) {
  const { user, role } = await requireAppRole(deps, caller, appId, 'read');
  return remove(deps, appId, id, (row) => role === 'owner' || isAuthor(row, { userId: user.id }));
}

export async function deleteCommentByHash(
  deps: Deps,
  caller: Caller,
  hash: string,
  appId: string,
  id: string,
  key: string | undefined,
) {
  await requireInvitation(deps, caller, hash, 'test', appId);
  return remove(deps, appId, id, (row) => isAuthor(row, { hash, key }));
}
