// Snapping while moving: the moving selection's edges and centre line up with those of the other
// widgets on its screen and with the screen's own, when within a few pixels; failing that, its
// top-left corner goes onto the grid (when the grid is on). Answers the offset to use, the guides
// to draw and the distances to the nearest neighbour on each side (canvas coordinates).
import type { App } from '../model/app';
import type { Widget } from '../model/widget';
import { unionBox, type Box } from '../appDocument/box';
import type { Grid } from './grid';
import { screenAt } from './hitTest';

type Axis = 'x' | 'y';

export interface Guide {
  axis: Axis;
  /** where the guide lies across its axis */
  at: number;
  from: number;
  to: number;
}

/** A gap measured along `axis`, from `from` to `to`, drawn at `at` on the other axis. */
export interface Distance {
  axis: Axis;
  from: number;
  to: number;
  at: number;
}

export interface Snapped {
  dx: number;
  dy: number;
  guides: Guide[];
  distances: Distance[];
}

export interface SnapOptions {
  /** how near (canvas px) a stop must be to snap to it */
  threshold: number;
  grid?: Grid;
}

const stops = (b: Box, axis: Axis) =>
  axis === 'x' ? [b.x, b.x + b.w / 2, b.x + b.w] : [b.y, b.y + b.h / 2, b.y + b.h];

const start = (b: Box, axis: Axis) => (axis === 'x' ? b.x : b.y);
const length = (b: Box, axis: Axis) => (axis === 'x' ? b.w : b.h);
const other = (axis: Axis): Axis => (axis === 'x' ? 'y' : 'x');

/** The offset closest to (dx, dy) at which an edge or centre of the moved box meets another's, or the grid. */
export function snapMove(doc: App, ids: readonly string[], dx: number, dy: number, options: SnapOptions): Snapped {
  const unsnapped = { dx, dy, guides: [], distances: [] };
  const moving = ids.map((id) => doc.widgets[id] ?? doc.screens[id]).filter((b): b is Widget => Boolean(b));
  const box = unionBox(moving);
  if (!box) return unsnapped;
  const moved = { ...box, x: box.x + dx, y: box.y + dy };
  const screenId = doc.widgets[ids[0]]
    ? screenAt(doc, { x: moved.x + moved.w / 2, y: moved.y + moved.h / 2 })
    : undefined;
  const screen = screenId ? doc.screens[screenId] : undefined;
  if (!screen) return unsnapped;
  const chosen = new Set(ids);
  const neighbours = screen.children
    .filter((id) => !chosen.has(id))
    .flatMap((id) => (doc.widgets[id] ? [doc.widgets[id]] : []));
  const others: Box[] = [screen, ...neighbours];
  const result: Snapped = { dx, dy, guides: [], distances: [] };
  const shifts = { x: 0, y: 0 };
  for (const axis of ['x', 'y'] as const) {
    let best: { shift: number; at: number } | undefined;
    for (const mine of stops(moved, axis)) {
      for (const box of others) {
        for (const theirs of stops(box, axis)) {
          const shift = theirs - mine;
          if (Math.abs(shift) <= options.threshold && (!best || Math.abs(shift) < Math.abs(best.shift)))
            best = { shift, at: theirs };
        }
      }
    }
    if (best) {
      shifts[axis] = Math.round(best.shift);
      const at = Math.round(best.at);
      // the guide spans the moved box and every box with a stop on it
      const lined = [
        { ...moved, x: moved.x + (axis === 'x' ? shifts.x : 0), y: moved.y + (axis === 'y' ? shifts.y : 0) },
        ...others.filter((o) => stops(o, axis).some((s) => Math.round(s) === at)),
      ];
      const across = lined.flatMap((b) => [start(b, other(axis)), start(b, other(axis)) + length(b, other(axis))]);
      result.guides.push({ axis, at, from: Math.min(...across), to: Math.max(...across) });
    } else if (options.grid?.enabled) {
      const cell = axis === 'x' ? options.grid.w : options.grid.h;
      const offset = start(moved, axis) - start(screen, axis);
      shifts[axis] = Math.round(offset / cell) * cell - offset;
    }
  }
  result.dx += shifts.x;
  result.dy += shifts.y;
  const placed = { ...box, x: box.x + result.dx, y: box.y + result.dy };
  result.distances = distancesAround(placed, neighbours, screen);
  return result;
}

/**
 * The gap from `box` to the nearest neighbour on each of its four sides (a neighbour counts when
 * it lies across from the box's side), or to the screen's edge when none is there.
 */
function distancesAround(box: Box, neighbours: readonly Box[], screen: Box): Distance[] {
  const found: Distance[] = [];
  for (const axis of ['x', 'y'] as const) {
    const across = other(axis);
    const lo = start(box, across);
    const hi = lo + length(box, across);
    const facing = neighbours.filter((n) => start(n, across) < hi && start(n, across) + length(n, across) > lo);
    const boxStart = start(box, axis);
    const boxEnd = boxStart + length(box, axis);
    // the middle of the overlap with the neighbour, so the line runs between the two boxes
    const mid = (n?: Box) =>
      n
        ? Math.round((Math.max(lo, start(n, across)) + Math.min(hi, start(n, across) + length(n, across))) / 2)
        : Math.round((lo + hi) / 2);
    const before = facing
      .filter((n) => start(n, axis) + length(n, axis) <= boxStart)
      .sort((a, b) => start(b, axis) + length(b, axis) - (start(a, axis) + length(a, axis)))[0];
    const beforeEdge = before ? start(before, axis) + length(before, axis) : start(screen, axis);
    if (boxStart > beforeEdge) found.push({ axis, from: beforeEdge, to: boxStart, at: mid(before) });
    const after = facing.filter((n) => start(n, axis) >= boxEnd).sort((a, b) => start(a, axis) - start(b, axis))[0];
    const afterEdge = after ? start(after, axis) : start(screen, axis) + length(screen, axis);
    if (afterEdge > boxEnd) found.push({ axis, from: boxEnd, to: afterEdge, at: mid(after) });
  }
  return found;
}

export interface SnappedBox {
  box: Box;
  guides: Guide[];
}

/**
 * Resizing: each edge the designer is dragging (one that differs from `before`) goes to the
 * nearest edge or centre of another widget or of the screen within the threshold, or else onto
 * the grid. Edges that stay put stay put.
 */
export function snapResize(
  doc: App,
  ids: readonly string[],
  before: Box,
  after: Box,
  options: SnapOptions,
): SnappedBox {
  const screenId = screenAt(doc, { x: after.x + after.w / 2, y: after.y + after.h / 2 });
  const screen = screenId && doc.widgets[ids[0]] ? doc.screens[screenId] : undefined;
  if (!screen) return { box: after, guides: [] };
  const chosen = new Set(ids);
  const others: Box[] = [
    screen,
    ...screen.children.filter((id) => !chosen.has(id)).flatMap((id) => (doc.widgets[id] ? [doc.widgets[id]] : [])),
  ];
  const edges = { x: [after.x, after.x + after.w], y: [after.y, after.y + after.h] };
  const was = { x: [before.x, before.x + before.w], y: [before.y, before.y + before.h] };
  const guides: Guide[] = [];
  for (const axis of ['x', 'y'] as const) {
    for (const side of [0, 1]) {
      const edge = edges[axis][side];
      if (Math.abs(edge - was[axis][side]) < 0.5) continue;
      let best: number | undefined;
      for (const box of others)
        for (const stop of stops(box, axis))
          if (
            Math.abs(stop - edge) <= options.threshold &&
            (best === undefined || Math.abs(stop - edge) < Math.abs(best - edge))
          )
            best = stop;
      if (best !== undefined) {
        const at = Math.round(best);
        edges[axis][side] = at;
        const lined = others.filter((o) => stops(o, axis).some((s) => Math.round(s) === at));
        const across = [...lined, after].flatMap((b) => [
          start(b, other(axis)),
          start(b, other(axis)) + length(b, other(axis)),
        ]);
        guides.push({ axis, at, from: Math.min(...across), to: Math.max(...across) });
      } else if (options.grid?.enabled) {
        const cell = axis === 'x' ? options.grid.w : options.grid.h;
        const origin = start(screen, axis);
        edges[axis][side] = origin + Math.round((edge - origin) / cell) * cell;
      }
    }
  }
  const [left, right] = edges.x;
  const [top, bottom] = edges.y;
  // an edge snapped past the other would turn the box inside out: keep the unsnapped size then
  if (right - left < 1 || bottom - top < 1) return { box: after, guides: [] };
  return { box: { x: left, y: top, w: right - left, h: bottom - top }, guides };
}
