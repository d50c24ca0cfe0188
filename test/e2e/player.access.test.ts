// Who gets to play and what is recorded: password-protected invitations, one recorded test per
// tester, and the desktop offer to continue on a phone.
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';

const prototype = loopPrototype(2);
/** Where phones reach the server: the "continue on your phone" link must carry it, not 127.0.0.1. */
const PUBLIC_URL = 'http://phones.example.test:8080';

/** Browser tests wait on real pages, a real server and a sync loop: generous, for loaded machines. */
const TIMEOUT = 60_000;

describe.skipIf(!hasChromium)('player: access and recording rules', () => {
  const harness = playerHarness({ PUBLIC_URL });

  it(
    'asks for the password of a protected test, and records with the token it gets',
    async () => {
      const test = await publishTest(harness.api(), prototype.doc, { password: 'secret42' });
      const context = await harness.browser().newContext();
      const page = await context.newPage();
      const link = `${harness.api().url}/player/#/test.html?h=${test.hash}`;
      await page.goto(link);
      await page.getByText('This test is protected').waitFor();
      await page.getByLabel('Password').fill('wrong-one');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('That password is not right. Please try again.').waitFor();
      await page.getByLabel('Password').fill('secret42');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Start the test' }).click();
      await page.locator('[data-widget="next0"]').click();
      await page.locator('[data-screen="s1"]').waitFor();
      // stored and uploaded before the reload (the storage loads just after the first screen)
      await page.locator('.pl-status-saved').waitFor();

      await page.reload(); // the token is kept: no second prompt, the session goes on
      await page.locator('[data-screen="s1"]').waitFor();
      await page.getByRole('button', { name: 'End test' }).click();
      await page.getByText('Thank you!').waitFor();
      const events = await eventually(async () => {
        const stored = await storedEvents(harness.api(), test.appId);
        expect(stored.at(-1)?.type).toBe('SessionEnd');
        return stored;
      });
      expect(events.map((e) => e.type)).toEqual([
        'SessionStart',
        'ScreenLoaded',
        'WidgetClick',
        'ScreenLoaded',
        'ScreenLoaded',
        'SessionEnd',
      ]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'records a returning tester only once when the test says one test per user',
    async () => {
      const test = await publishTest(harness.api(), prototype.doc, { settings: { recordOneTestPerUser: true } });
      const context = await harness.browser().newContext();
      const link = `${harness.api().url}/player/#/test.html?h=${test.hash}`;
      for (const round of [1, 2]) {
        const page = await context.newPage();
        await page.goto(link);
        if (round === 2)
          await page.getByText('You took part in this test before. This time nothing is recorded.').waitFor();
        await page.getByRole('button', { name: 'Start the test' }).click();
        await page.locator('[data-widget="card0"]').click();
        await page.getByRole('button', { name: 'End test' }).click();
        await page.getByText('Thank you!').waitFor();
        if (round === 1)
          await eventually(async () =>
            expect((await storedEvents(harness.api(), test.appId)).at(-1)?.type).toBe('SessionEnd'),
          );
        await page.close();
      }
      await new Promise((r) => setTimeout(r, 1000));
      const events = await storedEvents(harness.api(), test.appId);
      expect(events.filter((e) => e.type === 'SessionStart')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'WidgetClick')).toHaveLength(1);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    "plays the designer's preview (log=false) as testers see it, says so, and records nothing",
    async () => {
      const test = await publishTest(harness.api(), prototype.doc);
      const context = await harness.browser().newContext({ viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&log=false`);
      await page.getByText('This is a preview: nothing you do here is recorded').waitFor();
      await page.getByRole('button', { name: 'Start the test' }).click();
      await page.getByRole('status').filter({ hasText: 'Preview' }).waitFor();
      await page.locator('[data-widget="card0"]').click();
      await page.locator('[data-widget="next0"]').click();
      await page.locator('[data-screen="s1"]').waitFor();
      await page.waitForTimeout(1500); // a recording player would have sent its first batch by now
      expect(await storedEvents(harness.api(), test.appId)).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'offers a desktop tester a QR code to continue on a phone',
    async () => {
      const test = await publishTest(harness.api(), prototype.doc);
      const context = await harness.browser().newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&ln=de`);
      await page.getByRole('button', { name: 'Auf dem Handy weitermachen' }).click();
      await page.locator('.pl-qrcode svg').waitFor();
      await expect
        .poll(() => page.locator('.pl-link').textContent())
        .toBe(`${PUBLIC_URL}/player/#/test/mobile/${test.hash}.html?ln=de`);
      await page.screenshot({ path: '/tmp/player-qr.png' });
      await page.getByRole('button', { name: 'Auf diesem Computer weitermachen' }).click();
      await page.getByRole('button', { name: 'Test starten' }).click();
      // a phone-sized prototype on a wide window: the whole device height fits
      const screen = (await page.locator('[data-screen="s0"]').boundingBox())!;
      expect(screen.height).toBeLessThanOrEqual(800 - 32 + 1);
      expect(screen.width).toBeCloseTo((screen.height * 375) / 667, 0);
      await page.screenshot({ path: '/tmp/player-desktop.png' });

      const phone = await harness
        .browser()
        .newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
      const mobile = await phone.newPage();
      await mobile.goto(`${harness.api().url}/player/#/test/mobile/${test.hash}.html`);
      await mobile.getByRole('button', { name: 'Start the test' }).waitFor();
      expect(await mobile.getByRole('button', { name: 'Continue on your phone' }).count()).toBe(0);
      await mobile.getByRole('button', { name: 'Start the test' }).click();
      await mobile.locator('[data-widget="card0"]').tap();
      await eventually(async () => {
        const starts = (await storedEvents(harness.api(), test.appId)).filter((e) => e.type === 'SessionStart');
        expect(starts.map((e) => e.device?.qr)).toEqual([false, true]); // the desktop's, then the phone's
      });
      await phone.close();
      await context.close();
    },
    TIMEOUT,
  );
});
