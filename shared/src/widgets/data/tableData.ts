// Reading a Table's props: its cells and column widths.
import { textOf } from '../values';

/** `props.data` as rows of cell texts: arrays as stored, or CSV text (one row a line). */
export function tableRows(data: unknown): string[][] {
  const rows: unknown[] =
    typeof data === 'string' ? data.split('\n').map((line) => line.split(',')) : Array.isArray(data) ? data : [];
  return rows.filter(Array.isArray).map((row: unknown[]) => row.map(textOf));
}

/**
 * Column widths in percent from the relative `props.widths` (any unit), with a lead column of
 * `lead` in the same unit (the check boxes) when given; none without widths.
 */
export function columnPercents(widths: unknown, columns: number, lead?: number): number[] {
  if (!Array.isArray(widths) || widths.length === 0) return [];
  const given = Array.from({ length: columns }, (_, i) => {
    const w = Number(widths[i]);
    return Number.isFinite(w) && w > 0 ? w : 0;
  });
  const fill = given.filter((w) => w > 0);
  const average = fill.length > 0 ? fill.reduce((a, b) => a + b, 0) / fill.length : 1;
  const all = [...(lead === undefined ? [] : [lead]), ...given.map((w) => (w > 0 ? w : average))];
  const sum = all.reduce((a, b) => a + b, 0);
  return sum > 0 ? all.map((w) => (w / sum) * 100) : [];
}

export type TableLines = 'Cell' | 'HLines' | 'VLines' | 'Out' | 'None';

/** Which lines a `props.borderStyle` draws: between rows, between columns, around the table. */
export function tableLines(borderStyle: unknown): { rows: boolean; columns: boolean; outside: boolean } {
  const lines: TableLines = ['Cell', 'HLines', 'VLines', 'Out', 'None'].includes(borderStyle as string)
    ? (borderStyle as TableLines)
    : 'Cell';
  return {
    rows: lines === 'Cell' || lines === 'HLines',
    columns: lines === 'Cell' || lines === 'VLines',
    outside: lines === 'Cell' || lines === 'Out',
  };
}
