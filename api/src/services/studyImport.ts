// A study's recorded data added to a prototype by its designer (POST /rest/apps/{id}/study.json):
// events and mouse tracks checked as tester uploads are (unknown fields kept), session annotations,
// tag definitions and comments. One request is one batch, written in one transaction or not at all.
import type { z } from 'zod';
import type { studyBatchSchema, StudyBatchResult, StudyPart } from '@protolab/shared';
import type { Deps } from '../deps';
import { insertNewRows, sessionAnnotationIds, type StudyTable } from '../repos/studyRepo';
import { requireAppRole } from './access';
import type { Caller } from './caller';
import { studyChanged } from './studyFigures';
import { eventKind } from './events';
import { storedDoc, type RecordRow } from './ingest';
import { mouseKind } from './mouse';
import { maskSecretEvents } from './secretValues';
import { contentId, sourceId, studyRecordId } from './recordIds';

const TABLES: Record<StudyPart, StudyTable> = {
  events: 'events',
  mouse: 'mouse_tracks',
  annotations: 'annotations',
  comments: 'comments',
};

type Raw = Record<string, unknown>;

/** A checked batch; `raw` is the body as sent, whose records are stored with the fields we do not know. */
export type CheckedStudyBatch = z.output<typeof studyBatchSchema>;
export type RawStudyBatch = Partial<Record<StudyPart, Raw[]>>;

/** The record's own id, else one of its content: what its stored id is made from. */
const ownId = (appId: string, raw: Raw) => sourceId(raw) ?? contentId(appId, raw);

/** Rows by id, the first of a repeated id kept. */
function byId(rows: RecordRow[]): RecordRow[] {
  const seen = new Map<string, RecordRow>();
  for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row);
  return [...seen.values()];
}

export async function addStudy(
  deps: Deps,
  caller: Caller,
  appId: string,
  batch: CheckedStudyBatch,
  body: RawStudyBatch,
): Promise<StudyBatchResult> {
  await requireAppRole(deps, caller, appId, 'write');
  const events = await maskSecretEvents(deps.knex, appId, body.events ?? []);
  const raw = (part: StudyPart, index: number) => (part === 'events' ? events : body[part]!)[index]!;
  const now = Date.now();

  const rows: Record<StudyPart, RecordRow[]> = {
    events: batch.events.map((event, i) => {
      const id = studyRecordId(appId, 'event', ownId(appId, raw('events', i)));
      return eventKind.toRow(appId, id, event, storedDoc(raw('events', i), id));
    }),
    mouse: batch.mouse.map((track, i) => {
      const id = studyRecordId(appId, 'mouse', ownId(appId, raw('mouse', i)));
      return mouseKind.toRow(appId, id, track, storedDoc(raw('mouse', i), id));
    }),
    annotations: batch.annotations.map((annotation, i) => {
      const { id: _own, kind, created = now, lastUpdate, ...fields } = annotation;
      const { reference = null, ...doc } = fields as typeof fields & { reference?: string };
      return {
        id: studyRecordId(appId, 'annotation', ownId(appId, raw('annotations', i))),
        app_id: appId,
        kind,
        reference,
        user_id: null,
        doc: JSON.stringify(doc),
        created,
        updated: Math.max(created, lastUpdate ?? created),
      };
    }),
    comments: batch.comments.map((comment, i) => {
      const created = comment.created ?? now;
      return {
        id: studyRecordId(appId, 'comment', ownId(appId, raw('comments', i))),
        app_id: appId,
        type: comment.type ?? null,
        reference: comment.reference ?? null,
        parent_id: comment.parentId ? studyRecordId(appId, 'comment', comment.parentId) : null,
        user_id: null,
        hash: null,
        author_key_hash: null,
        doc: JSON.stringify({ message: comment.message }),
        created,
        updated: Math.max(created, comment.lastUpdate ?? created),
      };
    }),
  };

  const result = await deps.knex.transaction(async (trx) => {
    // A session has one verdict: one the app holds already (the designer's, or an earlier import's) stays.
    const sessions = rows.annotations.filter((r) => r.kind === 'session').map((r) => r.reference as string);
    const verdicts = await sessionAnnotationIds(trx, deps.engine, appId, sessions);
    rows.annotations = byId(rows.annotations).filter((r) => {
      if (r.kind !== 'session') return true;
      const session = r.reference as string;
      const held = verdicts.get(session);
      if (held !== undefined && held !== r.id) return false;
      verdicts.set(session, r.id);
      return true;
    });
    const result: StudyBatchResult = {
      stored: { events: 0, mouse: 0, annotations: 0, comments: 0 },
      added: { events: 0, mouse: 0, annotations: 0, comments: 0 },
    };
    for (const part of Object.keys(TABLES) as StudyPart[]) {
      const { added, held } = await insertNewRows(trx, deps.engine, TABLES[part], appId, byId(rows[part]));
      result.added[part] = added;
      result.stored[part] = held.size;
    }
    return result;
  });
  if (result.added.events || result.added.mouse) await studyChanged(deps, appId, 'all');
  return result;
}
