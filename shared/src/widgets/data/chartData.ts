// Geometry and paints of the data charts, in CSS px: pure, so the player (render/) and the code
// export draw the same picture.
import type { Style } from '../../model/widget';
import { styleText } from '../../appDocument/styleCss';
import { numberOf } from '../values';

/** `props.data` as rows of numbers: stored numbers or number texts, or CSV text; anything else counts 0. */
export function chartRows(data: unknown): number[][] {
  const rows: unknown[] =
    typeof data === 'string' ? data.split('\n').map((line) => line.split(',')) : Array.isArray(data) ? data : [];
  return rows.filter(Array.isArray).map((row: unknown[]) =>
    row.map((cell) => {
      const n = typeof cell === 'number' ? cell : typeof cell === 'string' && cell.trim() !== '' ? Number(cell) : NaN;
      return Number.isFinite(n) ? n : 0;
    }),
  );
}

function largest(rows: number[][]): number {
  const max = Math.max(0, ...rows.flat());
  return max > 0 ? max : 1;
}

export interface Bar {
  x: number;
  y: number;
  w: number;
  h: number;
  /** the column of the data: its colour is `background<series>` */
  series: number;
}

/**
 * Each row is a group, side by side (or stacked downwards when `horizontal`); inside a group one
 * bar per column, with half a bar's space at either end; bars scale to the largest value.
 */
export function barLayout(rows: number[][], width: number, height: number, horizontal: boolean): Bar[] {
  const max = largest(rows);
  const across = horizontal ? height : width;
  const along = horizontal ? width : height;
  const group = across / Math.max(1, rows.length);
  return rows.flatMap((row, r) => {
    const thick = row.length === 1 ? group / 2 : group / (row.length + 1);
    const start = r * group + (row.length === 1 ? group / 4 : thick / 2);
    return row.map((value, c) => {
      const length = (Math.max(0, value) / max) * along;
      const offset = start + c * thick;
      return horizontal
        ? { x: 0, y: offset, w: length, h: thick, series: c }
        : { x: offset, y: height - length, w: thick, h: length, series: c };
    });
  });
}

/** One line per column of the data, left to right over the rows, the top at 95 % of the largest value. */
export function linePaths(rows: number[][], width: number, height: number, curved: boolean): string[] {
  const max = largest(rows);
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const step = rows.length > 1 ? width / (rows.length - 1) : 0;
  return Array.from({ length: columns }, (_, c) => {
    const points = rows.map((row, r) => ({ x: r * step, y: height - ((row[c] ?? 0) / max) * height * 0.95 }));
    return points
      .map((p, i) => {
        if (i === 0) return `M${p.x} ${p.y}`;
        if (!curved) return `L${p.x} ${p.y}`;
        const prev = points[i - 1];
        const half = (p.x - prev.x) / 2;
        return `C${prev.x + half} ${prev.y} ${p.x - half} ${p.y} ${p.x} ${p.y}`;
      })
      .join(' ');
  });
}

/** Shares of a row's total, in turns (0…1), for slices and segments. */
export function shares(row: readonly number[]): number[] {
  const values = row.map((v) => Math.max(0, v));
  const sum = values.reduce((a, b) => a + b, 0);
  return sum > 0 ? values.map((v) => v / sum) : values.map(() => 0);
}

export interface Arc {
  /** start and end in turns, clockwise from the top */
  from: number;
  to: number;
}

/** Consecutive arcs for the shares, the first starting at the top. */
export function arcsOf(parts: readonly number[]): Arc[] {
  let at = 0;
  return parts.map((part) => {
    const arc = { from: at, to: at + part };
    at += part;
    return arc;
  });
}

/** An SVG path along a circle from one turn to another (clockwise, 0 = the top); a whole turn is two halves. */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (turn: number) => {
    const a = turn * 2 * Math.PI;
    return `${cx + r * Math.sin(a)} ${cy - r * Math.cos(a)}`;
  };
  if (to - from >= 0.9999) {
    return `M${point(from)} A${r} ${r} 0 1 1 ${point(from + 0.5)} A${r} ${r} 0 1 1 ${point(from)}`;
  }
  return `M${point(from)} A${r} ${r} 0 ${to - from > 0.5 ? 1 : 0} 1 ${point(to)}`;
}

/** Series colours for a `background<i>` the style does not set. */
const SERIES = ['#3b31c4', '#8f88e8', '#d0ccf7', '#f1a35e', '#5eb4f1', '#7ccf8a', '#e77657', '#fadf5b'];

export function seriesFallback(index: number): string {
  return SERIES[index % SERIES.length]!;
}

/** A RingChart's track and progress colours when its style sets none. */
export const PROGRESS_RING = ['#e4e2f7', '#3b31c4'];

/** A chart's SVG gradient: its ends in the box (0…1) and its stops. */
export interface ChartGradient {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stops: Array<{ offset: string; color: string }>;
}

interface StoredGradient {
  direction?: unknown;
  colors: Array<{ c?: unknown; p?: unknown }>;
}

function isGradient(value: unknown): value is StoredGradient {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as StoredGradient).colors) &&
    (value as StoredGradient).colors.length > 0
  );
}

/**
 * A colour style key as an SVG paint: a colour as it is, a stored gradient as the ends and stops of
 * a linear gradient (a stored CSS angle: 0 = upwards, 90 = to the right), a missing one as `fallback`.
 */
export function chartPaint(value: unknown, fallback: string): string | ChartGradient {
  if (!isGradient(value)) return styleText(value) ?? fallback;
  const a = ((numberOf(value.direction) ?? 180) * Math.PI) / 180;
  const dx = Math.sin(a) / 2;
  const dy = -Math.cos(a) / 2;
  const last = Math.max(1, value.colors.length - 1);
  return {
    x1: 0.5 - dx,
    y1: 0.5 - dy,
    x2: 0.5 + dx,
    y2: 0.5 + dy,
    stops: value.colors.map((stop, s) => ({
      offset: `${numberOf(stop.p) ?? (s / last) * 100}%`,
      color: styleText(stop.c) ?? 'transparent',
    })),
  };
}

/** A chart's drawing area inside its border, in CSS px. */
export function chartArea(
  box: { w: number; h: number },
  style: Style,
  scale: number,
): { width: number; height: number } {
  const side = (key: string) => numberOf(style[`border${key}Width`]) ?? 0;
  return {
    width: Math.max(0, (box.w - side('Left') - side('Right')) * scale),
    height: Math.max(0, (box.h - side('Top') - side('Bottom')) * scale),
  };
}

/** A ring's width: `lineWidth` (10 unless set), at most the radius. */
export function ringThickness(style: Style, radius: number, scale: number): number {
  return Math.min(radius, (numberOf(style.lineWidth) ?? 10) * scale);
}
