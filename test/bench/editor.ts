// The editor on a large prototype: 100 screens and 2,000 widgets (the size of Quant-UX's own large
// test app), in real Chromium against the real API. How long until every screen is drawn and the
// editor is ready; frame times while dragging a widget, panning and zooming (2 s each); how long a
// paste of 500 widgets and its undo take to be drawn. Prints figures; asserts nothing. `ready` is the
// median of three cold openings (each in a new browser context), paste and undo the medians of five
// rounds: one run of each moved by a quarter either way with whatever else the machine did. The floor
// is the same screens in a plain page with no editor (editorFloor.ts), opened and panned alike: what
// the editor costs beyond drawing them.
import type { Page } from 'playwright-core';
import { hasChromium } from '../e2e/support/browser';
import { buildFloor, openFloor, panFloor, serveFloor } from './editorFloor';
import { frames, median, p95 } from './frames';
import { publishTest } from '../e2e/support/playerWorld';
import { galleryPrototype } from '../e2e/support/prototypes';
import { loggedInContext, startWorkbench } from '../e2e/support/workbenchWorld';
import { openEditorCold } from './editorOpening';

const SCREENS = 100;
const PER_SCREEN = 20;
const TYPES = 40;
const GESTURE_MS = 2000;
const PASTED = 500;
const OPENINGS = 3;
const ROUNDS = 5;

const widgetCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[data-canvas-screen] [data-widget]').length);

/** Presses keys and answers how long until the canvas holds `expected` widgets, drawn (ms). */
async function timed(page: Page, keys: string, expected: number): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number };
    addEventListener('keydown', () => (w.__t0 = performance.now()), { once: true, capture: true });
  });
  await page.keyboard.press(keys);
  return page.evaluate(
    (count) =>
      new Promise<number>((done) => {
        const check = () => {
          if (document.querySelectorAll('[data-canvas-screen] [data-widget]').length === count) {
            requestAnimationFrame(() => done(performance.now() - (window as unknown as { __t0: number }).__t0));
          } else requestAnimationFrame(check);
        };
        check();
      }),
    expected,
  );
}

export async function run(): Promise<void> {
  if (!hasChromium) {
    console.log('[bench] editor: skipped, no Chromium');
    return;
  }
  const floor = await buildFloor();
  const world = await startWorkbench({ SEED_EXAMPLES: 'false' }).catch((err) => {
    floor.remove();
    throw err;
  });
  try {
    const test = await publishTest(world.api, galleryPrototype(SCREENS, TYPES, PER_SCREEN));
    const open = () => openEditorCold(world, test.owner, test.appId, SCREENS);
    const openings: number[] = [];
    for (let i = 1; i < OPENINGS; i++) {
      const opened = await open();
      openings.push(opened.ms);
      await opened.context.close();
    }
    const { context, page, ms } = await open();
    const ready = median([...openings, ms]);
    // the floor draws the screens at the scale the editor drew them
    const scale = (await page.locator('[data-canvas-screen="g0"]').boundingBox())!.width / 375;
    const area = (await page.getByTestId('canvas-area').boundingBox())!;
    const steps = Math.round(GESTURE_MS / 16);

    // drag one widget of the first screen around
    const widget = (await page.locator('[data-canvas-screen="g0"] [data-widget="g0w0"]').boundingBox())!;
    const grab = { x: widget.x + widget.width / 2, y: widget.y + widget.height / 2 };
    const drag = await frames(page, async () => {
      await page.mouse.move(grab.x, grab.y);
      await page.mouse.down();
      for (let i = 0; i < steps; i++) await page.mouse.move(grab.x + (i % 60) * 2, grab.y + (i % 40));
      await page.mouse.move(grab.x, grab.y);
      await page.mouse.up();
    });

    const pan = await frames(page, async () => {
      await page.mouse.move(area.x + 20, area.y + 20);
      await page.keyboard.down('Space');
      await page.mouse.down();
      for (let i = 0; i < steps; i++) await page.mouse.move(area.x + 20 + (i % 50) * 3, area.y + 20 + (i % 50));
      await page.mouse.up();
      await page.keyboard.up('Space');
    });
    await page.getByRole('button', { name: 'Fit', exact: true }).click();

    const zoom = await frames(page, async () => {
      for (let i = 0; i < steps; i++) {
        const deltaY = i % 40 < 20 ? -8 : 8;
        await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
        await page.evaluate(
          ({ deltaY, x, y }) =>
            document
              .querySelector('.canvas-overlay canvas')!
              .dispatchEvent(new WheelEvent('wheel', { deltaY, ctrlKey: true, clientX: x, clientY: y, bubbles: true })),
          { deltaY, x: area.x + area.width / 2, y: area.y + area.height / 2 },
        );
        await page.waitForTimeout(8);
      }
    });
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await page.waitForTimeout(300);

    // select the widgets of 25 screens (5 × 5) with a rubber band, copy them, paste, undo
    const first = (await page.locator('[data-canvas-screen="g0"]').boundingBox())!;
    const last = (await page.locator('[data-canvas-screen="g44"]').boundingBox())!;
    await page.mouse.move(first.x - 8, first.y - 8);
    await page.mouse.down();
    await page.mouse.move(last.x + last.width + 8, last.y + last.height + 8, { steps: 10 });
    await page.mouse.up();
    await page.getByTestId('canvas-area').focus();
    await page.keyboard.press('Control+c');
    const before = await widgetCount(page);
    const pastes: number[] = [];
    const undos: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      pastes.push(await timed(page, 'Control+v', before + PASTED));
      undos.push(await timed(page, 'Control+z', before));
      // the next round starts once both are saved
      await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    }
    const [paste, undo] = [median(pastes), median(undos)];
    await context.close();

    const floorOpenings: number[] = [];
    let floorPan: number[] = [];
    for (let i = 0; i < OPENINGS; i++) {
      const floorContext = await loggedInContext(world, test.owner, { width: 1600, height: 1000 });
      await floorContext.addInitScript('globalThis.__name = (f) => f;');
      await serveFloor(floorContext, world.api.url, floor.dist);
      const floorPage = await floorContext.newPage();
      floorOpenings.push(await openFloor(floorPage, world.api.url, test.appId, scale, SCREENS));
      if (i === OPENINGS - 1) {
        // panned once it has settled, as the editor is panned well after its opening
        await floorPage.waitForLoadState('networkidle');
        floorPan = await panFloor(floorPage, steps);
      }
      await floorContext.close();
    }

    console.log(`editor ready: ${ready} ms`);
    console.log(`editor drag p95: ${p95(drag).toFixed(1)} ms`);
    console.log(`editor pan p95: ${p95(pan).toFixed(1)} ms`);
    console.log(`editor zoom p95: ${p95(zoom).toFixed(1)} ms`);
    console.log(`editor paste 500: ${paste.toFixed(0)} ms`);
    console.log(`editor undo paste 500: ${undo.toFixed(0)} ms`);
    console.log(`editor floor: ${median(floorOpenings)} ms`);
    console.log(`editor floor pan p95: ${p95(floorPan).toFixed(1)} ms`);
  } finally {
    await world.close();
    floor.remove();
  }
}
