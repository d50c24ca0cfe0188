// Feedback testers need: a required field left empty says so when the tester tries to go on, even
// where the designer drew no error message; a protected test's password page speaks its language.
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';

const TIMEOUT = 60_000;

describe.skipIf(!hasChromium)('player feedback', () => {
  const world = playerHarness();

  it(
    'shows a required field left empty as invalid (a red border, aria-invalid) when the tester tries to go on',
    async () => {
      const prototype = loopPrototype(2);
      // the note is required and "Next" waits for valid inputs; no error message, no error look
      prototype.doc.widgets.field0!.props = { ...prototype.doc.widgets.field0!.props, validation: { required: true } };
      prototype.doc.lines.l0 = { ...prototype.doc.lines.l0!, validation: { all: true } };
      const test = await publishTest(world.api(), prototype.doc);
      const context = await world.browser().newContext();
      const page = await context.newPage();
      await page.goto(`${world.api().url}/player/#/test.html?h=${test.hash}&s=true`);
      const box = page.locator('[data-widget="field0"]');
      const input = box.locator('input');
      await input.waitFor();
      const borderColor = () => box.evaluate((el) => getComputedStyle(el).borderTopColor);
      const before = await borderColor();
      expect(await input.getAttribute('aria-invalid')).toBeNull();

      await page.locator('[data-widget="next0"]').click();
      await page.locator('[data-widget="field0"] input[aria-invalid="true"]').waitFor();
      const [red, green, blue] = (await borderColor()).match(/\d+/g)!.map(Number);
      expect(red).toBeGreaterThan(150);
      expect(green! + blue!).toBeLessThan(red!);
      expect(await borderColor()).not.toBe(before);
      expect(await page.locator('[data-screen="s0"]').count()).toBe(1);

      // once filled in, the tester goes on and the field is no longer marked
      await input.fill('A note');
      await input.press('Enter');
      await page.locator('[data-widget="field0"] input:not([aria-invalid])').waitFor();
      await page.locator('[data-widget="next0"]').click();
      await page.locator('[data-screen="s1"]').waitFor();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    "asks for a protected test's password in the test's language, not the browser's",
    async () => {
      const test = await publishTest(world.api(), loopPrototype(2).doc, {
        settings: { language: 'de' } as never,
        password: 'geheim42',
      });
      const context = await world.browser().newContext({ locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(`${world.api().url}/player/#/test.html?h=${test.hash}`);
      await page.getByText('Dieser Test ist geschützt').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      await page.getByLabel('Passwort').fill('geheim42');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('button', { name: 'Test starten' }).waitFor();
      await context.close();
    },
    TIMEOUT,
  );
});
