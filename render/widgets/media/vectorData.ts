// Vector drawings stored in props, turned into safe SVG data (a .ts file: not loaded as a widget
// type). Nothing is passed through as markup: path data is built from numbers, or accepted only
// when it holds path commands and numbers alone; colours only when they look like colours.
import { isRecord } from './mediaProps';

export interface VectorPath {
  d: string;
  stroke?: string;
  fill?: string;
  strokeWidth?: number;
}

const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/;
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/+-]*\)|[a-z]{3,20})$/i;
const MAX_PATH_DATA = 100_000;

export function finite(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A colour (hex, rgb(a), hsl(a) or a name such as `none` or `currentColor`), or undefined. */
export function safeColor(value: unknown): string | undefined {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : undefined;
}

/** SVG path data made of commands and numbers only, or undefined. */
export function safePathData(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_PATH_DATA && PATH_DATA.test(value) && /\d/.test(value)
    ? value.trim()
    : undefined;
}

const round = (n: number) => Math.round(n * 100) / 100;

interface Point {
  t: string;
  x: number;
  y: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}

/** The stored points of a path `{t, x, y, x1, y1, x2, y2}`, each coordinate mapped; bad points are dropped. */
function points(d: unknown, mapX: (x: number) => number, mapY: (y: number) => number): Point[] {
  if (!Array.isArray(d)) return [];
  const result: Point[] = [];
  for (const raw of d) {
    if (!isRecord(raw) || typeof raw.t !== 'string') continue;
    const t = raw.t.toUpperCase();
    if (t === 'Z') {
      result.push({ t, x: 0, y: 0 });
      continue;
    }
    const x = finite(raw.x);
    const y = finite(raw.y);
    if (x === undefined || y === undefined || !'MLCQ'.includes(t) || t.length !== 1) continue;
    const point: Point = { t, x: mapX(x), y: mapY(y) };
    if (t === 'C' || t === 'Q') {
      const x1 = finite(raw.x1);
      const y1 = finite(raw.y1);
      if (x1 === undefined || y1 === undefined) continue;
      point.x1 = mapX(x1);
      point.y1 = mapY(y1);
      if (t === 'C') {
        const x2 = finite(raw.x2);
        const y2 = finite(raw.y2);
        if (x2 === undefined || y2 === undefined) continue;
        point.x2 = mapX(x2);
        point.y2 = mapY(y2);
      }
    }
    result.push(point);
  }
  return result;
}

function pointsToData(list: Point[]): string {
  return list
    .map((p) => {
      if (p.t === 'Z') return 'Z';
      if (p.t === 'C')
        return `C${round(p.x1!)} ${round(p.y1!)} ${round(p.x2!)} ${round(p.y2!)} ${round(p.x)} ${round(p.y)}`;
      if (p.t === 'Q') return `Q${round(p.x1!)} ${round(p.y1!)} ${round(p.x)} ${round(p.y)}`;
      return `${p.t}${round(p.x)} ${round(p.y)}`;
    })
    .join(' ');
}

/** A freehand stroke of straight segments drawn smooth: curves through the segments' middles. */
function smoothData(list: Point[]): string {
  if (list.length < 3 || list.some((p, i) => (i === 0 ? p.t !== 'M' : p.t !== 'L'))) return pointsToData(list);
  const parts = [`M${round(list[0].x)} ${round(list[0].y)}`];
  for (let i = 1; i < list.length - 1; i++) {
    const mx = (list[i].x + list[i + 1].x) / 2;
    const my = (list[i].y + list[i + 1].y) / 2;
    parts.push(`Q${round(list[i].x)} ${round(list[i].y)} ${round(mx)} ${round(my)}`);
  }
  const last = list[list.length - 1];
  parts.push(`L${round(last.x)} ${round(last.y)}`);
  return parts.join(' ');
}

export interface PathReading {
  /** coordinate maps, e.g. fractions of the box → design px */
  mapX?: (x: number) => number;
  mapY?: (y: number) => number;
  /** draw point lists of straight segments as smooth curves (freehand strokes) */
  smooth?: boolean;
}

/** Path data from stored points or from a path data string; undefined when there is nothing safe to draw. */
export function pathData(d: unknown, reading: PathReading = {}): string | undefined {
  if (typeof d === 'string') return safePathData(d);
  const list = points(d, reading.mapX ?? ((x) => x), reading.mapY ?? ((y) => y));
  if (list.length === 0 || list[0].t !== 'M') return undefined;
  return reading.smooth ? smoothData(list) : pointsToData(list);
}

/** The drawable paths of a stored list (`{d, stroke, fill, strokeWidth}`; SVGBox spells `strokeWith`). */
export function vectorPaths(list: unknown, reading: PathReading = {}): VectorPath[] {
  if (!Array.isArray(list)) return [];
  const result: VectorPath[] = [];
  for (const raw of list) {
    if (!isRecord(raw)) continue;
    const d = pathData(raw.d, reading);
    if (!d) continue;
    result.push({
      d,
      stroke: safeColor(raw.stroke),
      fill: safeColor(raw.fill),
      strokeWidth: finite(raw.strokeWidth ?? raw.strokeWith),
    });
  }
  return result;
}

/** The frame a drawing was made in, `props.bbox` `{x, y, w, h}`, as a viewBox; else the box's size. */
export function viewBoxOf(bbox: unknown, w: number, h: number): string {
  if (isRecord(bbox)) {
    const bw = finite(bbox.w);
    const bh = finite(bbox.h);
    if (bw && bh && bw > 0 && bh > 0) return `${finite(bbox.x) ?? 0} ${finite(bbox.y) ?? 0} ${bw} ${bh}`;
  }
  return `0 0 ${w} ${h}`;
}
