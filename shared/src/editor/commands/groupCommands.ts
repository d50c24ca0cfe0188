// Grouping widgets (issue 10's first step): a group holds the widgets chosen directly and the
// groups they already belonged to as nested groups; ungrouping hands its members to the group
// around it, or leaves them loose. Both are commands with undo, like every edit.
import { nestedGroupIds } from '../../appDocument/groupNesting';
import { groupChain, groupWidgetIds, outermostGroup, topGroupOfWidget } from '../../appDocument/groups';
import { newId } from '../../ids';
import type { App } from '../../model/app';
import type { Group } from '../../model/group';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import { screenOf } from './placement';

/**
 * Groups the chosen widgets and groups (a widget already in a group brings its outermost group).
 * Refused (no edits) for fewer than two members, members on different screens, or a nesting
 * deeper than the limit. Selects the new group's widgets.
 */
export function groupWidgets(doc: App, ids: readonly string[], name = 'Group'): CommandDraft {
  const loose: string[] = [];
  const nested: string[] = [];
  for (const id of ids) {
    const member = doc.widgets[id]
      ? (topGroupOfWidget(doc, id)?.id ?? id)
      : doc.groups?.[id]
        ? outermostGroup(doc, id)
        : undefined;
    if (!member) continue;
    const list = doc.groups?.[member] ? nested : loose;
    if (!list.includes(member)) list.push(member);
  }
  const none: CommandDraft = { type: 'groupWidgets', edits: [] };
  if (loose.length + nested.length < 2) return none;
  const widgetsOf = (groupId: string) =>
    nestedGroupIds(doc.groups ?? {}, groupId).flatMap((g) => doc.groups![g].children);
  let members: string[];
  try {
    members = [...loose, ...nested.flatMap(widgetsOf)];
  } catch {
    return none;
  }
  const screens = new Set(members.map((id) => screenOf(doc, id)));
  if (screens.size !== 1 || screens.has(undefined)) return none;
  const group: Group = { id: newId(), name, children: loose, groups: nested };
  try {
    nestedGroupIds({ ...doc.groups, [group.id]: group }, group.id);
  } catch {
    return none;
  }
  const build = new EditBuilder(doc).add('groups', group);
  return { type: 'groupWidgets', edits: build.build(), select: members };
}

/** Dissolves groups: their widgets and nested groups go to the group around them, or become loose. */
export function ungroupWidgets(doc: App, groupIds: readonly string[]): CommandDraft {
  const build = new EditBuilder(doc);
  const freed: string[] = [];
  for (const id of groupIds) {
    const group = build.get<Group>('groups', id);
    if (!group) continue;
    const parent = Object.values(doc.groups ?? {})
      .map((g) => build.get<Group>('groups', g.id))
      .find((g) => g?.groups?.includes(id));
    if (parent) {
      build.update('groups', parent.id, {
        children: [...parent.children, ...group.children],
        groups: [...(parent.groups ?? []).filter((g) => g !== id), ...(group.groups ?? [])],
      });
    }
    freed.push(...group.children);
    build.delete('groups', id);
  }
  return { type: 'ungroupWidgets', edits: build.build(), select: freed };
}

/**
 * The widgets a click on `widgetId` selects: those of its outermost group, or itself alone. Inside
 * `scope`, a group the designer has entered (by double-clicks), the member of the scope it lies in.
 */
export function groupSelection(doc: App, widgetId: string, scope?: string): string[] {
  const chain = groupChain(doc, widgetId);
  const group = chain[scope ? chain.indexOf(scope) + 1 : 0];
  if (!group) return [widgetId];
  try {
    return groupWidgetIds(doc, group);
  } catch {
    return [widgetId];
  }
}

/**
 * A double-click on `widgetId` (Figma's way into groups): the group whose widgets a click selects
 * now becomes the scope, and its member under the pointer is selected. Undefined when a click
 * already selects the widget alone (the double-click then edits its text).
 */
export function enterGroup(
  doc: App,
  widgetId: string,
  scope?: string,
): { scope: string; select: string[] } | undefined {
  const chain = groupChain(doc, widgetId);
  const group = chain[scope ? chain.indexOf(scope) + 1 : 0];
  return group ? { scope: group, select: groupSelection(doc, widgetId, group) } : undefined;
}

/** The outermost groups the selected widgets belong to. */
export function selectedGroups(doc: App, ids: readonly string[]): string[] {
  return [...new Set(ids.flatMap((id) => topGroupOfWidget(doc, id)?.id ?? []))];
}
