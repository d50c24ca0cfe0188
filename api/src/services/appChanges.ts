// Change sets of a prototype's document, from every designer who has it open: ordered by the
// server (a revision per app), applied all or nothing on the current document, logged for
// co-editors catching up, and answered once per change set id (a re-sent one gets the first answer).
import {
  applyChanges,
  MAX_APP_DOC_BYTES,
  type AppChange,
  type AppChangeAnswer,
  type AppChangesSince,
  type AppChangeSet,
  type ReplacedValue,
} from '@protolab/shared';
import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { badRequest, notFound, Refusal } from './refusal';
import { findApp, findAppForUpdate, updateAppDoc, type AppRow } from '../repos/appsRepo';
import { changesSince, findChangeSet, insertChange, pruneChanges } from '../repos/appChangesRepo';
import { requireAppRole } from './access';
import type { Caller } from './caller';
import { readDoc } from './appDocs';
import type { RevisionMessage } from '../realtime/publisher';

/** A co-editor more than this many revisions behind loads the document again. */
const LOG_KEEP = 1000;
/** How long a change set's id is known, so that sending it again applies nothing. */
const LOG_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Applies a change set to the current document, all or nothing. The row is read and locked in the
 * same transaction that writes it (SELECT … FOR UPDATE on PostgreSQL; SQLite runs one writer at a
 * time), so concurrent change sets from two editors both land, one after the other, each on what
 * the other left.
 */
export async function applyAppChanges(
  deps: Deps,
  caller: Caller,
  id: string,
  input: AppChangeSet,
): Promise<AppChangeAnswer> {
  const { user } = await requireAppRole(deps, caller, id, 'write');
  const { answer, publish } = await deps.knex.transaction(async (trx) => {
    const row = await findAppForUpdate(trx, id);
    if (!row) throw notFound('App');
    if (input.id !== undefined) {
      const earlier = await findChangeSet(trx, id, input.id);
      if (earlier) return { answer: earlier.answer as unknown as AppChangeAnswer };
    }
    if (input.base !== undefined && input.base > row.revision) {
      throw badRequest(`base must be a revision the prototype has had (it is at ${row.revision})`, 'base');
    }
    const result = applyChanges(readDoc(row), input.changes);
    if (!result.ok) {
      throw result.kind === 'conflict'
        ? new Refusal('conflict', 'change_conflict', result.message, result.field)
        : new Refusal('bad_input', 'validation', result.message, result.field);
    }
    const doc = JSON.stringify(result.app);
    if (doc.length > row.doc.length && Buffer.byteLength(doc) > MAX_APP_DOC_BYTES) {
      throw new Refusal(
        'too_large',
        'too_large',
        `A prototype may hold at most ${MAX_APP_DOC_BYTES} bytes; this change would make it ${Buffer.byteLength(doc)}`,
        'changes',
      );
    }
    const now = Date.now();
    const answer: AppChangeAnswer = {
      status: 'ok',
      applied: input.changes.length,
      lastUpdate: Math.max(now, row.updated + 1),
      revision: row.revision + 1,
      replaced: result.replaced,
    };
    await storeRevision(trx, row, { name: result.app.name, doc, now, answer });
    await insertChange(trx, id, {
      revision: answer.revision,
      changeSetId: input.id ?? null,
      authorId: user.id,
      created: now,
      changes: result.applied,
      answer: { ...answer },
    });
    const publish: RevisionMessage = {
      type: 'changes',
      revision: answer.revision,
      id: input.id ?? null,
      author: user.id,
      changes: result.applied,
      replaced: result.replaced,
    };
    return { answer, publish };
  });
  // after the commit: the co-editors' sockets never hear of a revision that is not stored
  if (publish) deps.realtime.publish(id, publish);
  return answer;
}

/**
 * Stores a new revision of the document. A write of the whole document (or of its top-level
 * props) is logged without changes: a co-editor loads the document again.
 */
export async function storeRevision(
  trx: Knex.Transaction,
  row: AppRow,
  values: { name: string; doc: string; now: number; answer?: AppChangeAnswer; authorId?: string },
): Promise<number> {
  const revision = row.revision + 1;
  const updated = values.answer?.lastUpdate ?? Math.max(values.now, row.updated + 1);
  await updateAppDoc(trx, row.id, { name: values.name, doc: values.doc, updated, revision });
  if (!values.answer) {
    await insertChange(trx, row.id, {
      revision,
      changeSetId: null,
      authorId: values.authorId ?? null,
      created: values.now,
      changes: null,
      answer: { status: 'ok', revision },
    });
  }
  if (revision % 100 === 0) await pruneChanges(trx, row.id, revision, LOG_KEEP, values.now - LOG_DAYS * DAY);
  return revision;
}

const PAGE = 200;

/** What changed after revision `since`, up to PAGE revisions (`more`: ask again from the last). */
export async function listChangesSince(
  deps: Deps,
  caller: Caller,
  id: string,
  since: number,
): Promise<AppChangesSince> {
  await requireAppRole(deps, caller, id, 'read');
  const current = (await findApp(deps.knex, id))?.revision ?? 0;
  if (since > current) throw badRequest(`since must be at most the prototype's revision ${current}`, 'since');
  const entries = await changesSince(deps.knex, id, since, PAGE);
  const reaches = entries.length === 0 ? since === current : entries[0]!.revision === since + 1;
  if (!reaches || entries.some((e) => e.changes === null)) return { revision: current, reload: true };
  return {
    revision: entries.at(-1)?.revision ?? since,
    more: entries.length === PAGE,
    changes: entries.map((e) => ({
      revision: e.revision,
      id: e.changeSetId,
      author: e.authorId,
      changes: e.changes as AppChange[],
      replaced: (e.answer.replaced as ReplacedValue[] | undefined) ?? [],
    })),
  };
}
