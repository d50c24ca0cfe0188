// Heat-map colours: a grid of 0..1 values painted onto a canvas, transparent where cold.

/** 0 → transparent blue, 0.5 → yellow, 1 → red. */
export function heatColor(value: number): [number, number, number, number] {
  const v = Math.min(1, Math.max(0, value));
  if (v <= 0.01) return [0, 0, 0, 0];
  const stops: Array<[number, number, number]> = [
    [40, 90, 255],
    [40, 220, 120],
    [255, 230, 40],
    [240, 40, 30],
  ];
  const pos = v * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(pos));
  const f = pos - i;
  const mix = (k: 0 | 1 | 2) => Math.round(stops[i][k] + (stops[i + 1][k] - stops[i][k]) * f);
  return [mix(0), mix(1), mix(2), Math.round(90 + 110 * v)];
}

/** The CSS gradient of the legend. */
export const HEAT_GRADIENT =
  'linear-gradient(to right, rgb(40 90 255 / 0.4), rgb(40 220 120 / 0.6), rgb(255 230 40 / 0.7), rgb(240 40 30 / 0.8))';

/** RGBA pixels of a cols × rows grid (row-major), one pixel per cell. */
export function heatPixels(grid: Float32Array, cols: number, rows: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(cols * rows * 4);
  for (let i = 0; i < cols * rows; i++) pixels.set(heatColor(grid[i] ?? 0), i * 4);
  return pixels;
}
