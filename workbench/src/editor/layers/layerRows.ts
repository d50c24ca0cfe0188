// The rows the layers tree shows: its layers opened down to the closed groups, each with its depth,
// the group it lies in and whether it reads as selected; and where a dragged row lands on another.
import { layerWidgets, type LayerDrop, type LayerNode } from '@protolab/shared';

export interface LayerRowData {
  node: LayerNode;
  /** 0 at the top level */
  depth: number;
  /** the group the layer lies in */
  parent?: string;
  /** all its widgets are selected, and not already those of a selected group around it */
  selected: boolean;
  /** groups only: its layers are listed under it */
  expanded?: boolean;
  /** its place among the layers beside it (from 1) and their number: the tree only draws the rows in view */
  position: number;
  siblings: number;
}

export function layerRows(
  nodes: readonly LayerNode[],
  collapsed: ReadonlySet<string>,
  selection: ReadonlySet<string>,
): LayerRowData[] {
  const rows: LayerRowData[] = [];
  const walk = (level: readonly LayerNode[], depth: number, parent: string | undefined, inSelected: boolean) => {
    level.forEach((node, i) => {
      const all = layerWidgets(node).every((id) => selection.has(id));
      const expanded = node.kind === 'group' ? !collapsed.has(node.id) : undefined;
      rows.push({
        node,
        depth,
        parent,
        selected: all && !inSelected,
        expanded,
        position: i + 1,
        siblings: level.length,
      });
      if (node.kind === 'group' && expanded) walk(node.children, depth + 1, node.id, inSelected || all);
    });
  };
  walk(nodes, 0, undefined, false);
  return rows;
}

/**
 * The closed groups to open so that the selection's rows show: those holding a selected widget,
 * unless all their widgets are selected (the group's own row then shows the selection).
 */
export function groupsToOpen(
  nodes: readonly LayerNode[],
  collapsed: ReadonlySet<string>,
  selection: ReadonlySet<string>,
): string[] {
  const open: string[] = [];
  const walk = (level: readonly LayerNode[]) => {
    for (const node of level) {
      if (node.kind !== 'group') continue;
      const widgets = layerWidgets(node);
      const some = widgets.some((id) => selection.has(id));
      if (!some || widgets.every((id) => selection.has(id))) continue;
      if (collapsed.has(node.id)) open.push(node.id);
      walk(node.children);
    }
  };
  walk(nodes);
  return open;
}

/**
 * Where a row dragged over `row` at `y` (px from its top, of `height`) goes: the top edge puts it
 * above, the bottom edge below; the middle of a group row puts it into the group, and so does the
 * bottom of an open group, whose first layer is listed just under it.
 */
export function dropPlace(row: LayerRowData, y: number, height: number): LayerDrop['place'] {
  const at = y / height;
  if (row.node.kind === 'widget') return at < 0.5 ? 'above' : 'below';
  if (at < 0.25) return 'above';
  return at > 0.75 && !row.expanded ? 'below' : 'into';
}
