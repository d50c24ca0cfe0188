import { describe, expect, it } from 'vitest';
import { imageSource } from '../shell/imageSource';
import { fitBox, MAX_SCALE, zoomAt } from './viewport';

describe('images', () => {
  it('addresses uploads through the API, never with the login token in the address; absolute urls stay', () => {
    expect(imageSource('a1/pic 1.png')).toBe('/rest/images/a1/pic%201.png');
    expect(imageSource('https://x.test/a.png')).toBe('https://x.test/a.png');
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
