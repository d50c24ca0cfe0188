// Snapping while moving: the moving selection's edges and centre line up with those of the other
// widgets on its screen and with the screen's own, when within a few pixels. Answers the offset
// to use and the guides to draw (canvas coordinates).
import type { App } from '../model/app';
import type { Widget } from '../model/widget';
import { unionBox, type Box } from '../appDocument/box';
import { screenAt } from './hitTest';

export interface Guide {
  axis: 'x' | 'y';
  /** where the guide lies across its axis */
  at: number;
  from: number;
  to: number;
}

export interface Snapped {
  dx: number;
  dy: number;
  guides: Guide[];
}

const stops = (b: Box, axis: 'x' | 'y') =>
  axis === 'x' ? [b.x, b.x + b.w / 2, b.x + b.w] : [b.y, b.y + b.h / 2, b.y + b.h];

/** The offset closest to (dx, dy) at which an edge or centre of the moved box meets another's, within `threshold`. */
export function snapMove(doc: App, ids: readonly string[], dx: number, dy: number, threshold: number): Snapped {
  const moving = ids.map((id) => doc.widgets[id] ?? doc.screens[id]).filter((b): b is Widget => Boolean(b));
  const box = unionBox(moving);
  if (!box) return { dx, dy, guides: [] };
  const moved = { ...box, x: box.x + dx, y: box.y + dy };
  const screenId = doc.widgets[ids[0]]
    ? screenAt(doc, { x: moved.x + moved.w / 2, y: moved.y + moved.h / 2 })
    : undefined;
  const screen = screenId ? doc.screens[screenId] : undefined;
  if (!screen) return { dx, dy, guides: [] };
  const chosen = new Set(ids);
  const others: Box[] = [
    screen,
    ...screen.children.filter((id) => !chosen.has(id)).flatMap((id) => (doc.widgets[id] ? [doc.widgets[id]] : [])),
  ];
  const result: Snapped = { dx, dy, guides: [] };
  for (const axis of ['x', 'y'] as const) {
    let best: { shift: number; at: number } | undefined;
    for (const mine of stops(moved, axis)) {
      for (const other of others) {
        for (const theirs of stops(other, axis)) {
          const shift = theirs - mine;
          if (Math.abs(shift) <= threshold && (!best || Math.abs(shift) < Math.abs(best.shift)))
            best = { shift, at: theirs };
        }
      }
    }
    if (!best) continue;
    const shift = Math.round(best.shift);
    if (axis === 'x') result.dx += shift;
    else result.dy += shift;
    const at = Math.round(best.at);
    // the guide spans the moved box and every box with a stop on it
    const lined = [
      { ...moved, x: moved.x + (axis === 'x' ? shift : 0), y: moved.y + (axis === 'y' ? shift : 0) },
      ...others.filter((o) => stops(o, axis).some((s) => Math.round(s) === at)),
    ];
    const across = axis === 'x' ? lined.flatMap((b) => [b.y, b.y + b.h]) : lined.flatMap((b) => [b.x, b.x + b.w]);
    result.guides.push({ axis, at, from: Math.min(...across), to: Math.max(...across) });
  }
  return result;
}
