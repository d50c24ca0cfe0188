// The links of the canvas: each line from its widget, group or screen to its target (a screen, or
// a logic widget that routes it on), as an arrow through its bend points, starting on the source's
// border (facing the first bend point, else where the link ends) and ending on the target's edge
// nearest to the last bend point (else to the source's centre), square to it where it can; which
// arrow lies under a point; and where a new bend point goes.
import type { App } from '../model/app';
import type { Line } from '../model/line';
import type { Box } from '../appDocument/box';
import { groupBoundingBox } from '../appDocument/groups';
import { isLogicWidget } from '../simulator/logic';
import type { Point } from './hitTest';

export interface LinkArrow {
  id: string;
  /** x1, y1, x2, y2, … in canvas coordinates: the start, each bend point, the end */
  points: number[];
  /** for each bend point drawn, its index in the line's stored `points` (entries holding no point are skipped) */
  bends: number[];
}

const center = (box: Box) => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 });

/** Where the ray from the box's centre towards `to` leaves the box. */
export function borderPoint(box: Box, to: { x: number; y: number }): { x: number; y: number } {
  const c = center(box);
  const dx = to.x - c.x;
  const dy = to.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const tx = dx === 0 ? Infinity : box.w / 2 / Math.abs(dx);
  const ty = dy === 0 ? Infinity : box.h / 2 / Math.abs(dy);
  const t = Math.min(tx, ty, 1);
  return { x: c.x + dx * t, y: c.y + dy * t };
}

/** How far a link's end keeps from the corners of its target (canvas px), so the arrowhead sits on one edge. */
const CORNER_KEEP = 12;

/**
 * Where a link coming from `from` ends on `box`: on the edge facing it (the side `from` lies
 * furthest beyond, or the nearest side when it lies inside), at the point of that edge nearest to
 * it, kept off the corners. A link from beside a screen so meets its edge square, at the height it
 * comes from, rather than aiming at the screen's centre.
 */
export function nearestEdgePoint(box: Box, from: { x: number; y: number }): { x: number; y: number } {
  const [left, top, right, bottom] = [box.x, box.y, box.x + box.w, box.y + box.h];
  const along = (lo: number, hi: number, at: number) => {
    const keep = Math.min(CORNER_KEEP, (hi - lo) / 2);
    return Math.max(lo + keep, Math.min(hi - keep, at));
  };
  const beyondX = Math.max(left - from.x, from.x - right);
  const beyondY = Math.max(top - from.y, from.y - bottom);
  const sideways =
    beyondX > 0 || beyondY > 0
      ? beyondX >= beyondY
      : Math.min(from.x - left, right - from.x) <= Math.min(from.y - top, bottom - from.y);
  if (sideways) return { x: from.x - left <= right - from.x ? left : right, y: along(top, bottom, from.y) };
  return { x: along(left, right, from.x), y: from.y - top <= bottom - from.y ? top : bottom };
}

/** The canvas box of a line's source: a widget, a group or a screen. */
export function sourceBox(app: App, id: string): Box | undefined {
  const widget = app.widgets[id];
  if (widget) return { x: widget.x, y: widget.y, w: widget.w, h: widget.h };
  if (app.groups?.[id]) return groupBoundingBox(app, id);
  const screen = app.screens[id];
  return screen && { x: screen.x, y: screen.y, w: screen.w, h: screen.h };
}

/** The box of a line's target: a screen, or a logic widget (LogicOr, Rest, Script). */
function targetBox(app: App, id: string): Box | undefined {
  const widget = app.widgets[id];
  if (widget && isLogicWidget(widget.type)) return { x: widget.x, y: widget.y, w: widget.w, h: widget.h };
  const screen = app.screens[id];
  return screen && { x: screen.x, y: screen.y, w: screen.w, h: screen.h };
}

/**
 * A line's bend points as drawn, with their index in the stored `points`: Quant-UX stores boxes
 * `{x, y, w, h}` whose top-left corner is the point; an entry without finite x and y is skipped.
 */
function bendPoints(line: Line): (Point & { index: number })[] {
  const bends: (Point & { index: number })[] = [];
  (line.points ?? []).forEach((entry, index) => {
    const { x, y } = (entry ?? {}) as Partial<Point>;
    if (Number.isFinite(x) && Number.isFinite(y)) bends.push({ x: x!, y: y!, index });
  });
  return bends;
}

/** A line's arrow, undefined when its source or its target is gone. */
export function linkArrow(app: App, line: Line): LinkArrow | undefined {
  const from = sourceBox(app, line.from);
  const to = targetBox(app, line.to);
  if (!from || !to) return undefined;
  const bends = bendPoints(line);
  const end = nearestEdgePoint(to, bends.at(-1) ?? center(from));
  const start = borderPoint(from, bends[0] ?? end);
  return {
    id: line.id,
    points: [start, ...bends, end].flatMap((p) => [p.x, p.y]),
    bends: bends.map((b) => b.index),
  };
}

export function linkArrows(app: App): LinkArrow[] {
  return Object.values(app.lines).flatMap((line) => linkArrow(app, line) ?? []);
}

/** The arrow nearest to a point, if one passes within `tolerance` (canvas px). */
export function lineAt(arrows: readonly LinkArrow[], point: Point, tolerance: number): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const arrow of arrows) {
    const distance = Math.min(...segmentDistances(arrow.points, point));
    if (distance <= tolerance && (!best || distance < best.distance)) best = { id: arrow.id, distance };
  }
  return best?.id;
}

/** The segment (0 = from the start to the first bend point) of a polyline nearest to a point. */
function nearestSegment(points: readonly number[], p: Point): number {
  const distances = segmentDistances(points, p);
  return distances.indexOf(Math.min(...distances));
}

/** Where in the line's stored `points` a bend point at `p` goes: in the segment nearest to it. */
export function bendInsertIndex(arrow: LinkArrow, p: Point): number {
  const segment = nearestSegment(arrow.points, p);
  return segment === 0 ? 0 : arrow.bends[segment - 1] + 1;
}

/** The middle of each segment of a polyline, where a bend point can be pulled out. */
export function segmentMiddles(points: readonly number[]): Point[] {
  const middles: Point[] = [];
  for (let i = 0; i + 3 < points.length; i += 2) {
    middles.push({ x: (points[i] + points[i + 2]) / 2, y: (points[i + 1] + points[i + 3]) / 2 });
  }
  return middles;
}

/**
 * The handle of a selected arrow under a point, within `tolerance`: a bend point (its stored index),
 * else the middle of a segment, where a new bend point is pulled out (`pull`; `index` is where it goes).
 */
export function bendHandleAt(
  arrow: LinkArrow,
  at: Point,
  tolerance: number,
): { index: number; pull?: Point } | undefined {
  const near = (p: Point) => Math.hypot(p.x - at.x, p.y - at.y) <= tolerance;
  const bend = arrow.bends.findIndex((_, i) => near({ x: arrow.points[2 * i + 2], y: arrow.points[2 * i + 3] }));
  if (bend >= 0) return { index: arrow.bends[bend] };
  const pull = segmentMiddles(arrow.points).find(near);
  return pull && { index: bendInsertIndex(arrow, pull), pull };
}

/** The point halfway along a polyline (where the analytic canvas writes a link's count). */
export function halfway(points: readonly number[]): Point {
  const segments = [];
  for (let i = 0; i + 3 < points.length; i += 2) {
    const [x1, y1, x2, y2] = points.slice(i, i + 4);
    segments.push({ x1, y1, x2, y2, length: Math.hypot(x2 - x1, y2 - y1) });
  }
  let left = segments.reduce((sum, s) => sum + s.length, 0) / 2;
  for (const { x1, y1, x2, y2, length } of segments) {
    if (left <= length && length > 0)
      return { x: x1 + ((x2 - x1) * left) / length, y: y1 + ((y2 - y1) * left) / length };
    left -= length;
  }
  return { x: points[0], y: points[1] };
}

/** The distance from a point to each segment of a polyline. */
function segmentDistances(points: readonly number[], p: Point): number[] {
  const distances: number[] = [];
  for (let i = 0; i + 3 < points.length; i += 2) {
    const [x1, y1, x2, y2] = points.slice(i, i + 4);
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - x1) * dx + (p.y - y1) * dy) / length));
    distances.push(Math.hypot(p.x - (x1 + t * dx), p.y - (y1 + t * dy)));
  }
  return distances;
}

/** The box around every screen, for "fit all". */
export function screensBox(app: App): Box | undefined {
  const screens = Object.values(app.screens);
  if (screens.length === 0) return undefined;
  const left = Math.min(...screens.map((s) => s.x));
  const top = Math.min(...screens.map((s) => s.y));
  const right = Math.max(...screens.map((s) => s.x + s.w));
  const bottom = Math.max(...screens.map((s) => s.y + s.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}
