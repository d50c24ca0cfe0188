import type { App } from '../model/app';
import type { Widget } from '../model/widget';
import { WIDGET_STYLE_STATES } from '../model/widgetStyleStates';
import { fillMissing } from './fillMissing';

/**
 * The widgets a screen shows, sorted by z: its own, plus a copy of each widget of its master
 * screens (`parents`, direct ones only). A copy has the id "<masterWidgetId>@<screenId>", is marked
 * `inherited: <masterWidgetId>`, and sits at the same place relative to the screen as the master
 * widget does on the master. An own widget with `parentWidget` overrides that master widget: it
 * takes the master's props and styles where it sets none, and the master's box when it has
 * `parentWidgetPos`. Unknown screen → []. Results share nested objects with `app`: do not mutate.
 */
export function resolveScreenWidgets(app: App, screenId: string): Widget[] {
  const screen = app.screens[screenId];
  if (!screen) return [];
  const own = new Map<string, Widget>();
  const overrides = new Map<string, string>();
  for (const id of screen.children) {
    const widget = app.widgets[id];
    if (!widget) continue;
    own.set(id, widget);
    if (widget.parentWidget) overrides.set(widget.parentWidget, id);
  }
  const copies = new Map<string, Widget>();
  for (const masterId of screen.parents ?? []) {
    const master = app.screens[masterId];
    if (!master || masterId === screenId) continue;
    const dx = screen.x - master.x;
    const dy = screen.y - master.y;
    for (const masterWidgetId of master.children) {
      const masterWidget = app.widgets[masterWidgetId];
      if (!masterWidget) continue;
      const overrideId = overrides.get(masterWidgetId);
      if (overrideId) {
        own.set(overrideId, applyOverride(masterWidget, own.get(overrideId)!, dx, dy));
        continue;
      }
      const id = `${masterWidgetId}@${screenId}`;
      if (own.has(id) || copies.has(id)) continue;
      copies.set(id, {
        ...masterWidget,
        id,
        inherited: masterWidgetId,
        x: masterWidget.x + dx,
        y: masterWidget.y + dy,
      });
    }
  }
  return [...copies.values(), ...own.values()].sort(byZ);
}

function applyOverride(master: Widget, widget: Widget, dx: number, dy: number): Widget {
  const result: Widget = { ...widget, props: fillMissing(master.props, widget.props) };
  for (const state of WIDGET_STYLE_STATES) {
    if (master[state] || widget[state]) result[state] = fillMissing(master[state], widget[state]);
  }
  if (widget.parentWidgetPos) {
    Object.assign(result, { x: master.x + dx, y: master.y + dy, w: master.w, h: master.h });
  }
  return result;
}

/** z ascending; on a tie inherited copies lie below own widgets, then by id, so order never depends on map order. */
function byZ(a: Widget, b: Widget): number {
  return (
    (a.z ?? 0) - (b.z ?? 0) ||
    Number(a.inherited === undefined) - Number(b.inherited === undefined) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
