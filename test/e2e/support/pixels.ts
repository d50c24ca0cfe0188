/// <reference lib="dom" />
// Comparing two drawings of a screen by their pixels, in the browser.
import type { Page } from 'playwright-core';

export type Shot = Buffer;

/** Share of pixels that may differ between two views of a screen. */
export const MAX_DIFFERENT = 0.01;
/** Colours closer than this in every channel (0–255) are the same. */
const CHANNEL_TOLERANCE = 40;

/** A rectangle of a screenshot, in its pixels. */
export interface PixelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Runs in the page: decodes two screenshots and, without `boxes`, answers the share of pixels that
 * differ (a pixel differs when nothing within one pixel of its place in the other image is close to
 * it: the same drawing placed a fraction of a pixel apart passes, another drawing does not); with
 * `boxes`, for each box how many of its pixels differ at the same place (the same page drawn twice).
 */
function comparePixels(page: Page, a: Shot, b: Shot, boxes?: PixelBox[]): Promise<number[]> {
  return page.evaluate(
    async ({ a, b, boxes, tolerance }) => {
      // decoded without fetch: the pages' Content-Security-Policy connects to their own server only
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      const close = (p: ImageData, i: number, q: ImageData, j: number) =>
        [0, 1, 2].every((k) => Math.abs(p.data[i + k] - q.data[j + k]) <= tolerance);
      if (boxes) {
        if (x.width !== y.width || x.height !== y.height) throw new Error('the screenshots differ in size');
        return boxes.map((box) => {
          let changed = 0;
          for (let row = Math.max(0, box.y); row < Math.min(x.height, box.y + box.h); row++) {
            for (let col = Math.max(0, box.x); col < Math.min(x.width, box.x + box.w); col++) {
              const i = (row * x.width + col) * 4;
              if (!close(x, i, y, i)) changed++;
            }
          }
          return changed;
        });
      }
      if (Math.abs(x.width - y.width) > 1 || Math.abs(x.height - y.height) > 1) return [1];
      const w = Math.min(x.width, y.width);
      const h = Math.min(x.height, y.height);
      const near = (p: ImageData, q: ImageData, col: number, row: number) => {
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const c = col + dx;
            const r = row + dy;
            if (c < 0 || r < 0 || c >= q.width || r >= q.height) continue;
            if (close(p, (row * p.width + col) * 4, q, (r * q.width + c) * 4)) return true;
          }
        }
        return false;
      };
      let different = 0;
      for (let row = 0; row < h; row++) {
        for (let col = 0; col < w; col++) if (!near(x, y, col, row) || !near(y, x, col, row)) different++;
      }
      return [different / (w * h)];
    },
    { a: a.toString('base64'), b: b.toString('base64'), boxes, tolerance: CHANNEL_TOLERANCE },
  );
}

/** The share of pixels that differ between two screenshots (sizes must agree within a pixel). */
export async function difference(page: Page, a: Shot, b: Shot): Promise<number> {
  return (await comparePixels(page, a, b))[0]!;
}

/** For each box, how many of its pixels differ between two screenshots of the same place. */
export function changedPixels(page: Page, a: Shot, b: Shot, boxes: PixelBox[]): Promise<number[]> {
  return comparePixels(page, a, b, boxes);
}

/** Waits until the page has drawn: fonts, images and icons loaded, nothing moving. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // a screen's ScreenLoaded animations (a fade, a bar growing) end before it is looked at
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) =>
          a.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
