// The tester's player: what it costs a phone before the first screen, how fast that screen comes on
// a prototype of 100 screens, and whether the recorder keeps up with 60 interactions a second.
// Real Chromium against the real API (SQLite). Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApi, type TestApi } from '../../api/test/support/testApi';
import { hasChromium, launchBrowser } from '../e2e/support/browser';
import { ensurePlayerBuilt, playerDist } from '../e2e/support/playerBuild';
import { eventually, publishTest, storedEvents } from '../e2e/support/playerWorld';
import { galleryPrototype, loopPrototype } from '../e2e/support/prototypes';
import { median } from './frames';

const SCREENS = 100;
/** The library prototype: this many widget types, 20 widgets a screen. */
const TYPES = 40;
const LOAD_RUNS = 5;
const RATE = 60;
const RATE_SECONDS = 10;
const BURST = 1000;
const FRAME_MS = 1000 / 60;

declare global {
  interface Window {
    __screenInDom?: number;
    __firstScreen?: number;
  }
}

/** Marks when the first prototype screen is in the document, and when it is painted (next frame). */
function watchFirstScreen() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-screen]')) return;
    observer.disconnect();
    window.__screenInDom = performance.now();
    requestAnimationFrame(() => (window.__firstScreen = performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

/** tsx names functions with a helper the page does not have: functions sent to the page need it. */
const NAME_HELPER = 'globalThis.__name = (f) => f;';

const gzipKb = (file: string) => gzipSync(readFileSync(join(playerDist, file))).length / 1024;

interface LoadFigures {
  ms: number;
  /** gzipped KB of the JS and CSS requested before the first screen was in the document */
  kb: number;
  files: string[];
}

async function loadOnce(page: Page, link: string): Promise<LoadFigures> {
  await page.goto(link);
  await page.waitForFunction(() => window.__firstScreen !== undefined);
  const { inDom, first, resources } = await page.evaluate(() => ({
    inDom: window.__screenInDom!,
    first: window.__firstScreen!,
    resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, start: r.startTime })),
  }));
  const files = resources
    .filter((r) => r.start < inDom && /\/player\/assets\/.+\.(js|css)$/.test(new URL(r.name).pathname))
    .map((r) => new URL(r.name).pathname.replace('/player/', ''));
  return { ms: first, kb: files.reduce((sum, f) => sum + gzipKb(f), 0), files };
}

async function firstScreen(browser: Browser, link: string) {
  const cold: LoadFigures[] = [];
  const warm: LoadFigures[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await context.addInitScript(NAME_HELPER);
    await context.addInitScript(watchFirstScreen);
    const page = await context.newPage();
    cold.push(await loadOnce(page, link)); // empty cache, no service worker yet
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    warm.push(await loadOnce(page, `${link}&r=${i}`)); // from the service worker's precache, resuming the session
    await context.close();
  }
  return { cold, warm };
}

async function recorderAtRate(page: Page, count: number, perSecond: number) {
  return page.evaluate(
    async ({ count, perSecond }) => {
      const target = document.querySelector<HTMLElement>('[data-widget="card0"]')!;
      const gaps: number[] = [];
      let running = true;
      let last = performance.now();
      const frame = (now: number) => {
        gaps.push(now - last);
        last = now;
        if (running) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const start = performance.now();
      for (let i = 0; i < count; i++) {
        target.click();
        const due = start + ((i + 1) * 1000) / perSecond;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
      running = false;
      return { gaps: gaps.slice(1), seconds: (performance.now() - start) / 1000 };
    },
    { count, perSecond },
  );
}

/** Taps as fast as the page takes them; answers ms until the screen is painted again. */
async function burst(page: Page, count: number) {
  return page.evaluate((count) => {
    const target = document.querySelector<HTMLElement>('[data-widget="card0"]')!;
    const start = performance.now();
    for (let i = 0; i < count; i++) target.click();
    return new Promise<number>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start))),
    );
  }, count);
}

/** Waits until the outbox holds `count` records; answers seconds waited. */
async function outboxHolds(page: Page, count: number): Promise<number> {
  const start = performance.now();
  await page.waitForFunction(
    (count) => Number(document.querySelector('.pl-status')?.getAttribute('data-waiting')) >= count,
    count,
    { timeout: 120_000, polling: 20 },
  );
  return (performance.now() - start) / 1000;
}

async function clicksStored(api: TestApi, appId: string, count: number): Promise<number> {
  const start = performance.now();
  await eventually(
    async () => {
      const clicks = (await storedEvents(api, appId)).filter((e) => e.type === 'WidgetClick').length;
      if (clicks < count) throw new Error(`${clicks} of ${count} stored`);
    },
    120_000,
    100,
  );
  return (performance.now() - start) / 1000;
}

async function recorder(browser: Browser, api: TestApi) {
  const test = await publishTest(api, loopPrototype(3).doc);
  const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 800 } });
  await context.addInitScript(NAME_HELPER);
  const page = await context.newPage();
  await page.goto(`${api.url}/player/#/test.html?h=${test.hash}&s=true`);
  await page.locator('[data-screen="s0"]').waitFor();
  await page.getByText('All saved').waitFor();

  const paced = await recorderAtRate(page, RATE * RATE_SECONDS, RATE);
  const tail = await clicksStored(api, test.appId, RATE * RATE_SECONDS);
  await page.getByText('All saved').waitFor();

  // offline, so that only the recorder and the outbox work; then online, so that only the sync works
  await context.setOffline(true);
  const burstMs = await burst(page, BURST);
  const written = burstMs / 1000 + (await outboxHolds(page, BURST));
  await context.setOffline(false);
  const uploaded = await clicksStored(api, test.appId, RATE * RATE_SECONDS + BURST);
  await context.close();
  const dropped = paced.gaps.filter((g) => g > FRAME_MS * 1.5).length;
  if (process.env.DEBUG_FRAMES) console.log(paced.gaps.map((g, i) => [i, Math.round(g)]).filter(([, g]) => g > 25));
  const sorted = [...paced.gaps].sort((a, b) => a - b);
  return {
    interactions: RATE * RATE_SECONDS,
    seconds: paced.seconds,
    frames: paced.gaps.length,
    dropped,
    p95Frame: sorted[Math.floor(sorted.length * 0.95)],
    maxFrame: sorted.at(-1)!,
    storedAfter: tail,
    burstMsPerInteraction: burstMs / BURST,
    outboxPerSecond: BURST / written,
    uploadPerSecond: BURST / uploaded,
  };
}

export async function runPlayerBench(): Promise<void> {
  if (!hasChromium) {
    console.log('[bench] player: skipped, no Chromium');
    return;
  }
  await ensurePlayerBuilt();
  const api = await startTestApi('sqlite');
  const browser = await launchBrowser();
  try {
    const test = await publishTest(api, loopPrototype(SCREENS).doc);
    const { cold, warm } = await firstScreen(browser, `${api.url}/player/#/test.html?h=${test.hash}&s=true`);
    const gallery = await publishTest(api, galleryPrototype(SCREENS, TYPES, 20));
    const library = await firstScreen(browser, `${api.url}/player/#/test.html?h=${gallery.hash}&s=true`);
    const rec = await recorder(browser, api);

    console.log(
      `[bench] player: JS+CSS before the first screen: ${cold[0].kb.toFixed(1)} KB gzipped (aim ≤ 120 KB): ${cold[0].files.join(', ')}`,
    );
    console.log(
      `[bench] player: navigation → first screen, ${SCREENS}-screen prototype: cold ${median(cold.map((r) => r.ms)).toFixed(0)} ms, ` +
        `again from the service worker, resuming the session ${median(warm.map((r) => r.ms)).toFixed(0)} ms (median of ${LOAD_RUNS})`,
    );
    console.log(
      `[bench] player: navigation → first screen, ${SCREENS}-screen prototype of ${TYPES} widget types: cold ${median(library.cold.map((r) => r.ms)).toFixed(0)} ms, ` +
        `from the service worker ${median(library.warm.map((r) => r.ms)).toFixed(0)} ms (median of ${LOAD_RUNS}); ` +
        `JS+CSS before it ${library.cold[0].kb.toFixed(1)} KB gzipped in ${library.cold[0].files.length} files`,
    );
    console.log(
      `[bench] player: recorder at ${RATE} interactions/s for ${rec.seconds.toFixed(1)} s: ${rec.dropped} of ${rec.frames} frames dropped ` +
        `(p95 frame ${rec.p95Frame.toFixed(1)} ms, max ${rec.maxFrame.toFixed(1)} ms); all ${rec.interactions} stored ${rec.storedAfter.toFixed(1)} s after the last`,
    );
    console.log(
      `[bench] player: burst of ${BURST} taps: ${rec.burstMsPerInteraction.toFixed(2)} ms main thread each; ` +
        `recorder → outbox ${rec.outboxPerSecond.toFixed(0)} interactions/s; outbox → server ${rec.uploadPerSecond.toFixed(0)} interactions/s`,
    );
  } finally {
    await browser.close();
    await api.close();
  }
}
