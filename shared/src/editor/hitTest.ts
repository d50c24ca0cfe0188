// What lies under a point of the canvas, and in a rubber band: the editor's picking, on the
// document's boxes (widget and screen positions are canvas-wide).
import type { App } from '../model/app';
import type { Widget } from '../model/widget';
import { boxContains, type Box } from '../appDocument/box';
import { resolveScreenWidgets } from '../appDocument/inheritance';
import { hasFlag } from '../model/widgetFlags';
import { isLogicWidget } from '../simulator/logic';

export interface Point {
  x: number;
  y: number;
}

const inside = (p: Point, b: Box) => boxContains(b, p);
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

/** The screen under a point (the last drawn when screens overlap). */
export function screenAt(doc: App, point: Point): string | undefined {
  let found: string | undefined;
  for (const screen of Object.values(doc.screens)) if (inside(point, screen)) found = screen.id;
  return found;
}

/**
 * The topmost widget under a point, and the screen it is on. Logic widgets (LogicOr…) lie on the
 * canvas between screens and have no screen.
 */
export function pick(doc: App, point: Point): { screen?: string; widget?: string } {
  for (const widget of Object.values(doc.widgets)) {
    if (isLogicWidget(widget.type) && inside(point, widget)) return { widget: widget.id };
  }
  const screen = screenAt(doc, point);
  if (!screen) return {};
  const widgets = doc.screens[screen].children
    .map((id) => doc.widgets[id])
    .filter((w): w is Widget => Boolean(w) && inside(point, w))
    .sort((a, b) => (b.z ?? 0) - (a.z ?? 0));
  return { screen, widget: widgets[0]?.id };
}

/** An inherited copy on the canvas: its id ("<master widget>@<screen>"), its master widget and that widget's screen. */
export interface InheritedPick {
  id: string;
  widget: string;
  master: string;
}

/**
 * The topmost inherited copy under a point where no own widget is (`pick` finds only own widgets:
 * copies are edited on their master screen).
 */
export function pickInherited(doc: App, point: Point): InheritedPick | undefined {
  const hit = pick(doc, point);
  const parents = hit.screen && !hit.widget ? doc.screens[hit.screen].parents : undefined;
  if (!hit.screen || !parents?.length) return undefined;
  const copy = resolveScreenWidgets(doc, hit.screen).findLast((w) => w.inherited && inside(point, w));
  const widget = copy?.inherited;
  const master = widget && parents.find((id) => doc.screens[id]?.children.includes(widget));
  return copy && widget && master ? { id: copy.id, widget, master } : undefined;
}

/** The widgets wholly inside a box (locked ones left out), or the screens when it holds no widget. */
export function pickInBox(doc: App, box: Box): string[] {
  const widgets = Object.values(doc.widgets).filter((w) => within(w, box) && !hasFlag(w, 'locked'));
  if (widgets.length) return widgets.map((w) => w.id);
  return Object.values(doc.screens)
    .filter((s) => within(s, box))
    .map((s) => s.id);
}
