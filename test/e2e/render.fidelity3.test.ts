/// <reference lib="dom" />
// The player against the existing product's own rules (issue 30, 5–7), each written down here as the
// reference: an image file that cannot load shows nothing to testers (the designer's canvas crosses
// it out), a start screen's ScreenLoaded animations play as it first shows, and a screen of another
// size than the prototype is drawn at its own size, not shrunk to the prototype's width.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';

const SCREEN_W = 375;
const TIMEOUT = 120_000;
/** How long a condition may take to come true on a loaded machine. */
const WAIT = { timeout: 60_000 };

describe.skipIf(!hasChromium)('the player follows the existing product', () => {
  const harness = playerHarness();

  async function play(doc: unknown) {
    const test = await publishTest(harness.api(), doc);
    const page = await harness.browser().newPage({ viewport: { width: SCREEN_W, height: 800 } });
    await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
    await page.locator('[data-screen="s1"]').waitFor();
    return page;
  }

  it(
    'shows nothing for an image file that cannot load, where the placeholder would tell testers something broke',
    async () => {
      // Reference rule (quant-ux player): a missing image file leaves the widget's box empty.
      const screen = newScreen({ id: 's1', w: SCREEN_W, h: 667, props: { start: true }, children: ['pic'] });
      const picture = newWidget({
        id: 'pic',
        type: 'Image',
        x: 20,
        y: 20,
        w: 200,
        h: 120,
        style: { backgroundImage: { url: 'gone/never-uploaded.png' } },
      });
      const page = await play(newApp({ screens: { s1: screen }, widgets: { pic: picture } }));
      const widget = page.locator('[data-widget="pic"]');
      // the browser has given up on the file once the <img> is gone; nothing is drawn in its place
      await expect.poll(() => widget.locator('img').count(), WAIT).toBe(0);
      expect(await widget.locator('.pl-placeholder').count()).toBe(0);
      await page.close();
    },
    TIMEOUT,
  );

  it(
    "plays the start screen's ScreenLoaded animations when it first shows",
    async () => {
      // Reference rule (quant-ux simulator): a screen's ScreenLoaded animations play each time it is
      // shown, the start screen included. A long animation, so that it is still running when looked at.
      const screen = {
        ...newScreen({ id: 's1', w: SCREEN_W, h: 667, props: { start: true }, children: ['bar'] }),
        animation: {
          ScreenLoaded: { widgets: { bar: { type: 'fadeIn', duration: 60_000, delay: 0, easing: null } }, groups: {} },
        },
      };
      const bar = newWidget({ id: 'bar', type: 'Box', x: 20, y: 20, w: 300, h: 16, style: { background: '#3b31c4' } });
      const page = await play(newApp({ screens: { s1: screen }, widgets: { bar } }));
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              document
                .getAnimations()
                .map((a) => ((a.effect as KeyframeEffect | null)?.target as HTMLElement | null)?.dataset.widget),
            ),
          WAIT,
        )
        .toContain('bar');
      await page.close();
    },
    TIMEOUT,
  );

  it(
    'draws a screen wider than the prototype at its own size',
    async () => {
      // Reference rule (quant-ux player): the device fits the prototype's width (screenSize.w); every
      // screen is drawn at that one scale, so a screen 125 px wider is 125 design px wider on the
      // device, not squeezed into the device's width.
      const screen = newScreen({ id: 's1', w: SCREEN_W + 125, h: 667, props: { start: true }, children: ['edge'] });
      const edge = newWidget({
        id: 'edge',
        type: 'Box',
        x: 0,
        y: 0,
        w: SCREEN_W,
        h: 40,
        style: { background: '#222' },
      });
      const page = await play({
        ...newApp({ screens: { s1: screen }, widgets: { edge } }),
        screenSize: { w: SCREEN_W, h: 667 },
      });
      const widths = await page.evaluate(() => ({
        stage: document.querySelector<HTMLElement>('.pl-stage')!.clientWidth,
        screen: document.querySelector('[data-screen="s1"]')!.getBoundingClientRect().width,
        edge: document.querySelector('[data-widget="edge"]')!.getBoundingClientRect().width,
      }));
      const scale = widths.stage / SCREEN_W;
      expect(widths.edge).toBeCloseTo(SCREEN_W * scale, 0);
      expect(widths.screen).toBeCloseTo((SCREEN_W + 125) * scale, 0);
      await page.close();
    },
    TIMEOUT,
  );
});
