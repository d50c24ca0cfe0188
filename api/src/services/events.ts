// Recorded events: the tester's upload, and the designer's reads, corrections and deletes.
import type { z } from 'zod';
import { eventUploadSchema, MAX_EVENT_BATCH } from '@protolab/shared';
import type { Deps } from '../deps';
import { invalidField, notFound } from './refusal';
import * as repo from '../repos/eventsRepo';
import { allRecordRows, recordPage, type RecordKey } from '../repos/recordPages';
import { requireAppRole } from './access';
import type { Caller } from './caller';
import type { RecordKind } from './ingest';
import { requireRecordAccess, type ReadVia } from './recordAccess';
import { maskSecretEvents } from './secretValues';
import { studyChanged } from './studyFigures';
import { jsonArray, jsonPage } from './recordLists';

type EventUpload = z.output<typeof eventUploadSchema>;

export const eventKind: RecordKind<EventUpload> = {
  table: 'events',
  label: 'events',
  maxBatch: MAX_EVENT_BATCH,
  schema: eventUploadSchema,
  toRow: (appId, id, e, doc) => ({
    id,
    app_id: appId,
    session: e.session,
    screen: e.screen,
    widget: e.widget,
    type: e.type,
    time: e.time,
    doc: JSON.stringify(doc),
  }),
};

export interface EventListQuery {
  excludeTypes: string[];
  /** Paged answer `{ events, next }` instead of the plain list. */
  batch: boolean;
  /** Keyset paging: the page starts after this key (null: at the start); `next` is then a cursor. */
  after?: RecordKey | null;
  /** Offset paging (when `after` is not given): `next` is the offset of the following page. */
  offset: number;
  limit: number;
}

/**
 * The app's events as JSON text, oldest first: the whole list as a stream (read 2,000 rows at a
 * time), or one page. Records pass through as stored, with the app's id.
 */
export async function listEvents(
  deps: Deps,
  caller: Caller,
  via: ReadVia,
  appId: string,
  query: EventListQuery,
): Promise<string | AsyncIterable<string>> {
  await requireRecordAccess(deps, caller, appId, via);
  const { excludeTypes, limit } = query;
  if (query.after !== undefined) {
    // One row more than asked tells whether another page follows.
    const rows = await recordPage(deps.knex, 'events', appId, { after: query.after, limit: limit + 1, excludeTypes });
    return jsonPage('events', rows, limit, appId);
  }
  if (!query.batch) return jsonArray(allRecordRows(deps.knex, 'events', appId, { excludeTypes }), appId);
  const rows = await repo.listEvents(deps.knex, appId, { excludeTypes, offset: query.offset, limit: limit + 1 });
  const more = rows.length > limit;
  return JSON.stringify({ events: more ? rows.slice(0, limit) : rows, next: more ? query.offset + limit : null });
}

export async function countEvents(deps: Deps, caller: Caller, appId: string) {
  await requireAppRole(deps, caller, appId, 'read');
  return repo.countEvents(deps.knex, appId);
}

/** One session's events, read along the (app_id, session, time, id) index: never the rest of the study. */
export async function sessionEvents(deps: Deps, caller: Caller, via: ReadVia, appId: string, session: string) {
  await requireRecordAccess(deps, caller, appId, via);
  return repo.listEvents(deps.knex, appId, { session });
}

/** Deletes a session: its events and its mouse tracks. Deleting what is not there is not an error. */
export async function deleteSession(deps: Deps, caller: Caller, appId: string, session: string) {
  await requireAppRole(deps, caller, appId, 'write');
  const deleted = await repo.deleteSessionRecords(deps.knex, appId, session);
  if (deleted.events || deleted.mouse) await studyChanged(deps, appId, [session]);
  return { status: 'ok' as const, deleted };
}

/** Fields that say which recording an event belongs to: a correction may repeat them, never change them. */
const FIXED_FIELDS = ['id', 'session', 'user', 'time', '_id', 'appID'] as const;

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * POST /rest/events/{appId}/{eventId}.json: corrects a stored event (a wrong screen or widget, the
 * test's label on SessionStart…). `body` has passed the contract's eventEditInputSchema; its raw fields replace the stored ones.
 */
export async function editEvent(
  deps: Deps,
  caller: Caller,
  appId: string,
  eventId: string,
  body: Record<string, unknown>,
) {
  await requireAppRole(deps, caller, appId, 'write');
  const stored = await repo.findEventDoc(deps.knex, appId, eventId);
  if (!stored) throw notFound('Event');
  for (const field of FIXED_FIELDS) {
    if (field in body && !sameJson(body[field], stored[field]))
      throw invalidField(field, `${field} of a recorded event cannot be changed`);
  }
  const doc = { ...stored, ...body };
  // The whole record is checked as an upload is: what the recording holds beyond the correction stays.
  const checked = eventUploadSchema.safeParse(doc);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw invalidField(issue?.path.join('.') ?? '', issue?.message ?? 'Invalid event');
  }
  const e = checked.data;
  // a correction that moves typed text onto a Password (or types it there) is kept masked, as uploads are
  const [kept] = await maskSecretEvents(deps.knex, appId, [doc]);
  await repo.updateEvent(deps.knex, appId, eventId, { screen: e.screen, widget: e.widget, type: e.type }, kept!);
  await studyChanged(deps, appId, [String(stored.session)]);
  return { ...kept!, appId };
}
