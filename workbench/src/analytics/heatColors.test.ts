import { describe, expect, it } from 'vitest';
import { heatColor, heatImage } from './heatColors';

const alphaAt = (pixels: Uint8ClampedArray, width: number, x: number, y: number) => pixels[(y * width + x) * 4 + 3];

describe('heat colours', () => {
  it('leaves cold cells transparent, fades in faint values and paints hot ones red', () => {
    expect(heatColor(0)[3]).toBe(0);
    expect(heatColor(0.02)[3]).toBeGreaterThan(0);
    expect(heatColor(0.02)[3]).toBeLessThan(heatColor(0.1)[3] / 2);
    expect(heatColor(1)).toEqual([240, 40, 30, 200]);
  });

  it('draws one hot cell as a round blob without steps, at any size', () => {
    // 5 × 5 cells, the middle one hot, drawn at 55 × 55 pixels (11 a cell: pixel 27 is its centre)
    const grid = new Float32Array(25);
    grid[12] = 1;
    const size = 55;
    const mid = 27;
    const pixels = heatImage(grid, 5, 5, size, size);
    // the middle of the hot cell is its colour; the corners, far from it, are clear
    expect([...pixels.slice((mid * size + mid) * 4, (mid * size + mid) * 4 + 4)]).toEqual(heatColor(1));
    expect(alphaAt(pixels, size, 0, 0)).toBe(0);
    // along a row through the middle the opacity changes from pixel to pixel, not cell by cell
    const row = Array.from({ length: size }, (_, x) => alphaAt(pixels, size, x, mid));
    expect(new Set(row).size).toBeGreaterThan(10); // 5 cells
    // the same distance from the middle across and down looks the same
    expect(alphaAt(pixels, size, mid + 9, mid)).toBe(alphaAt(pixels, size, mid, mid + 9));
  });
});
