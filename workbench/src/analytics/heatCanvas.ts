// A heat grid painted into a canvas element, for the Konva layers that draw heat maps.
import { heatImage } from './heatColors';

/** The heat image at the size it is shown, in device pixels, so no scaling blurs or blocks it. */
export function heatCanvas(grid: ArrayLike<number>, cols: number, rows: number, width: number, height: number) {
  if (typeof document === 'undefined') return null;
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  const context = canvas.getContext('2d');
  if (!context) return null;
  const pixels = heatImage(grid, cols, rows, canvas.width, canvas.height);
  context.putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, canvas.width, canvas.height), 0, 0);
  return canvas;
}
