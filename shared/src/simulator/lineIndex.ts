import { groupWidgetIds } from '../appDocument/groups';
import type { App } from '../model/app';
import type { Line } from '../model/line';
import { triggerOf, type Trigger } from './lineEvents';

interface AppIndex {
  linesFrom: Map<string, Line[]>;
  /** widget id → ids of the groups holding it, innermost first */
  groupsOf: Map<string, string[]>;
}

const indexes = new WeakMap<App, AppIndex>();

/** The document is treated as immutable: its index is built once per app object. */
function indexOf(app: App): AppIndex {
  let index = indexes.get(app);
  if (index) return index;
  const linesFrom = new Map<string, Line[]>();
  for (const line of Object.values(app.lines)) {
    const list = linesFrom.get(line.from);
    if (list) list.push(line);
    else linesFrom.set(line.from, [line]);
  }
  const memberships: Array<{ groupId: string; size: number; widgets: string[] }> = [];
  for (const groupId of Object.keys(app.groups ?? {}).sort()) {
    try {
      const widgets = groupWidgetIds(app, groupId);
      memberships.push({ groupId, size: widgets.length, widgets });
    } catch {
      // a cyclic or too deep group has no line source meaning; the document validator reports it
    }
  }
  memberships.sort((a, b) => a.size - b.size);
  const groupsOf = new Map<string, string[]>();
  for (const { groupId, widgets } of memberships) {
    for (const widgetId of widgets) groupsOf.set(widgetId, [...(groupsOf.get(widgetId) ?? []), groupId]);
  }
  index = { linesFrom, groupsOf };
  indexes.set(app, index);
  return index;
}

/** The lines leaving a widget, group or screen, in document order. */
export function linesFrom(app: App, sourceId: string): readonly Line[] {
  return indexOf(app).linesFrom.get(sourceId) ?? [];
}

/**
 * Where lines for an interaction with a widget may start, nearest first: the widget itself, its
 * master (for an inherited copy "<master>@<screen>"), the groups holding it (innermost first), and
 * the screen it is shown on. For an interaction with the screen itself: just the screen.
 */
export function lineSources(app: App, screenId: string, widgetId: string | null): string[] {
  if (widgetId === null) return [screenId];
  const master = masterOfCopy(widgetId);
  const own = master === undefined ? [widgetId] : [widgetId, master];
  return [...own, ...groupsHolding(app, widgetId), screenId];
}

/** Ids of the groups holding a widget (or the master of an inherited copy), innermost first. */
export function groupsHolding(app: App, widgetId: string): readonly string[] {
  return indexOf(app).groupsOf.get(masterOfCopy(widgetId) ?? widgetId) ?? [];
}

/** Stored ids never hold "@" (see idField), so an "@" marks an inherited copy. */
function masterOfCopy(viewId: string): string | undefined {
  const at = viewId.indexOf('@');
  return at > 0 ? viewId.slice(0, at) : undefined;
}

/** The first line for `trigger` from the nearest source that has one. */
export function lineFor(app: App, sources: readonly string[], trigger: Trigger): Line | undefined {
  for (const source of sources) {
    const line = linesFrom(app, source).find((l) => triggerOf(l.event) === trigger);
    if (line) return line;
  }
  return undefined;
}
