/// <reference lib="dom" />
// The player on a 390 × 844 phone, in the languages with the longest texts: the tester's bar stays
// one line with nothing cut off, also with interactions waiting offline, and the task panel closes
// on Escape and on a tap beside it (without pressing the prototype underneath).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { publishTest, storedEvents } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';

const TIMEOUT = 90_000;
const PHONE = { width: 390, height: 844 };
const prototype = loopPrototype(3);

/** Each control of the bar: its box, and whether its text is cut off. */
const barControls = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.pl-bar > :not(.pl-spacer)')).map((el) => {
      const box = el.getBoundingClientRect();
      return {
        text: el.textContent ?? '',
        mid: box.top + box.height / 2,
        height: box.height,
        left: box.left,
        right: box.right,
        cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      };
    }),
  );

async function expectOneLine(page: Page) {
  const controls = await barControls(page);
  const bar = (await page.locator('.pl-bar').boundingBox())!;
  expect(controls.length).toBeGreaterThanOrEqual(4);
  for (const c of controls) {
    expect(Math.abs(c.mid - controls[0].mid), c.text).toBeLessThanOrEqual(2);
    expect(c.height, c.text).toBeLessThanOrEqual(bar.height);
    expect(c.cut, c.text).toBe(false);
    expect(c.left, c.text).toBeGreaterThanOrEqual(0);
    expect(c.right, c.text).toBeLessThanOrEqual(bar.width + 0.5);
  }
}

/** One task, shown in the test: reach the third screen. */
const ONE_TASK = {
  tasks: [
    {
      id: 't1',
      name: 'Reach the last screen',
      description: 'Use the Next buttons.',
      flow: [{ screen: 's2', widget: null, type: 'ScreenLoaded' }],
    },
  ],
  showTaskInTest: true,
} as never;

describe.skipIf(!hasChromium)('player on a phone', () => {
  const world = playerHarness();

  it.each([
    ['en-GB', 'Start the test'],
    ['es-ES', 'Empezar la prueba'],
    ['de-DE', 'Test starten'],
  ])(
    'in %s the bar is one line with nothing cut off, online and with interactions waiting offline',
    async (locale, start) => {
      const test = await publishTest(world.api(), prototype.doc, { settings: ONE_TASK });
      const context = await world.browser().newContext({ viewport: PHONE, locale, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${world.api().url}/player/#/test.html?h=${test.hash}`);
      await page.getByRole('button', { name: start }).click();
      await page.locator('[data-screen="s0"]').waitFor();
      await expectOneLine(page);

      await context.setOffline(true);
      for (let i = 0; i < 12; i++) await page.locator(`[data-widget="${prototype.tap(0)}"]`).tap();
      await page.locator('.pl-status-offline').waitFor();
      await expectOneLine(page);
      await context.setOffline(false);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'the task panel closes on Escape and on a tap beside it, and that tap presses nothing',
    async () => {
      const test = await publishTest(world.api(), prototype.doc, { settings: ONE_TASK });
      const context = await world.browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${world.api().url}/player/#/test.html?h=${test.hash}`);
      await page.getByRole('button', { name: 'Start the test' }).click();
      await page.locator('[data-screen="s0"]').waitFor();

      const panel = page.getByRole('complementary', { name: 'Tasks' });
      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      await panel.waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      await panel.waitFor();
      // a tap on the Next button's place, beside the panel: it closes the panel and goes nowhere
      const next = (await page.locator(`[data-widget="${prototype.next(0)}"]`).boundingBox())!;
      const panelBox = (await panel.boundingBox())!;
      const y = Math.max(next.y + next.height / 2, panelBox.y + panelBox.height + 10);
      await page.touchscreen.tap(next.x + 10, Math.min(y, next.y + next.height - 2));
      await panel.waitFor({ state: 'hidden' });
      await page.waitForTimeout(500);
      expect(await page.locator('[data-screen="s0"]').count()).toBe(1);
      const clicks = (await storedEvents(world.api(), test.appId)).filter((e) => e.widget === prototype.next(0));
      expect(clicks).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});
