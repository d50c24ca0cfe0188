// Tester uploads of recorded data (DESIGN §3): a batch is checked record by record, the good ones
// are stored with INSERT … ON CONFLICT (id) DO NOTHING, and the answer lists the ids the server holds.
// A record without an id gets one (recordIds.ts); fields the schema does not know are kept.
import type { ZodType } from 'zod';
import { toFieldIssues, type IngestError, type IngestResponse } from '@protolab/shared';
import type { Deps } from '../deps';
import { Refusal } from './refusal';
import { insertIgnoringDuplicates, type RecordTable } from '../repos/ingestRepo';
import { requireInvitation } from './access';
import { maskSecretEvents } from './secretValues';
import type { Caller } from './caller';
import { uploadedRecordId } from './recordIds';
import { rememberSessionVariants } from './abStudies';
import { studyChanged } from './studyFigures';

/** A stored row: indexed columns from the parsed record, and `doc`, the record as sent (with its id). */
export type RecordRow = { id: string; app_id: string; doc: string } & Record<string, unknown>;

/** What differs between events and mouse tracks. */
export interface RecordKind<Parsed> {
  table: RecordTable;
  /** "events", "mouse tracks": for messages. */
  label: string;
  maxBatch: number;
  schema: ZodType<Parsed>;
  /** The row to store under `id`: indexed columns from the parsed record, and `doc` as stored. */
  toRow(appId: string, id: string, parsed: Parsed, doc: Record<string, unknown>): RecordRow;
}

const idOf = (raw: unknown): string | undefined => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length <= 128 ? id : undefined;
};

/** The record as stored: as sent, with the id it is stored under when it came without one. */
export function storedDoc(raw: Record<string, unknown>, id: string): Record<string, unknown> {
  return raw.id === id ? raw : { ...raw, id };
}

async function ingestBatch<P>(
  deps: Pick<Deps, 'knex' | 'engine'>,
  kind: RecordKind<P>,
  appId: string,
  body: unknown,
): Promise<IngestResponse & { sessions: string[] }> {
  const sent: unknown[] = Array.isArray(body) ? body : [body];
  if (sent.length === 0) throw new Refusal('bad_input', 'validation', `Send one or more ${kind.label}`, '');
  if (sent.length > kind.maxBatch) {
    throw new Refusal('too_large', 'too_large', `At most ${kind.maxBatch} ${kind.label} per request`, '');
  }
  const records = kind.table === 'events' ? await maskSecretEvents(deps.knex, appId, sent) : sent;
  const errors: IngestError[] = [];
  // Valid records by id, in batch order; a repeated id is stored once (the first one wins).
  const rows = new Map<string, { index: number; row: RecordRow }>();
  records.forEach((raw, index) => {
    const result = kind.schema.safeParse(raw);
    if (!result.success) {
      const [issue] = toFieldIssues(result.error);
      const id = idOf(raw);
      errors.push({
        index,
        ...(id !== undefined && { id }),
        field: issue?.field ?? '',
        message: issue?.message ?? 'Invalid record',
      });
      return;
    }
    const record = raw as Record<string, unknown>;
    const id = uploadedRecordId(appId, record);
    if (!rows.has(id)) rows.set(id, { index, row: kind.toRow(appId, id, result.data, storedDoc(record, id)) });
  });

  const taken = await insertIgnoringDuplicates(
    deps.knex,
    deps.engine,
    kind.table,
    appId,
    [...rows.values()].map((r) => r.row),
  );
  const stored: string[] = [];
  const sessions = new Set<string>();
  for (const [id, { index, row }] of rows) {
    if (taken.has(id)) errors.push({ index, id, field: 'id', message: 'This id is taken: make a new one' });
    else {
      stored.push(id);
      sessions.add(String(row.session));
    }
  }
  errors.sort((a, b) => a.index - b.index);
  return { stored, errors, sessions: [...sessions] };
}

/** The 422 answer of a batch with bad records: the good ones are stored all the same. */
function ingestAnswer(result: IngestResponse): { status: number; body: Record<string, unknown> } {
  if (result.errors.length === 0) return { status: 200, body: { stored: result.stored, errors: [] } };
  const [first] = result.errors;
  const bad = result.errors.length;
  return {
    status: 422,
    body: {
      stored: result.stored,
      errors: result.errors,
      error: {
        code: 'validation',
        message: `${bad} record${bad === 1 ? ' was' : 's were'} not stored: ${first!.message}`,
        field: first!.field ? `${first!.index}.${first!.field}` : String(first!.index),
      },
    },
  };
}

/** POST /rest/invitation/{appId}/{hash}/{events|mouse}.json: any invitation of the app may upload. */
export async function uploadRecords<P>(
  deps: Deps,
  caller: Caller,
  kind: RecordKind<P>,
  appId: string,
  hash: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  await requireInvitation(deps, caller, hash, 'test', appId);
  const result = await ingestBatch(deps, kind, appId, body);
  if (kind.table === 'events' && result.stored.length) {
    await rememberSessionVariants(deps, appId, Array.isArray(body) ? body : [body]);
  }
  if (result.stored.length) await studyChanged(deps, appId, result.sessions);
  return ingestAnswer(result);
}
