import { describe, expect, it } from 'vitest';
import { heatColor, heatPixels } from './heatColors';

describe('heat colours', () => {
  it('leaves cold cells transparent and paints hot ones red', () => {
    expect(heatColor(0)[3]).toBe(0);
    expect(heatColor(1)).toEqual([240, 40, 30, 200]);
    expect(heatColor(0.5)[3]).toBeGreaterThan(0);
  });
  it('writes one RGBA pixel per cell, row-major', () => {
    const pixels = heatPixels(Float32Array.from([0, 1]), 2, 1);
    expect([...pixels.slice(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...pixels.slice(4, 8)]).toEqual([240, 40, 30, 200]);
  });
});
