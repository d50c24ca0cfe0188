// Reading order of a screen's widgets: rows top to bottom, left to right, groups read whole.
import { describe, expect, it } from 'vitest';
import { readingOrder, type Placed } from './readingOrder';

const at = (id: string, x: number, y: number, w = 100, h = 30): Placed => ({ id, box: { x, y, w, h } });
const ungrouped = () => [];
const ids = (items: Placed[]) => items.map((item) => item.id);

describe('readingOrder', () => {
  it('reads widgets added bottom first from the top down', () => {
    const widgets = [at('pay', 20, 600), at('address', 20, 300), at('title', 20, 20)];
    expect(ids(readingOrder(widgets, ungrouped))).toEqual(['title', 'address', 'pay']);
  });

  it('reads a row from left to right, a label a few pixels off its field before it', () => {
    const widgets = [at('field', 120, 96, 200, 30), at('label', 10, 100, 100, 20), at('next', 10, 160)];
    expect(ids(readingOrder(widgets, ungrouped))).toEqual(['label', 'field', 'next']);
  });

  it('reads a picture before the lines beside it, and those from the top down', () => {
    const widgets = [at('line2', 120, 40, 200, 20), at('line1', 120, 0, 200, 20), at('picture', 0, 0, 100, 300)];
    expect(ids(readingOrder(widgets, ungrouped))).toEqual(['picture', 'line1', 'line2']);
  });

  it('does not let a box behind the whole screen make the screen one row', () => {
    const widgets = [
      at('right', 200, 300),
      at('left', 20, 300),
      at('lower', 20, 500),
      at('background', 0, 0, 375, 812),
      at('title', 20, 10),
    ];
    expect(ids(readingOrder(widgets, ungrouped))).toEqual(['background', 'title', 'left', 'right', 'lower']);
  });

  it('reads a group whole at its place, its widgets in their own order, nested groups too', () => {
    // a card on the left (title, then a nested pair of buttons) beside a lone widget at its top
    const widgets = [
      at('ok', 100, 200, 60, 30),
      at('cancel', 20, 200, 60, 30),
      at('beside', 250, 0),
      at('cardTitle', 20, 0),
      at('after', 20, 400),
    ];
    const groups: Record<string, string[]> = {
      ok: ['card', 'buttons'],
      cancel: ['card', 'buttons'],
      cardTitle: ['card'],
    };
    const order = readingOrder(widgets, (item) => groups[item.id] ?? []);
    expect(ids(order)).toEqual(['cardTitle', 'cancel', 'ok', 'beside', 'after']);
    // without the group, the lone widget's row comes between the card's title and its buttons
    expect(ids(readingOrder(widgets, ungrouped))).toEqual(['cardTitle', 'beside', 'cancel', 'ok', 'after']);
  });

  it('keeps the order of widgets at the same place', () => {
    const widgets = [at('a', 0, 0), at('b', 0, 0), at('c', 0, 0)];
    expect(ids(readingOrder(widgets, ungrouped))).toEqual(['a', 'b', 'c']);
  });
});
