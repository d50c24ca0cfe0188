/// <reference lib="dom" />
// Every screen of every quant-ux prototype (imported) renders in the player: no page error, the
// screen fitted to the width of the device, every widget changes pixels in its box (the screen's
// screenshot against one with the widgets hidden). That these drawings are the workbench's too, pixel
// for pixel, render.fidelity.test.ts checks for the same prototypes.
import { describe, expect, it } from 'vitest';
import { importQuantUxApp, isLogicWidget, screenView } from '@protolab/shared';
import { hasQuantUx, quantUxAppFiles, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { changedPixels, settled } from './support/pixels';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';
import { adoptStyles } from './support/testStyles';

/** Browser tests wait on real pages, a real server and a sync loop: generous, for loaded machines. */
const TIMEOUT = 120_000;
const SCALE = 2;

describe.skipIf(!hasChromium || !hasQuantUx)('player renders the quant-ux prototypes', () => {
  const harness = playerHarness();

  it.each(quantUxAppFiles)(
    '%s: every screen',
    async (file) => {
      const api = harness.api();
      const { app } = importQuantUxApp(readQuantUx(file));
      const context = await harness
        .browser()
        .newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: SCALE, reducedMotion: 'reduce' });
      const errors: string[] = [];
      const blank: string[] = [];
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
        await settled(page);
        const box = (await screen.boundingBox())!;
        // the device fits the prototype's width; a screen of another size keeps its own
        expect(box.width).toBeCloseTo((app.screens[screenId].w * 360) / app.screenSize.w, 0);
        const expected = screenView(app, screenId)!.widgets.filter((w) => !isLogicWidget(w.type)).length;
        // a repeater draws its children again in each further cell ("<child>@<cell number>"): the
        // widgets of the screen are the others
        const all = await screen.locator(':scope > [data-widget]').all();
        const ids = await Promise.all(all.map((w) => w.getAttribute('data-widget')));
        const widgets = all.filter((_, i) => !/@\d+$/.test(ids[i]!));
        expect(widgets.length).toBe(expected);

        // what each widget adds to the screen: the screen drawn with its widgets, and without them
        const drawn = await screen.screenshot();
        await page.evaluate(adoptStyles, `[data-widget], [data-widget] * { visibility: hidden !important; }`);
        const bare = await screen.screenshot();
        const boxes = await Promise.all(widgets.map((w) => w.boundingBox()));
        const pixelBoxes = boxes.map((b) => ({
          x: Math.round((b!.x - box.x) * SCALE),
          y: Math.round((b!.y - box.y) * SCALE),
          w: Math.round(b!.width * SCALE),
          h: Math.round(b!.height * SCALE),
        }));
        const changed = await changedPixels(page, drawn, bare, pixelBoxes);
        for (const [i, widget] of widgets.entries()) {
          const id = (await widget.getAttribute('data-widget'))!;
          // the fixtures hold no image files: an image of an uploaded file draws nothing for testers
          const record = app.widgets[id.split('@')[0]!];
          const missingFile = record?.type === 'Image' && Boolean(record.style?.backgroundImage);
          if (boxes[i]!.width > 2 && boxes[i]!.height > 2 && changed[i] === 0 && !missingFile)
            blank.push(`${screenId}/${id} (${app.widgets[id.split('@')[0]!]?.type})`);
        }
        await page.close();
      }
      expect(errors).toEqual([]);
      expect(blank).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});
