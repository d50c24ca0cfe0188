import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import {
  bendHandleAt,
  bendInsertIndex,
  borderPoint,
  halfway,
  lineAt,
  linkArrows,
  nearestEdgePoint,
  screensBox,
  segmentMiddles,
} from './linkGeometry';
import { linkKind } from './linkKinds';

describe('links', () => {
  it('starts and ends on the borders of the two boxes', () => {
    expect(borderPoint({ x: 0, y: 0, w: 100, h: 50 }, { x: 300, y: 25 })).toEqual({ x: 100, y: 25 });
    expect(borderPoint({ x: 0, y: 0, w: 100, h: 50 }, { x: 50, y: -100 })).toEqual({ x: 50, y: 0 });
  });

  it("ends on the target's edge facing the source, square to it where it can, kept off the corners", () => {
    const screen = { x: 400, y: 0, w: 200, h: 400 };
    // from the left, level with the screen: its left edge at the source's height, not towards its centre
    expect(nearestEdgePoint(screen, { x: 100, y: 50 })).toEqual({ x: 400, y: 50 });
    // from the right, from above, from below
    expect(nearestEdgePoint(screen, { x: 900, y: 300 })).toEqual({ x: 600, y: 300 });
    expect(nearestEdgePoint(screen, { x: 450, y: -300 })).toEqual({ x: 450, y: 0 });
    expect(nearestEdgePoint(screen, { x: 520, y: 700 })).toEqual({ x: 520, y: 400 });
    // beyond a corner: the side it lies furthest beyond, 12 px from the corner
    expect(nearestEdgePoint(screen, { x: 100, y: -100 })).toEqual({ x: 400, y: 12 });
    expect(nearestEdgePoint(screen, { x: 380, y: -100 })).toEqual({ x: 412, y: 0 });
    // from inside: the nearest edge
    expect(nearestEdgePoint(screen, { x: 590, y: 200 })).toEqual({ x: 600, y: 200 });
    expect(nearestEdgePoint(screen, { x: 500, y: 390 })).toEqual({ x: 500, y: 400 });
    // a box smaller than two corner margins: the middle of the edge
    expect(nearestEdgePoint({ x: 0, y: 0, w: 10, h: 10 }, { x: -50, y: 40 })).toEqual({ x: 0, y: 5 });
  });

  it('draws a line from a widget to its target screen; lines to nowhere are left out', () => {
    const a = newScreen({ id: 's1', x: 0, y: 0, w: 100, h: 200, children: ['w1'] });
    const b = newScreen({ id: 's2', x: 300, y: 0, w: 100, h: 200 });
    const app = newApp({
      screens: { s1: a, s2: b },
      widgets: { w1: newWidget({ id: 'w1', type: 'Button', x: 10, y: 90, w: 80, h: 20 }) },
      lines: { l1: newLine({ id: 'l1', from: 'w1', to: 's2' }), l2: newLine({ id: 'l2', from: 'w1', to: 'gone' }) },
    });
    const [arrow, ...rest] = linkArrows(app);
    expect(rest).toEqual([]);
    expect(arrow.id).toBe('l1');
    expect(arrow.points[0]).toBe(90);
    expect(arrow.points[2]).toBe(300);
    expect(screensBox(app)).toEqual({ x: 0, y: 0, w: 400, h: 200 });
  });

  it('draws a line into a LogicOr outside the screens, and out of it to each branch', () => {
    const app = newApp({
      screens: {
        s1: newScreen({ id: 's1', x: 0, y: 0, w: 100, h: 200, children: ['w1'] }),
        s2: newScreen({ id: 's2', x: 400, y: 0, w: 100, h: 200 }),
      },
      widgets: {
        w1: newWidget({ id: 'w1', type: 'Button', x: 10, y: 90, w: 80, h: 20 }),
        or: newWidget({ id: 'or', type: 'LogicOr', x: 200, y: 70, w: 60, h: 60 }),
      },
      lines: {
        in: newLine({ id: 'in', from: 'w1', to: 'or' }),
        out: newLine({ id: 'out', from: 'or', to: 's2' }),
      },
    });
    const arrows = linkArrows(app);
    expect(arrows.map((a) => [a.id, a.points[2]])).toEqual([
      ['in', 200],
      ['out', 400],
    ]);
  });

  it('finds the arrow under a point, the nearest when two are close, none beyond the tolerance', () => {
    const arrows = [
      { id: 'a', points: [0, 0, 100, 0], bends: [] },
      { id: 'b', points: [0, 10, 100, 10], bends: [] },
    ];
    expect(lineAt(arrows, { x: 50, y: 3 }, 6)).toBe('a');
    expect(lineAt(arrows, { x: 50, y: 8 }, 6)).toBe('b');
    expect(lineAt(arrows, { x: 50, y: 30 }, 6)).toBeUndefined();
    // beyond the end of an arrow counts from its end point
    expect(lineAt(arrows, { x: 110, y: 0 }, 6)).toBeUndefined();
  });

  /** A button on screen A links to screen B, routed below both through (50, 400) and (450, 400). */
  const routed = (points: unknown[]) =>
    newApp({
      screens: {
        A: newScreen({ id: 'A', x: 0, y: 0, w: 100, h: 200, children: ['w'] }),
        B: newScreen({ id: 'B', x: 400, y: 0, w: 100, h: 200 }),
      },
      widgets: { w: newWidget({ id: 'w', type: 'Button', x: 10, y: 90, w: 80, h: 20 }) },
      lines: { l: newLine({ id: 'l', from: 'w', to: 'B', points }) },
    });

  it('runs through the bend points, leaving and entering the boxes on the sides facing them', () => {
    const [arrow] = linkArrows(
      routed([
        { x: 50, y: 400, w: 2, h: 2 },
        { x: 450, y: 400, w: 2, h: 2 },
      ]),
    );
    // out of the button's bottom edge, into B's bottom edge
    expect(arrow.points).toEqual([50, 110, 50, 400, 450, 400, 450, 200]);
    expect(arrow.bends).toEqual([0, 1]);
    expect(segmentMiddles(arrow.points)).toEqual([
      { x: 50, y: 255 },
      { x: 250, y: 400 },
      { x: 450, y: 300 },
    ]);
    // halfway along: 290 + 400 + 200 long, so 445 from the start, on the bottom segment
    expect(halfway(arrow.points)).toEqual({ x: 205, y: 400 });
  });

  it('is picked along every segment, and not along the straight way it no longer takes', () => {
    const arrows = linkArrows(
      routed([
        { x: 50, y: 400, w: 2, h: 2 },
        { x: 450, y: 400, w: 2, h: 2 },
      ]),
    );
    for (const point of [
      { x: 52, y: 300 },
      { x: 250, y: 397 },
      { x: 448, y: 250 },
    ])
      expect(lineAt(arrows, point, 6)).toBe('l');
    expect(lineAt(arrows, { x: 250, y: 100 }, 6)).toBeUndefined();
  });

  it('tells where a new bend point goes: after the bend points before the nearest segment; junk entries are kept but not drawn', () => {
    const [arrow] = linkArrows(routed(['junk', { x: 50, y: 400, w: 2, h: 2 }, { x: 'no' }, { x: 450, y: 400 }]));
    expect(arrow.bends).toEqual([1, 3]);
    expect(bendInsertIndex(arrow, { x: 40, y: 300 })).toBe(0);
    expect(bendInsertIndex(arrow, { x: 250, y: 420 })).toBe(2);
    expect(bendInsertIndex(arrow, { x: 460, y: 300 })).toBe(4);
  });

  it('finds the handle under the pointer: a bend point first, else the middle of a segment to pull one out of', () => {
    const [arrow] = linkArrows(routed(['junk', { x: 50, y: 400, w: 2, h: 2 }]));
    expect(bendHandleAt(arrow, { x: 53, y: 397 }, 5)).toEqual({ index: 1 });
    // between the bend point and B's left edge (400, 188, the nearest it comes): it would go after the bend point
    expect(bendHandleAt(arrow, { x: 226, y: 295 }, 5)).toEqual({ index: 2, pull: { x: 225, y: 294 } });
    expect(bendHandleAt(arrow, { x: 50, y: 255 }, 5)).toEqual({ index: 0, pull: { x: 50, y: 255 } });
    expect(bendHandleAt(arrow, { x: 150, y: 350 }, 5)).toBeUndefined();
  });
});

describe('link kinds', () => {
  it('marks a link with a rule or waiting for valid inputs as conditional, and the ways out of a logic widget or of a widget with conditional links as branching', () => {
    const app = newApp({
      screens: {
        s1: newScreen({ id: 's1', children: ['w1', 'w2'] }),
        s2: newScreen({ id: 's2' }),
        s3: newScreen({ id: 's3' }),
      },
      widgets: {
        w1: newWidget({ id: 'w1', type: 'Button' }),
        w2: newWidget({ id: 'w2', type: 'Button' }),
        or: newWidget({ id: 'or', type: 'LogicOr', props: { isRandom: true } }),
      },
      lines: {
        plain: newLine({ id: 'plain', from: 'w1', to: 's2' }),
        valid: newLine({ id: 'valid', from: 'w2', to: 's2', validation: { all: true } }),
        swipe: newLine({ id: 'swipe', from: 'w2', to: 's3', event: 'swipeLeft' }),
        a: newLine({ id: 'a', from: 'or', to: 's2' }),
        b: newLine({ id: 'b', from: 'or', to: 's3', rule: { widget: 'w1', operator: '==', value: 'x' } }),
      },
    });
    const kinds = Object.fromEntries(Object.values(app.lines).map((l) => [l.id, linkKind(app, l)]));
    expect(kinds).toEqual({
      plain: { conditional: false, branching: false },
      valid: { conditional: true, branching: true },
      swipe: { conditional: false, branching: true },
      a: { conditional: false, branching: true },
      b: { conditional: true, branching: true },
    });
  });
});
