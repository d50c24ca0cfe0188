/// <reference lib="dom" />
// The sync loop when the connection breaks at the worst moments: the server goes away in the middle
// of a sync and comes back; the tab closes after a batch was sent and before its answer. Either way
// every interaction is stored exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApi } from '../../api/test/support/testApi';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';
import { startProxy, type ControlledProxy } from './support/proxy';

const prototype = loopPrototype(3);

async function tapCards(page: Page, count: number, screen = 0): Promise<number> {
  for (let i = 0; i < count; i++) await page.locator(`[data-widget="${prototype.tap(screen)}"]`).click();
  return count;
}

/** The session's first events are stored: the next upload holds interactions. */
async function started(api: TestApi, appId: string) {
  await eventually(async () =>
    expect((await storedEvents(api, appId)).map((e) => e.type)).toEqual(['SessionStart', 'ScreenLoaded']),
  );
}

async function expectExactlyOnce(api: TestApi, appId: string, clicks: number) {
  return eventually(async () => {
    const events = await storedEvents(api, appId);
    expect(events.filter((e) => e.type === 'WidgetClick')).toHaveLength(clicks);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    return events;
  }, 60_000);
}

/** Browser tests wait on real pages, a real server and a sync loop: generous, for loaded machines. */
const TIMEOUT = 120_000;

describe.skipIf(!hasChromium)('player sync, interrupted', () => {
  const harness = playerHarness();
  let proxy: ControlledProxy;

  beforeAll(async () => {
    proxy = await startProxy(harness.api().url);
  });

  afterAll(async () => {
    await proxy?.close();
  });

  /** A published test played through the proxy in a new context, its first events stored. */
  async function playing() {
    const test = await publishTest(harness.api(), prototype.doc);
    const context = await harness.browser().newContext();
    const link = `${proxy.url}/player/#/test.html?h=${test.hash}&s=true`;
    const page = await context.newPage();
    await page.goto(link);
    await page.locator('[data-screen="s0"]').waitFor();
    await started(harness.api(), test.appId);
    return { test, context, link, page };
  }

  it(
    'keeps the records when the server stops mid-sync, and sends them once it is back',
    async () => {
      const { test, context, page } = await playing();

      proxy.holdUploads();
      let clicks = await tapCards(page, 30);
      await proxy.heldUpload(); // a batch reached the server, its answer is on the way…
      await proxy.stop(); // …and the server goes away
      clicks += await tapCards(page, 30);
      await page.locator('.pl-status-waiting').waitFor();
      await new Promise((r) => setTimeout(r, 2000)); // retries fail meanwhile: connection refused
      proxy.releaseUploads();
      await proxy.start();

      await page.getByText('All saved').waitFor({ timeout: 60_000 });
      const events = await expectExactlyOnce(harness.api(), test.appId, clicks);
      expect(events.filter((e) => e.type === 'SessionStart')).toHaveLength(1);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'keeps a record the server refuses aside, shows it, and stores the rest',
    async () => {
      const { test, context, page } = await playing();
      // a broken record in the outbox, as a faulty build might have left one
      await page.evaluate(
        ({ appId, hash }) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('protolab-player');
            open.onsuccess = () => {
              const tx = open.result.transaction('outbox', 'readwrite');
              const record = {
                id: 'bad-record-1',
                session: 'x',
                user: 'u',
                screen: 's0',
                type: 'WidgetClick',
                time: -5,
                x: 2,
                y: 0,
              };
              tx.objectStore('outbox').add({ id: record.id, kind: 'event', appId, hash, record });
              tx.oncomplete = () => resolve();
              tx.onerror = () => reject(tx.error);
            };
          }),
        { appId: test.appId, hash: test.hash },
      );
      const clicks = await tapCards(page, 3);
      await page.getByText('1 could not be saved').waitFor({ timeout: 30_000 });
      await page.getByText('All saved').waitFor();
      await expectExactlyOnce(harness.api(), test.appId, clicks);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'sends a batch again when the tab closed before its answer came, and stores it once',
    async () => {
      const { test, context, link, ...first } = await playing();
      let page = first.page;

      proxy.holdUploads();
      let clicks = await tapCards(page, 40);
      await proxy.heldUpload();
      const before = proxy.uploads;
      await page.close(); // closed between sending and the answer
      proxy.releaseUploads();
      // the released batch reaches the server a moment later: it has it, the closed tab never heard so
      await eventually(async () => {
        const storedWhileClosed = (await storedEvents(harness.api(), test.appId)).filter(
          (e) => e.type === 'WidgetClick',
        );
        expect(storedWhileClosed.length).toBeGreaterThan(0);
      });

      page = await context.newPage();
      await page.goto(link);
      await page.locator('[data-screen="s0"]').waitFor();
      clicks += await tapCards(page, 5);
      await page.getByText('All saved').waitFor({ timeout: 60_000 });
      expect(proxy.uploads).toBeGreaterThan(before); // the unanswered batch went again
      await expectExactlyOnce(harness.api(), test.appId, clicks);
      await context.close();
    },
    TIMEOUT,
  );
});
