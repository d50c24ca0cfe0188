import type { App } from '../model/app';
import type { Group } from '../model/group';
import { nestedGroupIds } from './groupNesting';
import { unionBox, type Box } from './box';

/**
 * Ids of the widgets in a group and in its nested groups, each once, in document order.
 * Throws GroupNestingError on a nesting cycle or a nesting deeper than GROUP_NESTING_LIMIT.
 */
export function groupWidgetIds(app: App, groupId: string): string[] {
  const groups = app.groups ?? {};
  const ids = nestedGroupIds(groups, groupId).flatMap((id) => groups[id].children);
  return [...new Set(ids)];
}

/** The box around all widgets of a group, nested groups included; undefined when it holds none. Throws like groupWidgetIds. */
export function groupBoundingBox(app: App, groupId: string): Box | undefined {
  const widgets = groupWidgetIds(app, groupId).flatMap((id) => app.widgets[id] ?? []);
  return unionBox(widgets);
}

/** The innermost group holding the widget directly, or undefined. */
export function groupOfWidget(app: App, widgetId: string): Group | undefined {
  const groups = app.groups ?? {};
  const parents = parentGroups(groups);
  let best: { group: Group; depth: number } | undefined;
  for (const id of Object.keys(groups).sort()) {
    const group = groups[id];
    if (!group.children.includes(widgetId)) continue;
    const depth = ancestorsOf(parents, id).length;
    if (!best || depth > best.depth) best = { group, depth };
  }
  return best?.group;
}

/** The outermost group the widget belongs to (through nesting), or undefined. */
export function topGroupOfWidget(app: App, widgetId: string): Group | undefined {
  const inner = groupOfWidget(app, widgetId);
  return inner && app.groups?.[outermostGroup(app, inner.id)];
}

/** The groups around a widget, outermost first, down to the one holding it directly; empty when none does. */
export const groupChain = (app: App, widgetId: string): string[] => groupChains(app)(widgetId);

/**
 * groupChain for many widgets (a screen's layers): the groups are walked once. The innermost group
 * is the one groupOfWidget answers.
 */
export function groupChains(app: App): (widgetId: string) => string[] {
  const groups = app.groups ?? {};
  const parents = parentGroups(groups);
  const innermost = new Map<string, { id: string; depth: number }>();
  for (const id of Object.keys(groups).sort()) {
    const depth = ancestorsOf(parents, id).length;
    for (const child of groups[id].children) {
      const best = innermost.get(child);
      if (!best || depth > best.depth) innermost.set(child, { id, depth });
    }
  }
  return (widgetId) => {
    const inner = innermost.get(widgetId)?.id;
    return inner ? [inner, ...ancestorsOf(parents, inner)].reverse() : [];
  };
}

/**
 * The group whose widgets are exactly `ids` (a group selected whole), or undefined. When a group
 * holds nothing but one nested group, both hold the same widgets: the outer one, which a click selects.
 */
export function selectionGroup(app: App, ids: readonly string[]): string | undefined {
  const chosen = new Set(ids);
  for (const groupId of ids.length ? groupChain(app, ids[0]) : []) {
    let widgets: string[];
    try {
      widgets = groupWidgetIds(app, groupId);
    } catch {
      return undefined;
    }
    if (widgets.length === chosen.size && widgets.every((id) => chosen.has(id))) return groupId;
  }
  return undefined;
}

/** The outermost group around a group (itself when no group holds it). */
export function outermostGroup(app: App, groupId: string): string {
  return ancestorsOf(parentGroups(app.groups ?? {}), groupId).at(-1) ?? groupId;
}

function parentGroups(groups: Record<string, Group>): Map<string, string> {
  const parents = new Map<string, string>();
  for (const id of Object.keys(groups).sort()) {
    for (const sub of groups[id].groups ?? []) {
      if (!parents.has(sub)) parents.set(sub, id);
    }
  }
  return parents;
}

/** Enclosing group ids, innermost first; stops at a cycle. */
function ancestorsOf(parents: Map<string, string>, groupId: string): string[] {
  const chain: string[] = [];
  for (let id = parents.get(groupId); id !== undefined && id !== groupId && !chain.includes(id); id = parents.get(id)) {
    chain.push(id);
  }
  return chain;
}
