// The read-only canvas's view: a scale and an offset; fitting a box, zooming around a point.
import type { Box } from '@protolab/shared';

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 4;
/** One zoom button press or wheel notch multiplies the scale by this. */
export const ZOOM_STEP = 1.2;

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The view that shows `box` whole and centred in a w × h area, with `padding` px around. */
export function fitBox(box: Box, w: number, h: number, padding = 40, maxScale = 1): View {
  const room = (size: number) => Math.max(1, size - 2 * padding);
  const scale = clampScale(Math.min(room(w) / Math.max(1, box.w), room(h) / Math.max(1, box.h), maxScale));
  return { scale, x: w / 2 - (box.x + box.w / 2) * scale, y: h / 2 - (box.y + box.h / 2) * scale };
}

/** Zooms by `factor` keeping the canvas point under `at` (area px) where it is. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const worldX = (at.x - view.x) / view.scale;
  const worldY = (at.y - view.y) / view.scale;
  return { scale, x: at.x - worldX * scale, y: at.y - worldY * scale };
}
