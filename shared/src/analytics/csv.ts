// CSV text by RFC 4180, safe to open in spreadsheet apps.

export type CsvValue =
  string | number | boolean | null | undefined | Date | readonly unknown[] | Record<string, unknown>;

export interface CsvOptions {
  /** start with a UTF-8 byte order mark so spreadsheet apps read UTF-8; default true */
  bom?: boolean;
}

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;
/** Starts a formula in spreadsheet apps (=, +, −, @), or (tab, CR) is used to smuggle one in. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * One field: numbers as they are (finite; NaN and ±Infinity → empty), booleans as true/false, null
 * and undefined empty, dates as ISO 8601, arrays joined with "; ", other objects as JSON. Text that
 * a spreadsheet would run as a formula (starts with =, +, -, @, tab or CR) gets a leading ' —
 * except text that is just a number ("-12"), which cannot run anything. Then a field holding a comma,
 * quote, CR or LF is quoted, with quotes doubled.
 */
export function csvField(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (Array.isArray(value))
    text = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('; ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row, every line ending in CRLF. */
export function toCsv(
  headers: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
  options: CsvOptions = {},
): string {
  const lines: string[] = [headers.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return (options.bom === false ? '' : CSV_BOM) + lines.join(LINE_END) + LINE_END;
}
