/// <reference lib="dom" />
// The whole widget library in the player (Chromium): every type, placed from its palette defaults,
// renders without a page error; every type that holds a value, driven as a tester would, records
// the WidgetChange state it should; and afterwards, changed, still renders without an error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  isLogicWidget,
  newApp,
  newScreen,
  newWidget,
  WIDGET_TYPES,
  widgetDefaults,
  widgetSpec,
  type Widget,
} from '@protolab/shared';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { paintsSomething, watchIconsFirstFrame } from './support/painted';
import { eventually, publishTest, storedEvents, type PublishedTest } from './support/playerWorld';
import { choiceDrivers } from './widgets/drivers/choice';
import { dataDrivers } from './widgets/drivers/data';
import { mediaDrivers } from './widgets/drivers/media';
import { rangeDrivers } from './widgets/drivers/range';
import { textDrivers } from './widgets/drivers/text';
import type { WidgetDriver } from './widgets/widgetDriver';

const TIMEOUT = 300_000;
const drivers: Record<string, WidgetDriver> = {
  ...textDrivers,
  ...choiceDrivers,
  ...rangeDrivers,
  ...dataDrivers,
  ...mediaDrivers,
};
const drawnTypes = WIDGET_TYPES.filter((type) => !isLogicWidget(type));
const valueTypes = drawnTypes.filter((type) => widgetSpec(type)?.value);
const SCREEN_W = 375;
const GAP = 24;

/** One screen per type, the widget at its palette size (with its driver's props) near the top. */
function libraryApp() {
  const screens: Record<string, ReturnType<typeof newScreen>> = {};
  const widgets: Record<string, Widget> = {};
  drawnTypes.forEach((type, i) => {
    const defaults = widgetDefaults(type)!;
    const x = i * (SCREEN_W + 100);
    const w = Math.min(defaults.w, SCREEN_W - 2 * GAP);
    const widget = newWidget({
      id: `w_${type}`,
      type,
      x: x + GAP,
      y: GAP,
      w,
      h: defaults.h,
      props: { ...defaults.props, ...drivers[type]?.props },
      style: { ...defaults.style },
    });
    widgets[widget.id] = widget;
    const h = Math.max(667, defaults.h + 2 * GAP + 300);
    screens[`s_${type}`] = newScreen({ id: `s_${type}`, name: type, x, y: 0, w: SCREEN_W, h, children: [widget.id] });
  });
  return newApp({ name: 'Widget library', screens, widgets, lines: {} });
}

describe.skipIf(!hasChromium)('the widget library in the player', () => {
  const harness = playerHarness();
  const app = libraryApp();

  it('has a driver for every type that holds a value', () => {
    expect(valueTypes.filter((type) => !drivers[type])).toEqual([]);
  });

  /** The library with the screen of `type` as its start screen. */
  const startingOn = (type: string) => ({
    ...app,
    screens: Object.fromEntries(
      Object.entries(app.screens).map(([id, s]) => [id, { ...s, props: { start: id === `s_${type}` } }]),
    ),
  });

  /** Each screen in turn is the start screen of its own test; returns the open player page. */
  async function play(type: string, log: boolean): Promise<{ page: Page; test: PublishedTest; errors: string[] }> {
    const test = await publishTest(harness.api(), startingOn(type));
    const context = await harness.browser().newContext({ viewport: { width: SCREEN_W, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${type}: ${e.message}`));
    await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true&log=${log}`);
    await page.locator(`[data-screen="s_${type}"] [data-widget="w_${type}"]`).waitFor();
    return { page, test, errors };
  }

  it(
    'draws every type from its palette defaults without a page error, and with something to see',
    async () => {
      const errors: string[] = [];
      const blank: string[] = [];
      for (const type of drawnTypes) {
        const run = await play(type, false);
        await run.page.waitForLoadState('networkidle');
        const box = run.page.locator(`[data-widget="w_${type}"]`);
        const painted = await paintsSomething(box);
        // a hot spot is invisible on purpose; a screen segment without its screen shows nothing
        if (!painted && type !== 'HotSpot' && type !== 'ScreenSegment') blank.push(type);
        errors.push(...run.errors);
        await run.page.context().close();
      }
      expect(blank).toEqual([]);
      expect(errors).toEqual([]);
    },
    // each of the 87 types in a page of its own, one after the other: near 5 minutes on two cores
    2 * TIMEOUT,
  );

  it(
    'draws a screen with its icons in its first frame: they come with the test, not after the screen',
    async () => {
      const test = await publishTest(harness.api(), startingOn('Icon'));
      const context = await harness.browser().newContext({ viewport: { width: SCREEN_W, height: 900 } });
      const page = await context.newPage();
      const shapedAtFirst = await watchIconsFirstFrame(page, '[data-widget="w_Icon"] svg[data-icon]');
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&log=false`);
      // the tester reads the welcome page a moment before starting
      const start = page.getByRole('button', { name: 'Start the test' });
      await start.waitFor();
      await page.waitForLoadState('networkidle');
      await start.click();
      await page.locator('[data-widget="w_Icon"] svg[data-icon] path').waitFor();
      expect(await shapedAtFirst()).toBe(true);
      await context.close();
    },
    TIMEOUT,
  );

  it.each(valueTypes.filter((type) => drivers[type]))(
    '%s records the value the tester gave it',
    async (type) => {
      const driver = drivers[type];
      const run = await play(type, true);
      const widget = run.page.locator(`[data-widget="w_${type}"]`);
      await driver.drive(widget, run.page);
      // leave the widget (a text commits on blur), then end the test so everything is sent
      await run.page.locator(`[data-screen="s_${type}"]`).click({ position: { x: 5, y: 600 } });
      await run.page.getByRole('button', { name: 'End test' }).click();
      const changes = await eventually(async () => {
        const stored = await storedEvents(harness.api(), run.test.appId);
        expect(stored.at(-1)?.type).toBe('SessionEnd');
        return stored.filter((e) => e.type === 'WidgetChange' && e.widget === `w_${type}`);
      });
      expect(changes.length).toBeGreaterThan(0);
      expect(changes.at(-1)!.state).toMatchObject({ type: widgetSpec(type)!.value!.kind, value: driver.expected });
      expect(run.errors).toEqual([]);
      await run.page.context().close();
    },
    TIMEOUT,
  );
});
