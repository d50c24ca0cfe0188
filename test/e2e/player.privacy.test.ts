/// <reference lib="dom" />
// What a tester types into a Password widget stays on their device: the outbox, the session kept
// for a reload, the server and the designer's CSV hold a mask of its length, never the characters.
import { describe, expect, it } from 'vitest';
import { buildSessions, surveyCsv, type AnalyticsEvent, type App } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';

const prototype = loopPrototype(2);
// the text box of the first screen becomes a password field
prototype.doc.widgets.field0!.type = 'Password';
const SECRET = 'Tr0ub4dor&3';
const MASK = '\u2022'.repeat(SECRET.length);
const UPLOADS = '**/events.json';

/** Everything the player keeps in IndexedDB and localStorage, as text. */
const deviceStorage = () =>
  new Promise<string>((resolve, reject) => {
    const open = indexedDB.open('protolab-player');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const stores = Array.from(open.result.objectStoreNames);
      const tx = open.result.transaction(stores, 'readonly');
      const all: Record<string, unknown[]> = {};
      for (const name of stores) {
        const request = tx.objectStore(name).getAll();
        request.onsuccess = () => (all[name] = request.result);
      }
      tx.oncomplete = () => resolve(JSON.stringify({ ...all, localStorage: { ...localStorage } }));
      tx.onerror = () => reject(tx.error);
    };
  });

describe.skipIf(!hasChromium)('player: passwords stay private', () => {
  const harness = playerHarness();

  it('records that a password was typed, and its length, never its characters', async () => {
    const test = await publishTest(harness.api(), prototype.doc);
    // no service worker, so that holding the uploads back holds them all
    const context = await harness.browser().newContext({ serviceWorkers: 'block' });
    await context.route(UPLOADS, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
    const field = page.locator('[data-widget="field0"] input');
    await field.pressSequentially(SECRET);
    await field.press('Enter');
    expect(await field.inputValue()).toBe(SECRET);

    // while the uploads are held back, the change waits in the outbox: masked
    const outbox = await eventually(async () => {
      const kept = await page.evaluate(deviceStorage);
      expect(kept).toContain(MASK);
      return kept;
    });
    expect(outbox).not.toContain(SECRET);
    expect(outbox).not.toContain(SECRET.slice(0, 3));

    await context.unroute(UPLOADS);
    const change = await eventually(async () => {
      const events = await storedEvents(harness.api(), test.appId);
      const found = events.find((e) => e.type === 'WidgetChange' && e.widget === 'field0');
      expect(found).toBeDefined();
      return found!;
    }, 60_000);
    expect(change.state?.value).toBe(MASK);
    const listed = await harness.api().get(`/rest/events/${test.appId}.json`, test.ownerToken);
    expect(JSON.stringify(listed.body)).not.toContain(SECRET.slice(0, 3));

    // the survey answers' CSV, as the workbench makes it from what the API answers
    const app = (await harness.api().get(`/rest/apps/${test.appId}.json`, test.ownerToken)).body as App;
    const csv = surveyCsv(buildSessions(listed.body as AnalyticsEvent[]), app);
    expect(csv).toContain(MASK);
    expect(csv).not.toContain(SECRET.slice(0, 3));
    await context.close();
  }, 120_000);
});
