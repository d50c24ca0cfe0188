/// <reference lib="dom" />
// A tab closed before the device storage had loaded (it loads just after the first screen): what
// the tester did is kept through the page's last moment and uploaded once on the next visit.
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';

const prototype = loopPrototype(2);
const STORAGE_CHUNK = '**/assets/storage-*.js';

describe.skipIf(!hasChromium)('player: a tab closed before its storage loaded', () => {
  const harness = playerHarness();

  it('keeps every interaction and uploads each once when the player opens again', async () => {
    const test = await publishTest(harness.api(), prototype.doc);
    const link = `${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`;
    // no service worker: the storage chunk must come from the network, where it is held back
    const context = await harness.browser().newContext({ serviceWorkers: 'block' });
    let holdStorage = true;
    await context.route(STORAGE_CHUNK, (route) => (holdStorage ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto(link);
    await page.locator('[data-screen="s0"]').waitFor();
    for (let i = 0; i < 5; i++) await page.locator(`[data-widget="${prototype.tap(0)}"]`).click();
    await page.close({ runBeforeUnload: true });
    expect(await storedEvents(harness.api(), test.appId)).toEqual([]);

    holdStorage = false;
    const again = await context.newPage();
    await again.goto(link);
    const events = await eventually(async () => {
      const stored = await storedEvents(harness.api(), test.appId);
      expect(stored.filter((e) => e.type === 'WidgetClick')).toHaveLength(5);
      return stored;
    }, 60_000);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events.slice(0, 2).map((e) => e.type)).toEqual(['SessionStart', 'ScreenLoaded']);
    expect(await again.evaluate(() => localStorage.getItem('protolab-outbox-spill'))).toBeNull();
    await context.close();
  }, 120_000);
});
