// The layers of one screen as design tools list them: its groups, nested, and its widgets, the
// topmost first. A group stands where its topmost widget stands; widgets tie on z as the renderer
// breaks the tie (by id), so the list reads in the order the screen is drawn, upside down.
import type { App } from '../model/app';
import type { Group } from '../model/group';
import type { Widget } from '../model/widget';
import { groupChains } from './groups';

export type LayerNode =
  | { kind: 'widget'; id: string; widget: Widget }
  | {
      kind: 'group';
      id: string;
      group: Group;
      children: LayerNode[];
      /** every widget of the group on this screen, nested ones too */
      widgets: string[];
    };

type GroupNode = Extract<LayerNode, { kind: 'group' }>;

/** The screen's layers, topmost first; groups that hold none of its widgets are left out. */
export function layerTree(app: App, screenId: string): LayerNode[] {
  const roots: LayerNode[] = [];
  const groupNodes = new Map<string, GroupNode>();
  const chainOf = groupChains(app);
  for (const id of app.screens[screenId]?.children ?? []) {
    const widget = app.widgets[id];
    if (!widget) continue;
    let siblings = roots;
    for (const groupId of chainOf(id)) {
      let node = groupNodes.get(groupId);
      if (!node) {
        node = { kind: 'group', id: groupId, group: app.groups![groupId], children: [], widgets: [] };
        groupNodes.set(groupId, node);
        siblings.push(node);
      }
      node.widgets.push(id);
      siblings = node.children;
    }
    siblings.push({ kind: 'widget', id, widget });
  }
  sortTopmostFirst(roots);
  return roots;
}

/** The widgets a layer stands for: itself, or every widget of the group on the screen. */
export const layerWidgets = (node: LayerNode): string[] => (node.kind === 'widget' ? [node.id] : node.widgets);

/** The widget ids of layers in the order they are listed (topmost first), groups opened. */
export function flattenLayers(nodes: readonly LayerNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'widget' ? [node.id] : flattenLayers(node.children)));
}

/** The layer with `id` and the group layer that holds it (undefined at the top level). */
export function findLayer(
  nodes: readonly LayerNode[],
  id: string,
  parent?: GroupNode,
): { node: LayerNode; parent?: GroupNode } | undefined {
  for (const node of nodes) {
    if (node.id === id) return { node, parent };
    if (node.kind === 'group') {
      const found = findLayer(node.children, id, node);
      if (found) return found;
    }
  }
  return undefined;
}

type Rank = { z: number; id: string };
const above = (a: Rank, b: Rank) => a.z > b.z || (a.z === b.z && a.id > b.id);

/** Sorts each level topmost first; answers the rank of the topmost widget among `nodes`. */
function sortTopmostFirst(nodes: LayerNode[]): Rank | undefined {
  const ranks = new Map<LayerNode, Rank>();
  for (const node of nodes) {
    const rank = node.kind === 'widget' ? { z: node.widget.z ?? 0, id: node.id } : sortTopmostFirst(node.children);
    if (rank) ranks.set(node, rank);
  }
  nodes.sort((a, b) => {
    const [ra, rb] = [ranks.get(a)!, ranks.get(b)!];
    return above(ra, rb) ? -1 : above(rb, ra) ? 1 : 0;
  });
  return nodes.length ? ranks.get(nodes[0]) : undefined;
}
