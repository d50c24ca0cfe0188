// Commands of the layers panel: rename a widget or a group, and move a layer up or down the stack,
// into a group or out of it. A move numbers the screen's z again from the layers as they end up
// (0 at the bottom), so a group's widgets lie together in the stack, as the panel shows them.
import { nestedGroupIds } from '../../appDocument/groupNesting';
import { outermostGroup } from '../../appDocument/groups';
import { findLayer, flattenLayers, layerTree, layerWidgets } from '../../appDocument/layerTree';
import type { App } from '../../model/app';
import type { Group } from '../../model/group';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import { updateRecords } from './widgetCommands';

/** Renames a widget or a group; refused (no edits) for a blank name or an unknown id. */
export function renameLayer(doc: App, id: string, name: string): CommandDraft {
  const parent = doc.widgets[id] ? 'widgets' : doc.groups?.[id] ? 'groups' : undefined;
  const trimmed = name.trim();
  if (!parent || !trimmed) return { type: 'renameLayer', edits: [] };
  return { ...updateRecords(doc, parent, [id], { name: trimmed }), type: 'renameLayer' };
}

/** Where a dragged layer goes: above or below another layer (in that layer's group), or into a group, on top. */
export interface LayerDrop {
  place: 'above' | 'below' | 'into';
  target: string;
}

/**
 * Moves the layer `id` (a widget or a group) of a screen to `drop`. It joins the group it lands in
 * and leaves the one it was in; a group left with no member goes. Refused (no edits) when either
 * layer is not on the screen, when a layer would go into itself, or when nesting would pass the limit.
 * Selects the moved layer's widgets.
 */
export function moveLayer(doc: App, screenId: string, id: string, drop: LayerDrop): CommandDraft {
  const none: CommandDraft = { type: 'moveLayer', edits: [] };
  const tree = layerTree(doc, screenId);
  const moving = findLayer(tree, id);
  const target = findLayer(tree, drop.target);
  if (!moving || !target || findLayer([moving.node], drop.target)) return none;
  const into = drop.place === 'into' ? target.node : target.parent;
  if (into && into.kind !== 'group') return none;

  const from = moving.parent?.children ?? tree;
  const was = from.indexOf(moving.node);
  from.splice(was, 1);
  const siblings = into?.children ?? tree;
  const at = drop.place === 'into' ? 0 : siblings.indexOf(target.node) + (drop.place === 'below' ? 1 : 0);
  // dropped where it was: nothing to do (numbering z again would still change a stack whose groups interleave)
  if (siblings === from && at === was) return none;
  siblings.splice(at, 0, moving.node);

  const build = new EditBuilder(doc);
  if (moving.parent?.id !== into?.id) {
    const list = moving.node.kind === 'widget' ? 'children' : 'groups';
    // join first: leaving may delete emptied groups, never the one joined
    if (into) {
      const joined = build.get<Group>('groups', into.id)!;
      build.update('groups', into.id, { [list]: [...(joined[list] ?? []), id] });
    }
    if (moving.parent) leave(build, moving.parent.id, list, id);
    if (into && moving.node.kind === 'group' && !nestsWithinLimit(doc, build, into.id)) return none;
  }
  const order = flattenLayers(tree);
  order.forEach((widgetId, i) => build.update('widgets', widgetId, { z: order.length - 1 - i }));
  return { type: 'moveLayer', edits: build.build(), select: layerWidgets(moving.node) };
}

/** Takes a member out of a group; a group left empty goes, and then maybe the group around it. */
function leave(build: EditBuilder, groupId: string, list: 'children' | 'groups', memberId: string): void {
  const group = build.get<Group>('groups', groupId)!;
  build.update('groups', groupId, { [list]: (group[list] ?? []).filter((m) => m !== memberId) });
  let empty: string | undefined = groupId;
  while (empty) {
    const current = build.get<Group>('groups', empty);
    if (!current || current.children.length || current.groups?.length) return;
    const emptied: string = empty;
    empty = build.ids('groups').find((g) => build.get<Group>('groups', g)?.groups?.includes(emptied));
    // deleting a group takes it out of the group around it too
    build.delete('groups', emptied);
  }
}

/** Whether the groups as the command leaves them nest within the limit around `groupId`. */
function nestsWithinLimit(doc: App, build: EditBuilder, groupId: string): boolean {
  const groups = Object.fromEntries(build.ids('groups').map((g) => [g, build.get<Group>('groups', g)!]));
  try {
    nestedGroupIds(groups, outermostGroup(doc, groupId));
    return true;
  } catch {
    return false;
  }
}
