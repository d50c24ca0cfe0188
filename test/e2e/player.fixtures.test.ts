/// <reference lib="dom" />
// Every screen of every quant-ux prototype (imported) renders in the player: no page error, no blank
// widget, the screen fitted to the width of the device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { importQuantUxApp, isLogicWidget, screenView } from '@protolab/shared';
import { startTestApi, type TestApi } from '../../api/test/support/testApi';
import { hasQuantUx, quantUxAppFiles, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium, launchBrowser } from './support/browser';
import { ensurePlayerBuilt } from './support/playerBuild';
import { paintsSomething } from './support/painted';
import { publishTest } from './support/playerWorld';

/** Browser tests wait on real pages, a real server and a sync loop: generous, for loaded machines. */
const TIMEOUT = 120_000;

describe.skipIf(!hasChromium || !hasQuantUx)('player renders the quant-ux prototypes', () => {
  let api: TestApi;
  let browser: Browser;

  beforeAll(async () => {
    await ensurePlayerBuilt();
    api = await startTestApi('sqlite');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it.each(quantUxAppFiles)(
    '%s: every screen',
    async (file) => {
      const { app } = importQuantUxApp(readQuantUx(file));
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
      const errors: string[] = [];
      for (const screenId of Object.keys(app.screens)) {
        // each screen in turn is the start screen of its own test (without lines: timers would move on)
        const screens = Object.fromEntries(
          Object.entries(app.screens).map(([id, s]) => [
            id,
            { ...s, segment: id === screenId ? false : s.segment, props: { ...s.props, start: id === screenId } },
          ]),
        );
        const test = await publishTest(api, { ...app, screens, lines: {} });
        const page = await context.newPage();
        page.on('pageerror', (e) => errors.push(`${screenId}: ${e.message}`));
        await page.goto(`${api.url}/player/#/test.html?h=${test.hash}&s=true&log=false`);
        const screen = page.locator(`[data-screen="${screenId}"]`);
        await screen.waitFor();
        const box = (await screen.boundingBox())!;
        expect(box.width).toBeCloseTo(360, 0);
        const expected = screenView(app, screenId)!.widgets.filter((w) => !isLogicWidget(w.type)).length;
        expect(await screen.locator(':scope > [data-widget]').count()).toBe(expected);
        for (const widget of await screen.locator(':scope > [data-widget]').all()) {
          const size = await widget.boundingBox();
          if (size && size.width > 2 && size.height > 2) {
            const drawn = await paintsSomething(widget);
            const type = await widget.evaluate((el) => el.getAttribute('data-widget'));
            if (!drawn)
              expect(app.widgets[type!.split('@')[0]]?.type, `${screenId}/${type}`).toMatch(
                /HotSpot|Container|Box|Label|Button/,
              );
          }
        }
        await page.close();
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});
