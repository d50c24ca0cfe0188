// A Tree's nodes from its props: one row of `props.data` each, its depth the index of its first
// non-empty cell (["Docs"], ["", "Work"]: Work inside Docs).
import { textOf } from '@protolab/shared';

export interface TreeNode {
  /** the row's index in `props.data` */
  id: number;
  label: string;
  level: number;
  parent: number | null;
  children: TreeNode[];
}

export function treeOf(data: unknown): TreeNode[] {
  const rows = Array.isArray(data) ? data : [];
  const roots: TreeNode[] = [];
  const path: TreeNode[] = [];
  rows.forEach((row: unknown, id) => {
    if (!Array.isArray(row)) return;
    const found = row.findIndex((cell) => textOf(cell) !== '');
    const level = Math.max(0, found);
    while (path.length > 0 && path[path.length - 1].level >= level) path.pop();
    const parent = path.at(-1);
    const node: TreeNode = { id, label: textOf(row[level]), level, parent: parent?.id ?? null, children: [] };
    (parent ? parent.children : roots).push(node);
    path.push(node);
  });
  return roots;
}

/** The nodes shown, top to bottom: the children of collapsed nodes are hidden. */
export function visibleNodes(roots: readonly TreeNode[], collapsed: ReadonlySet<number>): TreeNode[] {
  return roots.flatMap((node) => [node, ...(collapsed.has(node.id) ? [] : visibleNodes(node.children, collapsed))]);
}
