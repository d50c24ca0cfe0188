// Commands that arrange widgets among themselves: stacking order, alignment, even spacing, a set gap.
import type { App } from '../../model/app';
import type { Widget } from '../../model/widget';
import { unionBox, type Box } from '../../appDocument/box';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import { screenOf } from './placement';

export type ZMove = 'front' | 'forward' | 'backward' | 'back';

/** Moves widgets up or down their screen's stack; the stack is renumbered 0, 1, 2… */
export function reorderWidgets(doc: App, ids: readonly string[], move: ZMove): CommandDraft {
  const build = new EditBuilder(doc);
  const chosen = new Set(ids);
  const screens = new Set(ids.map((id) => screenOf(doc, id)).filter((s): s is string => Boolean(s)));
  for (const screenId of screens) {
    const stack = doc.screens[screenId].children
      .map((id) => doc.widgets[id])
      .filter((w): w is Widget => Boolean(w))
      .sort((a, b) => (a.z ?? 0) - (b.z ?? 0));
    const order = stack.map((w) => w.id);
    if (move === 'front' || move === 'back') {
      const moved = order.filter((id) => chosen.has(id));
      const rest = order.filter((id) => !chosen.has(id));
      order.splice(0, order.length, ...(move === 'front' ? [...rest, ...moved] : [...moved, ...rest]));
    } else {
      const step = move === 'forward' ? 1 : -1;
      const indexes = order.map((_, i) => i).filter((i) => chosen.has(order[i]));
      if (step > 0) indexes.reverse();
      for (const i of indexes) {
        const j = i + step;
        if (j < 0 || j >= order.length || chosen.has(order[j])) continue;
        [order[i], order[j]] = [order[j], order[i]];
      }
    }
    order.forEach((id, z) => build.update('widgets', id, { z }));
  }
  return { type: 'reorderWidgets', edits: build.build() };
}

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** Lines widgets up on the edge or centre of the box around them (or of their screen, for one widget). */
export function alignWidgets(doc: App, ids: readonly string[], alignment: Alignment): CommandDraft {
  const widgets = ids.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  const screen = widgets.length === 1 ? doc.screens[screenOf(doc, widgets[0].id) ?? ''] : undefined;
  const box = screen ?? unionBox(widgets);
  const build = new EditBuilder(doc);
  if (box) for (const w of widgets) build.update('widgets', w.id, aligned(w, box, alignment));
  return { type: 'alignWidgets', edits: build.build() };
}

function aligned(w: Box, box: Box, alignment: Alignment): Partial<Box> {
  switch (alignment) {
    case 'left':
      return { x: box.x };
    case 'center':
      return { x: Math.round(box.x + (box.w - w.w) / 2) };
    case 'right':
      return { x: box.x + box.w - w.w };
    case 'top':
      return { y: box.y };
    case 'middle':
      return { y: Math.round(box.y + (box.h - w.h) / 2) };
    case 'bottom':
      return { y: box.y + box.h - w.h };
  }
}

/** Across (x and width) or down (y and height). */
export type Axis = 'horizontal' | 'vertical';

const AXIS_FIELDS = { horizontal: ['x', 'w'], vertical: ['y', 'h'] } as const;

/** Spaces three or more widgets evenly between the first and the last, across or down. */
export function distributeWidgets(doc: App, ids: readonly string[], axis: Axis): CommandDraft {
  const build = new EditBuilder(doc);
  const widgets = ids.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  if (widgets.length >= 3) {
    const [pos, size] = AXIS_FIELDS[axis];
    widgets.sort((a, b) => a[pos] - b[pos]);
    const first = widgets[0];
    const last = widgets[widgets.length - 1];
    const used = widgets.reduce((sum, w) => sum + w[size], 0);
    const gap = (last[pos] + last[size] - first[pos] - used) / (widgets.length - 1);
    let at = first[pos];
    for (const w of widgets) {
      build.update('widgets', w.id, { [pos]: Math.round(at) });
      at += w[size] + gap;
    }
  }
  return { type: 'distributeWidgets', edits: build.build() };
}

/**
 * Puts two or more widgets exactly `gap` px apart along the axis, in their order along it (ties
 * keep the selection's order); the first stays where it is. Refused (no edits) for a gap that is
 * not a whole number.
 */
export function spaceWidgets(doc: App, ids: readonly string[], axis: Axis, gap: number): CommandDraft {
  const build = new EditBuilder(doc);
  const widgets = ids.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  if (widgets.length >= 2 && Number.isInteger(gap)) {
    const [pos, size] = AXIS_FIELDS[axis];
    widgets.sort((a, b) => a[pos] - b[pos]);
    let at = widgets[0][pos];
    for (const w of widgets) {
      if (w[pos] !== at) build.update('widgets', w.id, { [pos]: at });
      at += w[size] + gap;
    }
  }
  return { type: 'spaceWidgets', edits: build.build() };
}

/**
 * How widgets are spaced: the axis they spread along more (their centres lie further apart on it)
 * and the gap every neighbour along it shares, if they all share one.
 */
export function spacingOf(doc: App, ids: readonly string[]): { axis: Axis; gap?: number } {
  const widgets = ids.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  const spread = (pos: 'x' | 'y', size: 'w' | 'h') => {
    const centres = widgets.map((w) => w[pos] + w[size] / 2);
    return Math.max(...centres) - Math.min(...centres);
  };
  const axis: Axis = spread('y', 'h') > spread('x', 'w') ? 'vertical' : 'horizontal';
  const [pos, size] = AXIS_FIELDS[axis];
  const sorted = [...widgets].sort((a, b) => a[pos] - b[pos]);
  const gaps = new Set(sorted.slice(1).map((w, i) => w[pos] - (sorted[i][pos] + sorted[i][size])));
  return gaps.size === 1 ? { axis, gap: [...gaps][0] } : { axis };
}
