// Recorded mouse and touch tracks: parallel arrays x[], y[], c[], t[] per record.
import type { z } from 'zod';
import { MAX_MOUSE_BATCH, mouseTrackUploadSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import * as repo from '../repos/mouseRepo';
import { allRecordRows, recordPage, type RecordKey } from '../repos/recordPages';
import { requireAppRole } from './access';
import type { Caller } from './caller';
import type { RecordKind } from './ingest';
import { requireRecordAccess, type ReadVia } from './recordAccess';
import { jsonArray, jsonPage } from './recordLists';
import { studyChanged } from './studyFigures';

type MouseUpload = z.output<typeof mouseTrackUploadSchema>;

function firstSampleTime(t: number[]): number {
  let min = t[0]!;
  for (const v of t) if (v < min) min = v;
  return min;
}

export const mouseKind: RecordKind<MouseUpload> = {
  table: 'mouse_tracks',
  label: 'mouse tracks',
  maxBatch: MAX_MOUSE_BATCH,
  schema: mouseTrackUploadSchema,
  toRow: (appId, id, m, doc) => ({
    id,
    app_id: appId,
    session: m.session,
    screen: m.screen,
    time: firstSampleTime(m.t),
    doc: JSON.stringify(doc),
  }),
};

/** Keyset paging of the tracks: the page after `after` (null: the first), at most `limit` tracks. */
export interface MousePageQuery {
  after: RecordKey | null;
  limit: number;
}

/**
 * The app's tracks as JSON text, oldest first: the whole list as a stream (read 2,000 rows at a
 * time), or with `page` one page `{ tracks, next }`.
 */
export async function listMouse(
  deps: Deps,
  caller: Caller,
  via: ReadVia,
  appId: string,
  page?: MousePageQuery,
): Promise<string | AsyncIterable<string>> {
  await requireRecordAccess(deps, caller, appId, via);
  if (!page) return jsonArray(allRecordRows(deps.knex, 'mouse_tracks', appId), appId);
  const rows = await recordPage(deps.knex, 'mouse_tracks', appId, { after: page.after, limit: page.limit + 1 });
  return jsonPage('tracks', rows, page.limit, appId);
}

/** One session's tracks, read along the (app_id, session, time, id) index. */
export async function sessionMouse(deps: Deps, caller: Caller, via: ReadVia, appId: string, session: string) {
  await requireRecordAccess(deps, caller, appId, via);
  return repo.listMouseTracks(deps.knex, appId, session);
}

/** Deletes a session's mouse tracks (its events stay). */
export async function deleteMouseSession(deps: Deps, caller: Caller, appId: string, session: string) {
  await requireAppRole(deps, caller, appId, 'write');
  const mouse = await repo.deleteMouseSession(deps.knex, appId, session);
  if (mouse) await studyChanged(deps, appId, [session]);
  return { status: 'ok' as const, deleted: { mouse } };
}
