import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { borderPoint, lineAt, linkArrows, screensBox } from './linkGeometry';

describe('links', () => {
  it('starts and ends on the borders of the two boxes', () => {
    expect(borderPoint({ x: 0, y: 0, w: 100, h: 50 }, { x: 300, y: 25 })).toEqual({ x: 100, y: 25 });
    expect(borderPoint({ x: 0, y: 0, w: 100, h: 50 }, { x: 50, y: -100 })).toEqual({ x: 50, y: 0 });
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
      { id: 'a', points: [0, 0, 100, 0] as [number, number, number, number] },
      { id: 'b', points: [0, 10, 100, 10] as [number, number, number, number] },
    ];
    expect(lineAt(arrows, { x: 50, y: 3 }, 6)).toBe('a');
    expect(lineAt(arrows, { x: 50, y: 8 }, 6)).toBe('b');
    expect(lineAt(arrows, { x: 50, y: 30 }, 6)).toBeUndefined();
    // beyond the end of an arrow counts from its end point
    expect(lineAt(arrows, { x: 110, y: 0 }, 6)).toBeUndefined();
  });
});
