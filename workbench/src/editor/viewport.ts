// The canvas's view: a scale and an offset (whole pixels, so screens are drawn crisp); fitting a
// box, zooming around a point.
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
  return {
    scale,
    x: Math.round(w / 2 - (box.x + box.w / 2) * scale),
    y: Math.round(h / 2 - (box.y + box.h / 2) * scale),
  };
}

/** Zooms by `factor` keeping the canvas point under `at` (area px) where it is. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const worldX = (at.x - view.x) / view.scale;
  const worldY = (at.y - view.y) / view.scale;
  return { scale, x: Math.round(at.x - worldX * scale), y: Math.round(at.y - worldY * scale) };
}

/** The part of the canvas an area of w × h px shows, in canvas coordinates, grown by `margin` area px. */
export function visibleBox(view: View, w: number, h: number, margin = 200): Box {
  return {
    x: (-view.x - margin) / view.scale,
    y: (-view.y - margin) / view.scale,
    w: (w + 2 * margin) / view.scale,
    h: (h + 2 * margin) / view.scale,
  };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
