// Lists of recorded rows (events, mouse tracks) as JSON text: whole lists streamed a chunk of rows at
// a time, keyset pages with an opaque cursor. The stored records are spliced, never parsed, so a
// study of any size passes through in bounded memory.
import { Refusal } from './refusal';
import { recordJsonWithApp, type RecordKey, type RecordTextRow } from '../repos/recordPages';

/** The cursor of the page after `row`: base64url of [time, id]. */
export function encodeKey(row: RecordTextRow): string {
  return Buffer.from(JSON.stringify([Number(row.time), row.id])).toString('base64url');
}

/** A cursor back to its key; '' is the start. Anything else is a 400 naming `field`. */
export function decodeKey(cursor: string, field: string): RecordKey | null {
  if (cursor === '') return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      Number.isSafeInteger(key[0]) &&
      typeof key[1] === 'string' &&
      key[1].length <= 128
    )
      return { time: key[0] as number, id: key[1] };
  } catch {
    // answered below
  }
  throw new Refusal('bad_input', 'validation', `${field} is not a cursor this API handed out`, field);
}

/** A JSON array of the rows' records (each with the app's id), streamed. */
export async function* jsonArray(chunks: AsyncIterable<RecordTextRow[]>, appId: string): AsyncGenerator<string> {
  const appIdJson = JSON.stringify(appId);
  let first = true;
  yield '[';
  for await (const rows of chunks) {
    let text = '';
    for (const row of rows) {
      text += (first ? '' : ',') + recordJsonWithApp(row.doc, appIdJson);
      first = false;
    }
    yield text;
  }
  yield ']';
}

/**
 * One keyset page `{ <name>: [...], next }` from `limit + 1` rows read: `next` is the cursor of the
 * following page, null on the last one.
 */
export function jsonPage(name: string, rows: RecordTextRow[], limit: number, appId: string): string {
  const appIdJson = JSON.stringify(appId);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const next = more ? JSON.stringify(encodeKey(page[page.length - 1]!)) : 'null';
  return `{${JSON.stringify(name)}:[${page.map((row) => recordJsonWithApp(row.doc, appIdJson)).join(',')}],"next":${next}}`;
}
