// The workbench canvas drawing a large prototype with the one screen renderer: 100 screens of 20
// widgets. How long until every screen is drawn, how smooth a pan is, and how long a zoom takes to
// be drawn sharp again. Real Chromium against the real API. Prints figures; asserts nothing.
import { hasChromium } from '../e2e/support/browser';
import { frames, median, p95 } from './frames';
import { publishTest } from '../e2e/support/playerWorld';
import { galleryPrototype } from '../e2e/support/prototypes';
import { loggedInContext, startWorkbench } from '../e2e/support/workbenchWorld';

const SCREENS = 100;
const PER_SCREEN = 20;
const TYPES = 40;
const RUNS = 3;
const PAN_MS = 2000;

export async function run(): Promise<void> {
  if (!hasChromium) {
    console.log('[bench] canvas: skipped, no Chromium');
    return;
  }
  const world = await startWorkbench({ SEED_EXAMPLES: 'false' });
  try {
    const test = await publishTest(world.api, galleryPrototype(SCREENS, TYPES, PER_SCREEN));
    const context = await loggedInContext(world, test.owner, { width: 1600, height: 1000 });
    // tsx names functions with a helper the page does not have: functions sent to the page need it
    await context.addInitScript('globalThis.__name = (f) => f;');
    const ready: number[] = [];
    let page = await context.newPage();
    for (let i = 0; i < RUNS; i++) {
      // a new page each time: a full load, not a move between hash routes
      await page.close();
      page = await context.newPage();
      const start = Date.now();
      await page.goto(world.url(`/apps/${test.appId}/create.html`));
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-canvas-screen] .pl-screen').length >= count,
        SCREENS,
        { timeout: 60_000, polling: 'raf' },
      );
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      ready.push(Date.now() - start);
    }
    const widgets = await page.locator('[data-canvas-screen] [data-widget]').count();

    const area = (await page.getByTestId('canvas-area').boundingBox())!;
    const pan = await frames(page, async () => {
      await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
      // space-drag pans (a plain drag selects and moves in the editor)
      await page.keyboard.down('Space');
      await page.mouse.down();
      const steps = Math.round(PAN_MS / 16);
      for (let i = 0; i < steps; i++)
        await page.mouse.move(area.x + area.width / 2 + i * 3, area.y + area.height / 2 + i);
      await page.mouse.up();
      await page.keyboard.up('Space');
    });

    // zoom in one notch at the centre (ctrl+wheel, as a trackpad's pinch), then wait for the screens to be drawn again at the new scale
    const sharp = await page.evaluate(async () => {
      const world = document.querySelector<HTMLElement>('[data-testid="canvas-screens"]')!;
      const before = world.querySelector<HTMLElement>('.pl-screen')!.getBoundingClientRect().width;
      const start = performance.now();
      const overlay = document.querySelector('.canvas-overlay canvas')!;
      overlay.dispatchEvent(
        new WheelEvent('wheel', { deltaY: -100, ctrlKey: true, clientX: 800, clientY: 500, bubbles: true }),
      );
      return new Promise<number>((done) => {
        const check = () => {
          const first = world.querySelector<HTMLElement>('.pl-screen');
          const stretched = world.style.transform.includes('scale(1)');
          if (first && stretched && first.getBoundingClientRect().width > before * 1.1) done(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    });
    await context.close();

    console.log(
      `[bench] canvas: ${SCREENS} screens × ${PER_SCREEN} widgets (${TYPES} types, ${widgets} widgets drawn): ` +
        `navigation → every screen drawn ${median(ready)} ms (median of ${RUNS})`,
    );
    console.log(
      `[bench] canvas: pan over ${(PAN_MS / 1000).toFixed(0)} s: p95 frame ${p95(pan).toFixed(1)} ms, max ${Math.max(...pan).toFixed(1)} ms (${pan.length} frames)`,
    );
    console.log(`[bench] canvas: zoom one step → screens drawn sharp at the new scale ${sharp.toFixed(0)} ms`);
  } finally {
    await world.close();
  }
}
