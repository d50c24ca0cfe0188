/// <reference lib="dom" />
// One renderer: every screen of every quant-ux prototype and of our examples, drawn by the player
// and by each workbench view (canvas, thumbnail, heat map without its overlay, replay at its last
// frame) at the same size, differs in at most 1 % of its pixels. A second drawing of screens in any
// view (as the Konva one was) fails here.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { importQuantUxApp, type App } from '@protolab/shared';
import { makeEvent } from '../../api/test/support/recordedData';
import { hasQuantUx, quantUxAppFiles, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { difference, MAX_DIFFERENT, settled, type Shot } from './support/pixels';
import { publishTest, type PublishedTest } from './support/playerWorld';
import { adoptStyles } from './support/testStyles';
import { workbenchHarness } from './support/workbenchHarness';
import { loggedInContext, type WorkbenchWorld } from './support/workbenchWorld';

const TIMEOUT = 300_000;
/** The sizes the workbench views draw a screen at (DesignTab, HeatmapsTab, ReplayPage). */
const THUMBNAIL_WIDTH = 140;
const HEATMAP_WIDTH = 300;
const REPLAY_WIDTH = 340;
/**
 * Overlays the views draw over the screens (links, heat, pointer) and the designer's mark of an image
 * file that cannot load (testers see nothing there): hidden, the screens are compared.
 */
const HIDE_OVERLAYS = '.canvas-overlay, .screen-overlay, [data-missing-image] { visibility: hidden !important; }';

const examplesDir = join(import.meta.dirname, '../../fixtures/examples');
const SHOT_DIR = join(import.meta.dirname, '../../test-results/fidelity');
const prototypes: Array<{ name: string; load: () => unknown }> = [
  ...(hasQuantUx ? quantUxAppFiles.map((file) => ({ name: file, load: () => readQuantUx(file) })) : []),
  ...readdirSync(examplesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ name: file, load: () => JSON.parse(readFileSync(join(examplesDir, file), 'utf8')).app })),
];

describe.skipIf(!hasChromium)('render fidelity: the player and every workbench view draw a screen alike', () => {
  const world = workbenchHarness({ player: true });

  it.each(prototypes.map((p) => [p.name, p] as const))(
    '%s',
    async (_, prototype) => {
      const { app } = importQuantUxApp(prototype.load());
      const screens = Object.values(app.screens);
      const test = await publishStudy(world, app);
      const starts = await startingAt(world, app);
      const errors: string[] = [];
      const workbench = await loggedInContext(world, test.owner, { width: 1600, height: 1300 });
      await workbench.addInitScript(adoptStyles, HIDE_OVERLAYS);
      const views = await workbench.newPage();
      views.on('pageerror', (e) => errors.push(`workbench: ${e.message}`));
      // the player plays a screen's own animations, which the views do not: compared without motion
      const player = await world.browser.newContext({ reducedMotion: 'reduce' });
      const failures: string[] = [];

      const compare = async (screenId: string, view: string, width: number, shot: Shot) => {
        const reference = await playerShot(player, world, starts[screenId], app, screenId, width, errors);
        const share = await difference(views, reference, shot);
        if (share <= MAX_DIFFERENT) return;
        failures.push(`${screenId} ${view}: ${(share * 100).toFixed(2)} % differ`);
        // the pair, to look at: test-results/fidelity/
        mkdirSync(SHOT_DIR, { recursive: true });
        const name = `${prototype.name}-${screenId}-${view}`.replace(/[^\w.-]+/g, '_');
        writeFileSync(join(SHOT_DIR, `${name}-player.png`), reference);
        writeFileSync(join(SHOT_DIR, `${name}-view.png`), shot);
      };

      // the canvas at 100 %, focused on each screen in turn
      for (const screen of screens) {
        await views.goto(world.url(`/apps/${test.appId}/design/${screen.id}.html`));
        const drawn = views.locator(`[data-canvas-screen="${screen.id}"] [data-screen="${screen.id}"]`);
        await drawn.waitFor();
        await settled(views);
        expect((await drawn.boundingBox())!.width).toBeCloseTo(screen.w, 0);
        await compare(screen.id, 'canvas', screen.w, await drawn.screenshot());
      }

      // the thumbnails of the overview's design tab
      await views.goto(world.url(`/apps/${test.appId}.html`));
      for (const screen of screens) {
        const drawn = views.locator(`[data-testid="screen-card"] [data-screen="${screen.id}"]`);
        await drawn.waitFor();
        await settled(views);
        await compare(screen.id, 'thumbnail', THUMBNAIL_WIDTH, await drawn.screenshot());
      }

      // the heat maps, without the heat
      await views.goto(world.url(`/apps/${test.appId}/heatmaps.html`));
      for (const screen of screens) {
        const drawn = views.locator(`.heat-card[data-screen="${screen.id}"] [data-screen="${screen.id}"]`);
        await drawn.waitFor();
        await settled(views);
        await compare(screen.id, 'heat map', HEATMAP_WIDTH, await drawn.screenshot());
      }

      // the replay of each screen's session at its last frame
      for (const screen of screens) {
        await views.goto(world.url(`/apps/${test.appId}/replay/${sessionOf(screen.id)}.html`));
        const drawn = views.locator(`[data-testid="replay-stage"] [data-screen="${screen.id}"]`);
        await drawn.waitFor();
        await settled(views);
        await compare(screen.id, 'replay', REPLAY_WIDTH, await drawn.screenshot());
      }

      await workbench.close();
      await player.close();
      expect(errors).toEqual([]);
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );
});

const sessionOf = (screenId: string) => `fidelity-${screenId}`;

/** Publishes the prototype with a recorded session per screen (its replay ends on that screen). */
async function publishStudy(world: WorkbenchWorld, app: App): Promise<PublishedTest> {
  const test = await publishTest(world.api, { ...app, lines: {} });
  const events = Object.keys(app.screens).flatMap((screenId) => {
    const session = sessionOf(screenId);
    const start = makeEvent({ session, screen: screenId, type: 'SessionStart', widget: null, x: -1, y: -1 });
    const loaded = makeEvent({ session, screen: screenId, type: 'ScreenLoaded', widget: null, x: -1, y: -1 });
    return [start, loaded];
  });
  const answer = await world.api.post(`/rest/invitation/${test.appId}/${test.hash}/events.json`, events);
  if (answer.status !== 200) throw new Error(`events not stored: ${answer.status} ${JSON.stringify(answer.body)}`);
  return test;
}

/**
 * Each screen in turn the start screen of its own test (the same drawing, another way in), of its own
 * width: the player fits the prototype's width to the device, and a wider screen would be cut
 * (render.fidelity3.test.ts checks that; here the whole screen is compared).
 */
async function startingAt(world: WorkbenchWorld, app: App): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const screenId of Object.keys(app.screens)) {
    const screens = Object.fromEntries(
      Object.entries(app.screens).map(([id, s]) => [
        id,
        { ...s, segment: id === screenId ? false : s.segment, props: { ...s.props, start: id === screenId } },
      ]),
    );
    const screenSize = { ...app.screenSize, w: app.screens[screenId]!.w };
    hashes[screenId] = (await publishTest(world.api, { ...app, screens, screenSize, lines: {} })).hash;
  }
  return hashes;
}

/** The player's drawing of a screen at a width: the reference. */
async function playerShot(
  player: BrowserContext,
  world: WorkbenchWorld,
  hash: string,
  app: App,
  screenId: string,
  width: number,
  errors: string[],
): Promise<Shot> {
  const screen = app.screens[screenId];
  const scale = width / screen.w;
  const tall = Math.max(screen.h, app.screenSize.h) * scale;
  const page = await player.newPage();
  page.on('pageerror', (e) => errors.push(`player: ${e.message}`));
  await page.setViewportSize({ width, height: Math.ceil(tall) + 400 });
  await page.goto(`${world.api.url}/player/#/test.html?h=${hash}&s=true&log=false`);
  const drawn = page.locator(`[data-screen="${screenId}"]`);
  await drawn.waitFor();
  await settled(page);
  const shot = await drawn.screenshot();
  await page.close();
  return shot;
}
