// Quant-UX stores some characters of its texts as escapes (its server and editor write `%` as
// `$perc;`, as its database could not keep `%` through undo) and its text builder decodes them when
// it draws. The escapes it uses, the one list: `$perc;` → `%`. Other `$…;` sequences are text.
const ESCAPES: ReadonlyArray<readonly [escape: string, character: string]> = [['$perc;', '%']];

/** A text with the quant-ux escapes decoded. */
export function decodeTextEscapes(text: string): string {
  let decoded = text;
  for (const [escape, character] of ESCAPES) decoded = decoded.split(escape).join(character);
  return decoded;
}

/**
 * Every string in a JSON value with its escapes decoded, changed in place (quant-ux's server wrote
 * every `%` of a document as `$perc;`, not only labels): the import's and the migration's one step.
 */
export function decodeJsonTextEscapes(value: unknown): unknown {
  if (typeof value === 'string') return decodeTextEscapes(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = decodeJsonTextEscapes(value[i]);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = decodeJsonTextEscapes(record[key]);
  }
  return value;
}
