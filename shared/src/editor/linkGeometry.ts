// The links of the canvas: each line from its widget, group or screen to its target (a screen, or
// a logic widget that routes it on), as an arrow between the two boxes' borders (on the line
// joining their centres); and which arrow lies under a point.
import type { App } from '../model/app';
import type { Box } from '../appDocument/box';
import { groupBoundingBox } from '../appDocument/groups';
import { isLogicWidget } from '../simulator/logic';
import type { Point } from './hitTest';

export interface LinkArrow {
  id: string;
  /** x1, y1, x2, y2 in canvas coordinates */
  points: [number, number, number, number];
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

export function linkArrows(app: App): LinkArrow[] {
  const arrows: LinkArrow[] = [];
  for (const line of Object.values(app.lines)) {
    const from = sourceBox(app, line.from);
    const to = targetBox(app, line.to);
    if (!from || !to) continue;
    const start = borderPoint(from, center(to));
    const end = borderPoint(to, center(from));
    arrows.push({ id: line.id, points: [start.x, start.y, end.x, end.y] });
  }
  return arrows;
}

/** The arrow nearest to a point, if one passes within `tolerance` (canvas px). */
export function lineAt(arrows: readonly LinkArrow[], point: Point, tolerance: number): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const arrow of arrows) {
    const distance = segmentDistance(point, arrow.points);
    if (distance <= tolerance && (!best || distance < best.distance)) best = { id: arrow.id, distance };
  }
  return best?.id;
}

function segmentDistance(p: Point, [x1, y1, x2, y2]: LinkArrow['points']): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - x1) * dx + (p.y - y1) * dy) / length));
  return Math.hypot(p.x - (x1 + t * dx), p.y - (y1 + t * dy));
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
