import { describe, expect, it } from 'vitest';
import { newApp, newLine, newScreen, newWidget } from '@protolab/shared';
import { imageSource } from '../../app/imageSource';
import { borderPoint, linkArrows, screensBox } from './linkGeometry';
import { fitBox, MAX_SCALE, zoomAt } from './viewport';

describe('images', () => {
  it('addresses uploads through the API with the token; absolute urls stay', () => {
    expect(imageSource('a1/pic 1.png', 'tok')).toBe('/rest/images/a1/pic%201.png?jwt=tok');
    expect(imageSource('https://x.test/a.png', 'tok')).toBe('https://x.test/a.png');
  });
});

describe('canvas view', () => {
  it('fits a box centred, never above 100 %', () => {
    expect(fitBox({ x: 0, y: 0, w: 1000, h: 500 }, 600, 400, 50)).toEqual({ scale: 0.5, x: 50, y: 75 });
    expect(fitBox({ x: 100, y: 100, w: 10, h: 10 }, 600, 400, 50).scale).toBe(1);
  });

  it('zooms around the pointer, within the limits', () => {
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 50 });
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
    expect(zoomAt({ scale: 3, x: 0, y: 0 }, 10, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  });
});

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
});
