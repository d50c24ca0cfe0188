/// <reference lib="dom" />
// Screen titles on the canvas keep their size at every zoom: at the fitted view of a 100-screen
// prototype each is cut to its screen's width, so that none overlaps another, and a screen drawn
// too narrow for a few letters shows none.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, type App, type Screen } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';

const SCREENS = 100;

/** 100 phone screens, twenty to a row, with names much wider than a screen at the fitted view (11 %). */
function manyScreens(): App {
  const screens: Screen[] = Array.from({ length: SCREENS }, (_, i) =>
    newScreen({
      id: `s${i}`,
      name: `Checkout step ${i}: delivery address and payment details`,
      x: (i % 20) * 475,
      y: Math.floor(i / 20) * 950,
      w: 375,
      h: 812,
      props: { start: i === 0 },
    }),
  );
  return newApp({ name: 'Titles', screens: Object.fromEntries(screens.map((s) => [s.id, s])) });
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersect = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.skipIf(!hasChromium)('editor: screen titles', () => {
  const s = editorSuite('titles', manyScreens(), { env: { SEED_EXAMPLES: 'false' } });

  /** Each drawn title's box and its screen's width, in page pixels. */
  const titles = () =>
    s.page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-canvas-screen]')).flatMap((screen) => {
        const label = screen.querySelector<HTMLElement>('.canvas-screen-label');
        if (!label) return [];
        const { left, top, right, bottom } = label.getBoundingClientRect();
        return [{ box: { left, top, right, bottom }, screenWidth: screen.getBoundingClientRect().width }];
      }),
    );

  const overlapping = async () => {
    const drawn = await titles();
    let pairs = 0;
    for (let i = 0; i < drawn.length; i++)
      for (let j = i + 1; j < drawn.length; j++) if (intersect(drawn[i]!.box, drawn[j]!.box)) pairs++;
    return { drawn: drawn.length, pairs };
  };

  it('fits 100 screens with every title shown, none overlapping another, each cut to its screen', async () => {
    await s.page.setViewportSize({ width: 1600, height: 1000 });
    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();
    await expect.poll(overlapping, { timeout: 30_000 }).toEqual({ drawn: SCREENS, pairs: 0 });
    for (const { box, screenWidth } of await titles()) {
      expect(screenWidth).toBeLessThan(60); // far narrower than the names
      expect(box.right - box.left).toBeLessThanOrEqual(screenWidth + 1);
    }
    // cut, not rewritten: the title still holds the whole name
    await expect
      .poll(() => s.page.locator('[data-canvas-screen="s42"] .canvas-screen-label').textContent())
      .toBe('Checkout step 42: delivery address and payment details');
    expect(s.errors).toEqual([]);
  }, 120_000);

  it('shows no title on screens too narrow for a few letters', async () => {
    const zoomOut = s.page.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 8; i++) await zoomOut.click();
    await expect.poll(() => s.page.locator('[data-canvas-screen]').count()).toBe(SCREENS);
    await expect.poll(async () => (await titles()).length).toBe(0);
    expect(s.errors).toEqual([]);
  }, 120_000);
});
