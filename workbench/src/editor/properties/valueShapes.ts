// What kind of field edits a stored prop or style value, judged by the value's shape, and how the
// list-like shapes are written as text in a field and read back.

/**
 * - text, number, boolean: an input of that kind
 * - color: a colour (`#rrggbb`, `rgba(…)`), style values only
 * - icon: an icon name "mdi mdi-<name>"
 * - list: string[], one item a line
 * - numbers: number[], comma-separated
 * - rows: string[][] or number[][], one row a line, cells comma-separated
 */
export type ValueShape = 'text' | 'number' | 'boolean' | 'color' | 'icon' | 'list' | 'numbers' | 'rows';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;
const HEX = /^#[0-9a-f]{6}$/i;
const RGB = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i;

/** `#rgb`, `#rrggbb` (with alpha too), `rgb(…)` or `rgba(…)`. */
export function isColor(text: string): boolean {
  return COLOR.test(text.trim());
}

const isCell = (cell: unknown) => typeof cell === 'string' || (typeof cell === 'number' && Number.isFinite(cell));

function arrayShape(items: readonly unknown[]): ValueShape | null {
  if (items.every((item) => typeof item === 'string')) return 'list';
  if (items.every((item) => typeof item === 'number' && Number.isFinite(item))) return 'numbers';
  if (items.every((row) => Array.isArray(row) && row.every(isCell))) return 'rows';
  return null;
}

/**
 * The field for `value` stored under `key`; null for what no field edits (objects, null, a text of
 * several lines). An empty list takes its shape from `fallback` (the palette's value for the key).
 * `colors`: strings that look like colours are colours (style values).
 */
export function valueShape(key: string, value: unknown, fallback?: unknown, colors = false): ValueShape | null {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : null;
  if (typeof value === 'string') {
    if (key === 'icon' || /[a-z]Icon$/.test(key)) return 'icon';
    if (colors && isColor(value)) return 'color';
    return value.includes('\n') ? null : 'text';
  }
  if (!Array.isArray(value)) return null;
  if (value.length > 0) return arrayShape(value);
  return Array.isArray(fallback) && fallback.length > 0 ? arrayShape(fallback) : null;
}

/** A colour for `<input type="color">` (which takes `#rrggbb` only): rgb(a) loses its alpha. */
export function swatchColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (HEX.test(value)) return value.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const rgb = RGB.exec(value);
  if (!rgb) return undefined;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}

export function listText(value: unknown): string {
  return Array.isArray(value) ? value.join('\n') : '';
}

/** One item a line; blank lines are dropped. */
export function parseList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function numbersText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : '';
}

export function parseNumbers(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter(Number.isFinite);
}

export function rowsText(value: unknown): string {
  return Array.isArray(value) ? value.map((row) => (Array.isArray(row) ? row.join(', ') : '')).join('\n') : '';
}

/** Whether any cell of the rows is a number: then numbers typed into the cells are stored as numbers. */
export function hasNumberCell(value: unknown): boolean {
  return Array.isArray(value) && value.some((row) => Array.isArray(row) && row.some((c) => typeof c === 'number'));
}

/**
 * One row a line, cells split at commas (an empty cell stays: a tree's depth is its leading empty
 * cells); blank lines are dropped. With `numeric`, a cell that reads as a number is one.
 */
export function parseRows(text: string, numeric: boolean): (string | number)[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) =>
      line.split(',').map((cell) => {
        const trimmed = cell.trim();
        return numeric && trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
      }),
    );
}
