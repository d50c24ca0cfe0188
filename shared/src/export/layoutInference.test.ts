// Rows and columns inferred from where widgets lie: a form becomes a column of rows, overlapping
// widgets stay absolutely placed, a card holds its content, and every widget lands exactly where it
// was (checked by laying the inferred tree out the way flexbox does).
import { describe, expect, it } from 'vitest';
import type { Box } from '../appDocument/box';
import { inferLayout, type LayoutItem, type LayoutNode } from './layoutInference';

/** Where each widget lands when the tree is laid out as CSS flexbox and absolute positioning place it. */
function positions(node: LayoutNode, at: { x: number; y: number }, into = new Map<string, Box>()): Map<string, Box> {
  const { w, h } = node.box;
  if (node.kind === 'item') return into.set(node.id, { x: at.x, y: at.y, w, h });
  if (node.kind === 'layer') {
    // absolute children: left and top from the layer's corner
    for (const child of node.children)
      positions(child, { x: at.x + child.box.x - node.box.x, y: at.y + child.box.y - node.box.y }, into);
    return into;
  }
  if (node.backdrop !== undefined) into.set(node.backdrop, { x: at.x, y: at.y, w, h });
  const column = node.direction === 'column';
  const content = { x: at.x + node.padding.left, y: at.y + node.padding.top };
  const crossSize = column ? w - node.padding.left - node.padding.right : h - node.padding.top - node.padding.bottom;
  let cursor = column ? content.y : content.x;
  node.children.forEach((placed, i) => {
    cursor += (i > 0 ? node.gap : 0) + placed.before;
    const size = column ? placed.node.box.w : placed.node.box.h;
    const aligned = { start: 0, center: (crossSize - size) / 2, end: crossSize - size }[node.align];
    const cross = (column ? content.x : content.y) + (placed.across ?? aligned);
    positions(placed.node, column ? { x: cross, y: cursor } : { x: cursor, y: cross }, into);
    cursor += column ? placed.node.box.h : placed.node.box.w;
  });
  return into;
}

const SCREEN: Box = { x: 0, y: 0, w: 375, h: 667 };
const item = (id: string, x: number, y: number, w: number, h: number, pinned = false): LayoutItem => ({
  id,
  box: { x, y, w, h },
  ...(pinned ? { pinned } : {}),
});

function expectExact(layout: LayoutNode, items: readonly LayoutItem[]) {
  const at = positions(layout, { x: 0, y: 0 });
  expect(Object.fromEntries(at)).toEqual(Object.fromEntries(items.map((i) => [i.id, i.box])));
}

const kinds = (node: LayoutNode): unknown =>
  node.kind === 'item'
    ? node.id
    : node.kind === 'layer'
      ? { layer: node.children.map(kinds) }
      : { [node.direction]: node.children.map((c) => kinds(c.node)) };

describe('inferring rows and columns', () => {
  // a title, three label / field pairs (labels a little lower, centred on their fields) and a button
  const form = [
    item('title', 24, 30, 200, 36),
    item('nameLabel', 24, 98, 80, 20),
    item('name', 120, 90, 230, 36),
    item('mailLabel', 24, 146, 80, 20),
    item('mail', 120, 138, 230, 36),
    item('phoneLabel', 24, 194, 90, 20),
    item('phone', 120, 186, 230, 36),
    item('send', 24, 260, 326, 44),
  ];

  it('makes a form of label / field pairs a column of rows, with its gap, alignment and padding', () => {
    const layout = inferLayout(SCREEN, form);
    expect(kinds(layout)).toEqual({
      column: [
        'title',
        { row: ['nameLabel', 'name'] },
        { row: ['mailLabel', 'mail'] },
        { row: ['phoneLabel', 'phone'] },
        'send',
      ],
    });
    expect(layout).toMatchObject({ kind: 'stack', align: 'start', gap: 12, padding: { top: 30, left: 24 } });
    const row = layout.kind === 'stack' ? layout.children[1]!.node : undefined;
    expect(row).toMatchObject({ kind: 'stack', direction: 'row', align: 'center', gap: 16 });
    expectExact(layout, form);
  });

  it('reproduces positions a stack does not explain with margins: a wider gap, an edge a pixel off', () => {
    const items = [item('a', 20, 20, 100, 30), item('b', 21, 60, 80, 30), item('c', 20, 130, 120, 30)];
    const layout = inferLayout(SCREEN, items);
    expect(kinds(layout)).toEqual({ column: ['a', 'b', 'c'] });
    expect(layout.kind === 'stack' && layout.children.map((c) => [c.before, c.across])).toEqual([
      [0, undefined],
      [0, 1],
      [30, undefined],
    ]);
    expectExact(layout, items);
  });

  it('keeps overlapping widgets absolutely placed, in their drawing order', () => {
    // a hot spot drawn over a button, then a label apart from them
    const items = [item('button', 20, 20, 120, 40), item('spot', 10, 10, 60, 60), item('note', 10, 200, 200, 20)];
    const layout = inferLayout(SCREEN, items);
    expect(kinds(layout)).toEqual({ column: [{ layer: ['button', 'spot'] }, 'note'] });
    expectExact(layout, items);
  });

  it('lays out what lies on a card inside the card, the card drawn under it', () => {
    const items = [item('card', 16, 100, 343, 200), item('heading', 32, 116, 200, 30), item('text', 32, 156, 300, 60)];
    const layout = inferLayout(SCREEN, items);
    const card =
      layout.kind === 'stack' ? layout.children[0]!.node : layout.kind === 'layer' ? layout.children[0] : undefined;
    expect(card).toMatchObject({
      kind: 'stack',
      direction: 'column',
      backdrop: 'card',
      padding: { top: 16, left: 16 },
    });
    expectExact(layout, items);
  });

  it('does not put a widget over a card under it when the card is drawn above it', () => {
    const items = [item('heading', 32, 116, 200, 30), item('card', 16, 100, 343, 200)];
    expect(kinds(inferLayout(SCREEN, items))).toEqual({ layer: ['heading', 'card'] });
  });

  it('leaves widgets that share no edge, and messages that come and go, out of stacks', () => {
    const scattered = [item('a', 20, 20, 100, 30), item('b', 150, 80, 100, 30), item('c', 60, 140, 100, 30)];
    expect(kinds(inferLayout(SCREEN, scattered))).toEqual({ layer: ['a', 'b', 'c'] });
    const withMessage = [
      item('field', 20, 20, 300, 36),
      item('error', 20, 60, 300, 20, true),
      item('go', 20, 100, 300, 40),
    ];
    const layout = inferLayout(SCREEN, withMessage);
    expect(kinds(layout)).toEqual({ layer: ['field', 'error', 'go'] });
    expectExact(layout, withMessage);
  });

  it('makes a group a container of its own unless another widget reaches into it', () => {
    const items = [item('icon', 20, 20, 24, 24), item('label', 52, 22, 100, 20), item('other', 250, 20, 100, 30)];
    const grouped = inferLayout(SCREEN, items, [['icon', 'label']]);
    expect(kinds(grouped)).toEqual({ row: [{ row: ['icon', 'label'] }, 'other'] });
    expectExact(grouped, items);
  });

  it('lays out an empty screen as an empty layer', () => {
    expect(inferLayout(SCREEN, [])).toEqual({ kind: 'layer', box: SCREEN, children: [] });
  });

  it('places every widget exactly where it was, whatever the screen', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: random(15) }, (_, i) =>
        item(
          `w${i}`,
          random(2) ? random(15) * 20 : random(300),
          random(2) ? random(30) * 20 : random(600),
          1 + random(120),
          1 + random(80),
          random(6) === 0,
        ),
      );
      const groups = random(2) ? [items.slice(0, 3).map((i) => i.id)] : [];
      expectExact(inferLayout(SCREEN, items, groups), items);
    }
  });
});
