// Animations played in the browser: a line's slide transition and a screen's ScreenLoaded fade on a
// widget, and none of them when the tester prefers reduced motion.
import { describe, expect, it } from 'vitest';
import { newApp, newLine, newScreen, newWidget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';

function animatedPrototype() {
  const home = newScreen({ id: 'home', x: 0, props: { start: true }, children: ['next'] });
  const second = {
    ...newScreen({ id: 'second', x: 500, children: ['title'] }),
    animation: {
      ScreenLoaded: {
        widgets: { title: { duration: 1500, delay: 0, type: 'fadeIn', easing: null } },
        groups: {},
      },
    },
  };
  const widgets = [
    newWidget({ id: 'next', type: 'Button', x: 20, y: 20, w: 120, h: 40, props: { label: 'Next' } }),
    newWidget({ id: 'title', type: 'Label', x: 520, y: 20, w: 200, h: 40, props: { label: 'Hello' } }),
  ];
  const lines = [{ ...newLine({ id: 'l1', from: 'next', to: 'second' }), animation: 'slideLeft', duration: 1500 }];
  const byId = <T extends { id: string }>(list: T[]) => Object.fromEntries(list.map((r) => [r.id, r]));
  return newApp({ screens: byId([home, second]), widgets: byId(widgets), lines: byId(lines) });
}

const TIMEOUT = 60_000;

describe.skipIf(!hasChromium)('player: animations', () => {
  const harness = playerHarness();

  async function clickThrough(reducedMotion: 'reduce' | 'no-preference') {
    const test = await publishTest(harness.api(), animatedPrototype());
    const context = await harness.browser().newContext({ viewport: { width: 375, height: 700 }, reducedMotion });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
    await page.locator('[data-widget="next"]').click();
    await page.locator('[data-screen="second"]').waitFor();
    const animations = await page.evaluate(() =>
      document.getAnimations().map((a) => ((a.effect as KeyframeEffect | null)?.target as HTMLElement | null)?.dataset),
    );
    return { animations, errors, close: () => context.close() };
  }

  it(
    'slides the new screen in and fades its widget in',
    async () => {
      const { animations, errors, close } = await clickThrough('no-preference');
      expect(animations.length).toBeGreaterThan(0);
      expect(animations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ screen: 'second' }),
          expect.objectContaining({ widget: 'title' }),
        ]),
      );
      expect(errors).toEqual([]);
      await close();
    },
    TIMEOUT,
  );

  it(
    'plays none with prefers-reduced-motion: reduce',
    async () => {
      const { animations, errors, close } = await clickThrough('reduce');
      expect(animations).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
    TIMEOUT,
  );
});
