// Recorded mouse and touch tracks: parallel arrays x[], y[], c[], t[] per record.
import type { Context } from 'koa';
import type { z } from 'zod';
import { MAX_MOUSE_BATCH, mouseTrackUploadSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import * as repo from '../repos/mouseRepo';
import { requireAppRole, requireInvitation } from './access';
import { ingestAnswer, ingestBatch, type RecordKind } from './ingest';
import { requireRecordAccess, type ReadVia } from './recordAccess';

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

/** POST /rest/invitation/{appId}/{hash}/mouse.json: any invitation of the app may upload. */
export async function uploadMouse(deps: Deps, ctx: Context, appId: string, hash: string, body: unknown) {
  await requireInvitation(ctx, deps.knex, deps.tokens, hash, 'test', appId);
  return ingestAnswer(await ingestBatch(deps, mouseKind, appId, body));
}

export async function listMouse(deps: Deps, ctx: Context, via: ReadVia, appId: string, session?: string) {
  await requireRecordAccess(ctx, deps.knex, appId, via);
  return repo.listMouseTracks(deps.knex, appId, session);
}

/** Deletes a session's mouse tracks (its events stay). */
export async function deleteMouseSession(deps: Deps, ctx: Context, appId: string, session: string) {
  await requireAppRole(ctx, deps.knex, appId, 'write');
  const mouse = await repo.deleteMouseSession(deps.knex, appId, session);
  return { status: 'ok' as const, deleted: { mouse } };
}
