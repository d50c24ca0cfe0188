// Heat-map colours: a grid of 0..1 values painted as a smooth image, transparent where cold.

const STOPS: Array<[number, number, number]> = [
  [40, 90, 255],
  [40, 220, 120],
  [255, 230, 40],
  [240, 40, 30],
];
/** Below this value the colour fades in from transparent, so a blob has no hard edge. */
const FADE = 0.1;

/** 0 → transparent blue, 0.5 → yellow, 1 → red. */
export function heatColor(value: number): [number, number, number, number] {
  const v = Math.min(1, Math.max(0, value));
  if (v === 0) return [0, 0, 0, 0];
  const pos = v * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(pos));
  const f = pos - i;
  const mix = (k: 0 | 1 | 2) => Math.round(STOPS[i][k] + (STOPS[i + 1][k] - STOPS[i][k]) * f);
  const alpha = 90 + 110 * v;
  return [mix(0), mix(1), mix(2), Math.round(v < FADE ? (alpha * v) / FADE : alpha)];
}

/** The CSS gradient of the legend. */
export const HEAT_GRADIENT =
  'linear-gradient(to right, rgb(40 90 255 / 0.4), rgb(40 220 120 / 0.6), rgb(255 230 40 / 0.7), rgb(240 40 30 / 0.8))';

const LEVELS = 1024;
let palette: Uint8ClampedArray | undefined;

/** heatColor of LEVELS values from 0 to 1, RGBA each, made once. */
function colors(): Uint8ClampedArray {
  if (!palette) {
    palette = new Uint8ClampedArray(LEVELS * 4);
    for (let i = 0; i < LEVELS; i++) palette.set(heatColor(i / (LEVELS - 1)), i * 4);
  }
  return palette;
}

/**
 * RGBA pixels of a width × height image of a cols × rows grid (row-major): each pixel's value
 * interpolated bilinearly between the centres of the cells around it, then coloured. Interpolating
 * values, not colours, keeps the blobs round at any size.
 */
export function heatImage(grid: ArrayLike<number>, cols: number, rows: number, width: number, height: number) {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const lut = colors();
  for (let py = 0; py < height; py++) {
    const gy = Math.min(rows - 1, Math.max(0, ((py + 0.5) * rows) / height - 0.5));
    const r0 = Math.floor(gy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const fy = gy - r0;
    for (let px = 0; px < width; px++) {
      const gx = Math.min(cols - 1, Math.max(0, ((px + 0.5) * cols) / width - 0.5));
      const c0 = Math.floor(gx);
      const c1 = Math.min(cols - 1, c0 + 1);
      const fx = gx - c0;
      const top = grid[r0 * cols + c0] * (1 - fx) + grid[r0 * cols + c1] * fx;
      const bottom = grid[r1 * cols + c0] * (1 - fx) + grid[r1 * cols + c1] * fx;
      const v = Math.min(1, Math.max(0, top * (1 - fy) + bottom * fy));
      if (v === 0) continue;
      const level = Math.round(v * (LEVELS - 1)) * 4;
      const at = (py * width + px) * 4;
      pixels[at] = lut[level];
      pixels[at + 1] = lut[level + 1];
      pixels[at + 2] = lut[level + 2];
      pixels[at + 3] = lut[level + 3];
    }
  }
  return pixels;
}
