// The designer's first load: what the browser fetches before the start page (a guest) and My
// prototypes (a designer with prototypes) show, with an empty cache. Real Chromium against the
// real API (SQLite), the workbench as built. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { hasChromium } from '../e2e/support/browser';
import { publishTest } from '../e2e/support/playerWorld';
import { loopPrototype } from '../e2e/support/prototypes';
import { loggedInContext, startWorkbench, type WorkbenchWorld } from '../e2e/support/workbenchWorld';

const RUNS = 5;
const AIM_KB = 250;
const dist = join(import.meta.dirname, '../../workbench/dist');

declare global {
  interface Window {
    __shown?: number;
  }
}

/** Marks when an element matching `selector` is in the document (the page shows). */
function watchShown(selector: string) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    window.__shown = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function firstLoad(newContext: () => Promise<BrowserContext>, url: string, selector: string) {
  const kb: number[] = [];
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext();
    await context.addInitScript(watchShown, selector);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__shown !== undefined);
    const { shown, resources } = await page.evaluate(() => ({
      shown: window.__shown!,
      resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, start: r.startTime })),
    }));
    const files = resources
      .filter((r) => r.start < shown && /^\/assets\/.+\.(js|css)$/.test(new URL(r.name).pathname))
      .map((r) => new URL(r.name).pathname.slice(1));
    // the entry script and its preloads come from index.html, not always as resource entries
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g))
      if (!files.includes(file)) files.push(file);
    kb.push(files.reduce((sum, f) => sum + gzipKb(f), 0));
    ms.push(shown);
    await context.close();
  }
  return { kb: median(kb), ms: median(ms) };
}

function print(name: string, figures: { kb: number; ms: number }) {
  console.log(
    `[bench] workbench first load, ${name}: ${figures.kb.toFixed(1)} KB gzipped JS+CSS before it shows (aim ≤ ${AIM_KB}), shown after ${figures.ms.toFixed(0)} ms`,
  );
}

export async function run(): Promise<void> {
  if (!hasChromium) {
    console.log('[bench] workbench: skipped, no Chromium');
    return;
  }
  const world: WorkbenchWorld = await startWorkbench({ SEED_EXAMPLES: 'false' });
  try {
    const desktop = { viewport: { width: 1280, height: 800 } };
    print('start page (guest)', await firstLoad(() => world.browser.newContext(desktop), world.url('/'), 'form'));
    const test = await publishTest(world.api, loopPrototype(4).doc);
    print(
      'My prototypes',
      await firstLoad(
        () => loggedInContext(world, test.owner, desktop.viewport),
        world.url('/apps/my-apps.html'),
        '[data-testid="app-card"]',
      ),
    );
  } finally {
    await world.close();
  }
}
