// Commands on widgets: place, move, resize, change props and styles, delete.
import type { App } from '../../model/app';
import type { AppChangeParent } from '../../model/appChange';
import { boxWithin, unionBox, type Box } from '../../appDocument/box';
import type { Widget } from '../../model/widget';
import type { WidgetStyleState } from '../../model/widgetStyleStates';
import { paletteWidget } from '../../widgets/paletteWidget';
import { prevailingLook } from '../../appDocument/styleRules';
import type { WidgetFlag } from '../../model/widgetFlags';
import { isLogicWidget } from '../../simulator/logic';
import { EditBuilder } from '../editBuilder';
import { bakeOverrides } from './masterScreenCommands';
import { screenOf, topZ } from './placement';
import type { CommandDraft } from '../editorCommand';
import { copyJson, withoutUndefined, type RecordValue } from '../edit';

/**
 * A new widget of `type` with its palette defaults, its top-left corner at (x, y) in canvas px; a
 * Button, Box or Container takes the look most of the prototype's buttons or containers share.
 * Logic widgets (LogicOr, Rest, Script) route lines and lie on the canvas, on no screen.
 */
export function addWidget(doc: App, screenId: string, type: string, at: { x: number; y: number }): CommandDraft {
  const widget = paletteWidget(type, at, topZ(doc, screenId));
  // a new button or container starts with the look the prototype's own share (SPEC §5)
  const look = prevailingLook(doc, type);
  if (look) Object.assign(widget, copyJson({ ...look, style: { ...widget.style, ...look.style } }));
  if (isLogicWidget(type)) {
    const build = new EditBuilder(doc).add('widgets', widget as RecordValue);
    return { type: 'addWidget', edits: build.build(), select: [widget.id] };
  }
  return placeWidgets(doc, screenId, [widget], 'addWidget');
}

/** Puts whole widgets onto a screen (a new one, a pasted one), above what is there. */
export function placeWidgets(doc: App, screenId: string, widgets: readonly Widget[], type: string): CommandDraft {
  const build = new EditBuilder(doc);
  const screen = doc.screens[screenId];
  for (const widget of widgets) build.add('widgets', widget as RecordValue);
  build.update('screens', screenId, { children: [...(screen?.children ?? []), ...widgets.map((w) => w.id)] });
  return { type, edits: build.build(), select: widgets.map((w) => w.id) };
}

/**
 * Moves widgets by (dx, dy); with `toScreen`, they change screen too (dropped onto another one,
 * their positions being canvas-wide like the screens').
 */
export function moveWidgets(doc: App, ids: readonly string[], dx: number, dy: number, toScreen?: string): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) {
    const widget = doc.widgets[id];
    if (widget) build.update('widgets', id, { x: Math.round(widget.x + dx), y: Math.round(widget.y + dy) });
  }
  if (toScreen && doc.screens[toScreen]) {
    const moving = ids.filter((id) => doc.widgets[id] && screenOf(doc, id) !== toScreen);
    for (const id of moving) {
      const from = screenOf(doc, id);
      const children = build.get<RecordValue>('screens', from ?? '')?.children as string[] | undefined;
      if (from && children) build.update('screens', from, { children: children.filter((c) => c !== id) });
    }
    const target = build.get<RecordValue>('screens', toScreen)?.children as string[];
    if (moving.length) build.update('screens', toScreen, { children: [...target, ...moving] });
  }
  return { type: 'moveWidgets', edits: build.build(), select: [...ids] };
}

/** Gives records (widgets or screens) new boxes. */
export function setBoxes(
  doc: App,
  parent: Extract<AppChangeParent, 'widgets' | 'screens'>,
  boxes: Readonly<Record<string, Box>>,
): CommandDraft {
  const build = new EditBuilder(doc);
  for (const [id, box] of Object.entries(boxes)) {
    build.update(parent, id, {
      x: Math.round(box.x),
      y: Math.round(box.y),
      w: Math.max(1, Math.round(box.w)),
      h: Math.max(1, Math.round(box.h)),
    });
  }
  return { type: parent === 'widgets' ? 'resizeWidgets' : 'resizeScreens', edits: build.build() };
}

/**
 * Scales widgets with the box around them to `to` (a group resized from its handles): each keeps
 * its place and size in proportion. Edges are rounded rather than sizes, so members that touched
 * still touch. Nothing changes for a box without width or height.
 */
export function scaleWidgets(doc: App, ids: readonly string[], to: Box): CommandDraft {
  const build = new EditBuilder(doc);
  const widgets = ids.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  const from = unionBox(widgets);
  if (from && from.w > 0 && from.h > 0 && to.w > 0 && to.h > 0) {
    for (const widget of widgets) build.update('widgets', widget.id, { ...boxWithin(widget, from, to) });
  }
  return { type: 'resizeWidgets', edits: build.build() };
}

/**
 * Sets top-level fields of records (a name, a widget's props, lock and hide flags); `undefined`
 * takes a field away. `merge` makes a run of such changes one undo step (typing in a field).
 */
export function updateRecords(
  doc: App,
  parent: AppChangeParent,
  ids: readonly string[],
  fields: Record<string, unknown>,
  merge?: string,
): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) build.update(parent, id, fields);
  return { type: `update:${parent}`, edits: build.build(), merge };
}

/** Merges `props` into each widget's props (`undefined` removes one). */
export function setWidgetProps(
  doc: App,
  ids: readonly string[],
  props: Record<string, unknown>,
  merge?: string,
): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) {
    const widget = doc.widgets[id];
    if (widget) build.update('widgets', id, { props: withoutUndefined({ ...widget.props, ...props }) });
  }
  return { type: 'setWidgetProps', edits: build.build(), merge };
}

/** Locks or hides widgets, or takes the flag away. */
export function flagWidgets(doc: App, ids: readonly string[], flag: WidgetFlag, on: boolean): CommandDraft {
  return { ...setWidgetProps(doc, ids, { [flag]: on || undefined }), type: on ? flag : `un${flag}` };
}

/** Merges `style` into the widgets' style of one state (normal, hover, focus, error, active). */
export function restyleWidgets(
  doc: App,
  ids: readonly string[],
  style: Record<string, unknown>,
  state: WidgetStyleState = 'style',
  merge?: string,
): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) {
    const widget = doc.widgets[id];
    if (widget) build.update('widgets', id, { [state]: withoutUndefined({ ...widget[state], ...style }) });
  }
  return { type: 'restyleWidgets', edits: build.build(), merge };
}

/**
 * Deletes whatever the ids name: widgets, screens or lines. A deleted master screen leaves its
 * children's `parents`, and their widgets that override its widgets keep what they showed.
 */
export function deleteSelection(doc: App, ids: readonly string[]): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) {
    if (doc.lines[id]) build.delete('lines', id);
    else if (doc.widgets[id]) build.delete('widgets', id);
    else if (doc.screens[id]) {
      for (const child of Object.values(doc.screens))
        if (child.parents?.includes(id)) bakeOverrides(build, child.id, id);
      build.delete('screens', id);
    }
  }
  return { type: 'delete', edits: build.build(), select: [] };
}
