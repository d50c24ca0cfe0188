/// <reference lib="dom" />
// Field study without a network: the player opened once online keeps working offline, across a
// reload and a closed tab, and every interaction reaches the database exactly once when back online.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { makeTestCertificate } from '../../api/test/support/testCertificate';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';

const prototype = loopPrototype(4);

/** Clicks through the ring: two taps on the card, then Next; answers how many clicks were made. */
async function play(page: Page, rounds: number, from: number): Promise<number> {
  let clicks = 0;
  for (let r = 0; r < rounds; r++) {
    const i = from + r;
    await page.locator(`[data-screen="s${i % 4}"]`).waitFor();
    for (let t = 0; t < 2; t++) {
      await page.locator(`[data-widget="${prototype.tap(i)}"]`).click();
      clicks++;
    }
    await page.locator(`[data-widget="${prototype.next(i)}"]`).click();
    clicks++;
  }
  return clicks;
}

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Browser tests wait on real pages, a real server and a sync loop: generous, for loaded machines. */
const TIMEOUT = 120_000;

describe.skipIf(!hasChromium)('player offline field study', () => {
  const harness = playerHarness();
  let context: BrowserContext;

  it(
    'plays 200+ interactions offline, survives a reload and a closed tab, and uploads each once',
    async () => {
      const test = await publishTest(harness.api(), prototype.doc, { settings: { description: 'Field study' } });
      const link = `${harness.api().url}/player/#/test.html?h=${test.hash}`;
      context = await harness.browser().newContext({ viewport: { width: 390, height: 760 } });
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (e) => errors.push(e.message));

      let page = await context.newPage();
      watch(page);
      await page.goto(link);
      await page.getByRole('button', { name: 'Start the test' }).click();
      await page.locator('[data-screen="s0"]').waitFor();
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await page.getByRole('button', { name: 'Ready to use offline' }).waitFor();
      await eventually(async () => expect(await storedEvents(harness.api(), test.appId)).toHaveLength(2)); // SessionStart, ScreenLoaded

      await context.setOffline(true);
      await page.reload();
      await page.locator('[data-screen="s0"]').waitFor(); // the session goes on where it was
      await page.getByText('Offline', { exact: true }).waitFor();
      let clicks = await play(page, 70, 0); // 210 clicks, 70 screen changes
      await page.locator('[data-widget="field2"] input').fill('typed offline');
      await page.locator('[data-widget="card2"]').click();
      clicks++;
      expect(Number(await page.locator('.pl-status').getAttribute('data-waiting'))).toBeGreaterThan(200);
      await page.close();

      page = await context.newPage();
      watch(page);
      await page.goto(link);
      await page.locator('[data-screen="s2"]').waitFor();
      clicks += await play(page, 5, 2);
      const waiting = Number(await page.locator('.pl-status').getAttribute('data-waiting'));
      expect(waiting).toBeGreaterThan(220);
      expect(await storedEvents(harness.api(), test.appId)).toHaveLength(2); // nothing more was sent while offline

      await context.setOffline(false);
      await page.getByText('All saved').waitFor({ timeout: 30_000 });

      const events = await storedEvents(harness.api(), test.appId);
      const clicked = events.filter((e) => e.type === 'WidgetClick');
      expect(clicked).toHaveLength(clicks);
      expect(events.filter((e) => e.type === 'SessionStart')).toHaveLength(1);
      expect(new Set(events.map((e) => e.session)).size).toBe(1);
      // 1 start + 75 moves + 2 screens shown again (the reload and the reopened tab)
      expect(events.filter((e) => e.type === 'ScreenLoaded')).toHaveLength(1 + 75 + 2);
      expect(events.find((e) => e.type === 'WidgetChange')?.state).toMatchObject({
        type: 'text',
        value: 'typed offline',
      });
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'shows the tester a full disk instead of hiding it',
    async () => {
      const test = await publishTest(harness.api(), prototype.doc);
      const full = await harness.browser().newContext();
      const page = await full.newPage();
      const cdp = await full.newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: harness.api().url, quotaSize: 1 });
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
      await page.locator('[data-screen="s0"]').waitFor();
      await page.locator('[data-widget="card0"]').click();
      await page
        .getByText('This device is out of storage space. Free some space, or the test cannot be saved.')
        .waitFor();
      await full.close();
    },
    TIMEOUT,
  );
});

// A tester's phone reaches the server at a network name, not localhost. Chromium maps FIELD_HOST to
// this machine, so the origin is not "potentially trustworthy" the way localhost is: only https makes
// the player's service worker, and with it offline play, possible there.
const FIELD_HOST = 'field.test';
const toFieldHost = `--host-resolver-rules=MAP ${FIELD_HOST} 127.0.0.1`;
const fieldLink = (api: { url: string }, hash: string) =>
  `${api.url.replace('127.0.0.1', FIELD_HOST)}/player/#/test.html?h=${hash}`;

describe.skipIf(!hasChromium)('player offline on an https address (a test certificate)', () => {
  const certificate = makeTestCertificate([FIELD_HOST]);
  // the browser trusts this one certificate (by its public key), as a device trusts a real one
  const harness = playerHarness({ HTTPS_CERT: certificate.certPath, HTTPS_KEY: certificate.keyPath }, [
    toFieldHost,
    `--ignore-certificate-errors-spki-list=${certificate.spki}`,
  ]);
  afterAll(() => certificate.remove());

  it(
    'saves the test for offline, and an offline reload plays it',
    async () => {
      const test = await publishTest(harness.api(), prototype.doc);
      const context = await harness.browser().newContext();
      const page = await context.newPage();
      await page.goto(fieldLink(harness.api(), test.hash));
      expect(page.url()).toMatch(/^https:\/\/field\.test:/);
      await page.getByRole('button', { name: 'Start the test' }).click();
      await page.locator('[data-screen="s0"]').waitFor();
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await page.getByRole('button', { name: 'Ready to use offline' }).waitFor();

      await context.setOffline(true);
      await page.reload();
      await page.locator('[data-screen="s0"]').waitFor();
      await page.locator(`[data-widget="${prototype.next(0)}"]`).click();
      await page.locator('[data-screen="s1"]').waitFor();
      await context.close();
    },
    TIMEOUT,
  );
});

describe.skipIf(!hasChromium)('player offline on a plain-http network address', () => {
  const harness = playerHarness({}, [toFieldHost]);

  it(
    'says it cannot work offline there, and why, instead of "saved"',
    async () => {
      const test = await publishTest(harness.api(), prototype.doc);
      const context = await harness.browser().newContext();
      const page = await context.newPage();
      const link = fieldLink(harness.api(), test.hash);
      await page.goto(link);
      await page.getByRole('button', { name: 'Start the test' }).click();
      await page.locator('[data-screen="s0"]').waitFor();
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await page.getByRole('button', { name: 'Not available offline' }).waitFor();
      const why = page.getByRole('alert');
      await expect.poll(() => why.textContent()).toContain(new URL(link).origin);
      expect(await why.textContent()).toContain('https');
      expect(await page.getByRole('button', { name: 'Ready to use offline' }).count()).toBe(0);
      await context.close();
    },
    TIMEOUT,
  );
});
