// The big-study bench's browser side: a study's Results and heat-map pages opened cold and reopened,
// timed from navigation to what they show once their figures are in, with the tab's heap.
import type { BrowserContext, Page } from 'playwright-core';

/** How long a page may take to show its figures (a 1M study on a loaded machine). */
const TIMEOUT = 900_000;

declare global {
  interface Window {
    __shownAt?: number;
  }
}

/** Notes when `selector` first matches (page time, from navigation). */
function watchShown(selector: string) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    window.__shownAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

/** Opens `url` in `context` and answers when `selector` showed (ms from navigation), closing the page. */
async function shownAfter(
  context: BrowserContext,
  url: string,
  requests?: Array<{ url: string; start: number; end: number }>,
) {
  const page = await context.newPage();
  try {
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(url);
    await page.waitForFunction(() => window.__shownAt !== undefined, undefined, { timeout: TIMEOUT });
    const ms = await page.evaluate(() => window.__shownAt!);
    if (process.env.BIGSTUDY_DEBUG && requests) {
      const origin = await page.evaluate(() => performance.timeOrigin);
      const at = (t: number) => (t - origin).toFixed(0);
      const data = requests.filter((r) => /\/rest\/(events|mouse|figures)\//.test(r.url) && r.start >= origin);
      console.log(
        `  ${url.split('#')[1]}: first data request at ${at(data[0]?.start ?? origin)} ms, ` +
          `${data.length} data requests until ${at(Math.max(0, ...data.map((r) => r.end)))} ms; shown ${ms.toFixed(0)} ms; ` +
          `${await page.evaluate(() => document.querySelectorAll('*').length)} elements`,
      );
    }
    return { ms, heap: await heapMb(page) };
  } finally {
    await page.close();
  }
}

/**
 * Opens `url` in a fresh context (a cold cache) and answers when `selector` showed, and the heap then;
 * then once more in the same browser profile (`reopened`: its HTTP cache holds the app and the
 * figures' tag, as when a designer comes back to the study).
 */
async function open(newContext: () => Promise<BrowserContext>, url: string, selector: string) {
  const context = await newContext();
  try {
    await context.addInitScript(watchShown, selector);
    // every request of the page and its worker, with when it began and ended (epoch ms)
    const requests: Array<{ url: string; start: number; end: number }> = [];
    context.on('requestfinished', (request) => {
      const timing = request.timing();
      requests.push({ url: request.url(), start: timing.startTime, end: timing.startTime + timing.responseEnd });
    });
    const cold = await shownAfter(context, url, requests);
    const reopened = await shownAfter(context, url, requests);
    return { ms: cold.ms, heap: cold.heap, reopened: reopened.ms };
  } finally {
    await context.close();
  }
}

/** Selectors of what a page shows once its figures are in: the results' summary, or a study without data. */
const RESULTS_SHOWN = '[data-testid="results-summary"], [data-testid="results-empty"]';
const HEAT_SHOWN = '[data-testid="heatmaps"] canvas';

/**
 * The Results and heat-map routes of the study, cold and reopened, and the Results route of a study
 * without data reopened (`shell`: the app's own floor): `bigstudy 1M sqlite: results N ms, reopened N ms, …`.
 */
export async function openPages(
  newContext: () => Promise<BrowserContext>,
  pageUrl: (path: string) => string,
  appId: string,
  emptyId: string,
  line: string,
) {
  const results = await open(newContext, pageUrl(`/apps/${appId}/results.html`), RESULTS_SHOWN);
  const heat = await open(newContext, pageUrl(`/apps/${appId}/heatmaps.html`), HEAT_SHOWN);
  const shell = await open(newContext, pageUrl(`/apps/${emptyId}/results.html`), RESULTS_SHOWN);
  console.log(
    `${line}: results ${results.ms.toFixed(0)} ms, reopened ${results.reopened.toFixed(0)} ms, shell ${shell.reopened.toFixed(0)} ms, ` +
      `heatmap ${heat.ms.toFixed(0)} ms, heap ${Math.max(results.heap, heat.heap).toFixed(0)} MB`,
  );
}
