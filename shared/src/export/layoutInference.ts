// Rows and columns read from where a screen's widgets lie, for the code export: widgets apart from
// each other along one axis and sharing an edge (or their centre) across it form a column or a row,
// recursively; the positions each keeps are reproduced exactly by the stack's gap, its alignment and
// margins. Widgets that overlap stay absolutely placed in a layer of their own, on a widget holding
// them all when one lies under them (a card); so does anything no row or column explains.
import { unionBox, type Box } from '../appDocument/box';

export interface LayoutItem {
  id: string;
  box: Box;
  /** kept out of rows and columns: it comes and goes while the page runs (an error message) */
  pinned?: boolean;
}

/** A group of the prototype: the ids of its widgets, its nested groups' included. */
export type LayoutGroup = readonly string[];

export type Direction = 'row' | 'column';
export type Align = 'start' | 'center' | 'end';

/** A node in a stack: how far it lies past the gap before it, and across, when the stack's alignment does not place it. */
export interface Placed {
  node: LayoutNode;
  /** extra space before it along the stack, beyond the gap */
  before: number;
  /** its offset from the stack's start across it, when it is not where the stack's alignment puts it */
  across?: number;
}

export type LayoutNode =
  | { kind: 'item'; id: string; box: Box }
  /** absolutely placed children, bottom first */
  | { kind: 'layer'; box: Box; children: LayoutNode[] }
  | {
      kind: 'stack';
      direction: Direction;
      box: Box;
      gap: number;
      align: Align;
      /** space between the box's edges and the stack's own */
      padding: { top: number; right: number; bottom: number; left: number };
      /** a widget drawn under the stack, filling its box */
      backdrop?: string;
      children: Placed[];
    };

/** How far apart (px) edges may be and still count as shared. */
export const ALIGN_TOLERANCE = 3;

interface Unit {
  node: LayoutNode;
  /** place in the drawing order (bottom first) of its lowest widget */
  z: number;
  pinned: boolean;
}

const NO_PADDING = { top: 0, right: 0, bottom: 0, left: 0 };

const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;
const bounds = (units: readonly Unit[]) => unionBox(units.map((u) => u.node.box))!;

/** Along an axis: a box's start and length. */
const span = (box: Box, direction: Direction): [number, number] =>
  direction === 'column' ? [box.y, box.h] : [box.x, box.w];
const across = (direction: Direction): Direction => (direction === 'column' ? 'row' : 'column');

/** The edge (start, centre or end) the boxes share across `direction` within the tolerance, if any. */
function sharedEdge(boxes: readonly Box[], direction: Direction): Align | undefined {
  const spread = (at: (b: Box) => number) => {
    const values = boxes.map(at);
    return Math.max(...values) - Math.min(...values);
  };
  const edges: Array<[Align, number]> = (['start', 'center', 'end'] as const).map((align) => [
    align,
    spread((b) => {
      const [start, length] = span(b, across(direction));
      return start + (align === 'start' ? 0 : align === 'center' ? length / 2 : length);
    }),
  ]);
  const best = edges.reduce((a, b) => (b[1] < a[1] ? b : a));
  return best[1] <= ALIGN_TOLERANCE ? best[0] : undefined;
}

/** Units apart along `direction`: bands of units, in order, no band reaching into the next. */
function bands(units: readonly Unit[], direction: Direction): Unit[][] {
  const sorted = [...units].sort((a, b) => span(a.node.box, direction)[0] - span(b.node.box, direction)[0]);
  const result: Unit[][] = [];
  let end = -Infinity;
  for (const unit of sorted) {
    const [start, length] = span(unit.node.box, direction);
    if (start >= end || result.length === 0) result.push([unit]);
    else result.at(-1)!.push(unit);
    end = Math.max(end, start + length);
  }
  return result;
}

function stack(units: readonly Unit[], direction: Direction, align: Align): Unit {
  const box = bounds(units);
  const [, width] = span(box, across(direction));
  const starts = units.map((u) => span(u.node.box, direction));
  const gaps = starts.slice(1).map(([start], i) => start - starts[i]![0] - starts[i]![1]);
  const gap = gaps.length ? Math.min(...gaps) : 0;
  const children = units.map((unit, i): Placed => {
    const [start, length] = span(unit.node.box, across(direction));
    const offset = start - span(box, across(direction))[0];
    const aligned = align === 'start' ? 0 : align === 'end' ? width - length : (width - length) / 2;
    return {
      node: unit.node,
      before: i === 0 ? 0 : gaps[i - 1]! - gap,
      ...(offset === aligned ? {} : { across: offset }),
    };
  });
  return {
    node: { kind: 'stack', direction, box, gap, align, padding: NO_PADDING, children },
    z: Math.min(...units.map((u) => u.z)),
    pinned: false,
  };
}

function layer(units: readonly Unit[], box: Box = bounds(units)): Unit {
  const sorted = [...units].sort((a, b) => a.z - b.z);
  return { node: { kind: 'layer', box, children: sorted.map((u) => u.node) }, z: sorted[0]!.z, pinned: false };
}

/**
 * Units in order along `direction` as stacks where consecutive ones share an edge across it (the
 * longest runs first come first), the others as they are; one unit when a single stack holds all.
 */
function runs(units: readonly Unit[], direction: Direction): Unit {
  const parts: Unit[] = [];
  for (let i = 0; i < units.length;) {
    let j = i + 1;
    let align = units[i]!.pinned ? undefined : sharedEdge([units[i]!.node.box], direction);
    while (j < units.length && !units[i]!.pinned && !units[j]!.pinned) {
      const next = sharedEdge(
        units.slice(i, j + 1).map((u) => u.node.box),
        direction,
      );
      if (!next) break;
      align = next;
      j++;
    }
    parts.push(j - i > 1 ? stack(units.slice(i, j), direction, align!) : units[i]!);
    i = j;
  }
  return parts.length === 1 ? parts[0]! : layer(parts);
}

/** Units that do not overlap as one unit: split into columns or rows where they lie apart, recursively. */
function flow(units: readonly Unit[], first: Direction = 'column'): Unit {
  if (units.length === 1) return units[0]!;
  for (const direction of [first, across(first)]) {
    const split = bands(units, direction);
    if (split.length > 1)
      return runs(
        split.map((band) => flow(band, across(direction))),
        direction,
      );
  }
  return layer(units);
}

/** Units that overlap merged, until none does: on a widget under all the others of its cluster, or as a layer. */
function separate(units: Unit[]): Unit[] {
  for (;;) {
    const parent = units.map((_, i) => i);
    const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
    let merged = false;
    for (let i = 0; i < units.length; i++)
      for (let j = i + 1; j < units.length; j++)
        if (overlap(units[i]!.node.box, units[j]!.node.box) && root(i) !== root(j)) {
          parent[root(j)] = root(i);
          merged = true;
        }
    if (!merged) return units;
    const clusters = new Map<number, Unit[]>();
    units.forEach((unit, i) => clusters.set(root(i), [...(clusters.get(root(i)) ?? []), unit]));
    units = [...clusters.values()].map((cluster) => (cluster.length === 1 ? cluster[0]! : merge(cluster)));
  }
}

function merge(cluster: Unit[]): Unit {
  const lowest = cluster.reduce((a, b) => (b.z < a.z ? b : a));
  const rest = cluster.filter((u) => u !== lowest);
  if (lowest.node.kind !== 'item' || lowest.pinned || !rest.every((u) => inside(u.node.box, lowest.node.box)))
    return layer(cluster);
  return { node: within(lowest.node.box, rest, lowest.node), z: lowest.z, pinned: false };
}

/** Units laid out in `box`: one stack filling it with padding when they form one, else a layer. */
function within(box: Box, units: Unit[], backdrop?: LayoutNode): LayoutNode {
  if (units.length === 0) return { kind: 'layer', box, children: backdrop ? [backdrop] : [] };
  const content = flow(separate(units));
  const node = content.node;
  if (node.kind === 'stack' && node.backdrop === undefined && inside(node.box, box)) {
    const padding = {
      top: node.box.y - box.y,
      left: node.box.x - box.x,
      bottom: box.y + box.h - node.box.y - node.box.h,
      right: box.x + box.w - node.box.x - node.box.w,
    };
    return { ...node, box, padding, ...(backdrop?.kind === 'item' ? { backdrop: backdrop.id } : {}) };
  }
  const children = content.node.kind === 'layer' ? content.node.children : [content.node];
  return { kind: 'layer', box, children: backdrop ? [backdrop, ...children] : children };
}

/**
 * The layout of `items` (bottom first) in a container of `box`: a stack filling it or a layer. A
 * group of the prototype becomes a container of its own unless a widget apart from it reaches into it.
 */
export function inferLayout(box: Box, items: readonly LayoutItem[], groups: readonly LayoutGroup[] = []): LayoutNode {
  const order = new Map(items.map((item, i) => [item.id, i]));
  const byId = new Map(items.map((item) => [item.id, item]));
  const taken = new Set<string>();
  const units: Unit[] = [];
  for (const group of groups) {
    const members = group.filter((id) => byId.has(id) && !taken.has(id));
    if (members.length < 2) continue;
    const inGroup = new Set(members);
    const groupBox = unionBox(members.map((id) => byId.get(id)!.box))!;
    const reaching = items.some((item) => !inGroup.has(item.id) && overlap(item.box, groupBox));
    if (reaching) continue;
    for (const id of members) taken.add(id);
    const memberUnits = members.map((id) => itemUnit(byId.get(id)!, order.get(id)!));
    units.push({
      node: within(groupBox, memberUnits),
      z: Math.min(...members.map((id) => order.get(id)!)),
      pinned: false,
    });
  }
  for (const item of items) if (!taken.has(item.id)) units.push(itemUnit(item, order.get(item.id)!));
  return within(box, units);
}

function itemUnit(item: LayoutItem, z: number): Unit {
  return { node: { kind: 'item', id: item.id, box: item.box }, z, pinned: item.pinned === true };
}
