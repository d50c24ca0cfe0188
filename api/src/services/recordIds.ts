// Ids of recorded data that came without one (the existing product's tester client sends none), and
// the ids a study import files its records under. See docs/decisions.md, "Recorded data".
import { createHash } from 'node:crypto';

/** Derived ids: 40 hex digits (160 bits of SHA-256), within the id field's 64 characters. */
const DERIVED_ID_LENGTH = 40;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, DERIVED_ID_LENGTH);

/**
 * JSON with every object's keys in code-point order, at any depth: one text for one content, however
 * the sender ordered its keys. Arrays keep their order; undefined members are left out as JSON does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

/** The id a record is known by where it comes from: its `id`, else its `_id` (the existing product's). */
export function sourceId(record: Record<string, unknown>): string | undefined {
  for (const key of ['id', '_id'] as const) {
    const id = record[key];
    if (typeof id === 'string' && id.length > 0) return id;
  }
  return undefined;
}

/**
 * The id of a record without one: a hash of the app it was sent to and all of its content (session,
 * time, type, screen, widget, …), so the same record sent again is the same record, and the same
 * content sent to another app is another one.
 */
export function contentId(appId: string, record: Record<string, unknown>): string {
  return sha256(`${appId}\n${canonicalJson(record)}`);
}

/** A tester's record: its own id (`id`, else `_id`), else one made from its content. */
export function uploadedRecordId(appId: string, record: Record<string, unknown>): string {
  return sourceId(record) ?? contentId(appId, record);
}

/**
 * The id a study import stores a record under: made from the app, the kind of record and the
 * record's own id (or content), so the same study imported into two prototypes never clashes, and
 * sending a batch again into one stores nothing twice.
 */
export function studyRecordId(appId: string, kind: string, ownId: string): string {
  return sha256(`study\n${appId}\n${kind}\n${ownId}`);
}
