/// <reference lib="dom" />
// The player for every tester (issue 33): axe-core, the field's standard engine, finds no critical
// or serious violation on any screen of the seeded examples nor in the player's own chrome; a tester
// on the keyboard alone completes a task and is recorded as a mouse tester is; a new screen is
// announced to screen readers and names the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  importQuantUxApp,
  newApp,
  newLine,
  newScreen,
  newWidget,
  type App,
  type TestSettingsInput,
} from '@protolab/shared';
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents } from './support/playerWorld';

const TIMEOUT = 240_000;
const examplesDir = join(import.meta.dirname, '../../fixtures/examples');
const examples = readdirSync(examplesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const seeded = JSON.parse(readFileSync(join(examplesDir, file), 'utf8')) as {
      app: unknown;
      testSettings: TestSettingsInput;
    };
    return { file, app: importQuantUxApp(seeded.app).app, settings: seeded.testSettings };
  });

/** The app with `screenId` as its start screen, so each screen is played on its own. */
function startingAt(app: App, screenId: string): App {
  const screens = Object.fromEntries(
    Object.entries(app.screens).map(([id, s]) => [id, { ...s, props: { ...s.props, start: id === screenId } }]),
  );
  return { ...app, screens };
}

/** Presses Tab until the focus is inside `selector` (the tester's only way there). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);
    if (inside) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe.skipIf(!hasChromium)('the player, for every tester', () => {
  const harness = playerHarness();
  const newContext = (): Promise<BrowserContext> =>
    // the engine is added to the page as a script, which the player's Content-Security-Policy forbids
    harness.browser().newContext({ viewport: { width: 390, height: 800 }, bypassCSP: true });

  it(
    'axe finds no critical or serious violation on any screen of the seeded examples, nor in the chrome',
    async () => {
      const context = await newContext();
      const found: string[] = [];
      for (const { file, app, settings } of examples) {
        for (const screenId of Object.keys(app.screens)) {
          const test = await publishTest(harness.api(), startingAt(app, screenId), {
            settings: { ...settings, showTaskInTest: true },
          });
          const page = await context.newPage();
          await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true&log=false`);
          await page.locator(`[data-screen="${screenId}"]`).waitFor();
          found.push(...(await seriousViolations(page, `${file} ${screenId}`)));
          // the task panel open over the screen
          await page.getByRole('button', { name: 'Tasks' }).click();
          await page.getByRole('complementary', { name: 'Tasks' }).waitFor();
          found.push(...(await seriousViolations(page, `${file} ${screenId} with the tasks`)));
          await page.close();
        }
        // the welcome page before the test
        const test = await publishTest(harness.api(), app, { settings });
        const page = await context.newPage();
        await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&log=false`);
        await page.getByRole('button', { name: 'Start the test' }).waitFor();
        found.push(...(await seriousViolations(page, `${file} welcome`)));
        await page.close();
      }
      await context.close();
      expect(found).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a keyboard-only tester completes a task, recorded as a mouse tester is; screen changes are announced',
    async () => {
      const { app, settings } = examples.find((e) => e.file === 'shop-checkout.json')!;
      const steps = ['w_prod_add', 'w_cart_checkout', 'w_ship_pay'];
      const play = async (input: 'mouse' | 'keyboard') => {
        const test = await publishTest(harness.api(), app, { settings });
        const context = await newContext();
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
        await page.locator('[data-screen="s_product"]').waitFor();
        for (const widget of steps) {
          if (input === 'mouse') await page.locator(`[data-widget="${widget}"]`).click();
          else {
            await tabTo(page, `[data-widget="${widget}"]`);
            await page.keyboard.press('Enter');
          }
        }
        await page.locator('[data-screen="s_done"]').waitFor();
        // the new screen is said by a polite live region and names the page
        await expect
          .poll(() => page.locator('[aria-live="polite"]').filter({ hasText: 'Order placed' }).count())
          .toBe(1);
        await expect.poll(() => page.title()).toContain('Order placed');
        // the last screen (with the task's success message while it shows), then the end page, pass axe too
        const found = await seriousViolations(page, `${input}: the last screen`);
        if (input === 'mouse') await page.getByRole('button', { name: 'End test' }).first().click();
        else {
          await tabTo(page, '.pl-bar button[aria-label="End test"]');
          await page.keyboard.press('Enter');
        }
        await page.getByText('Thank you!').waitFor();
        found.push(...(await seriousViolations(page, `${input}: the end page`)));
        expect(found).toEqual([]);
        const events = await eventually(async () => {
          const stored = await storedEvents(harness.api(), test.appId);
          expect(stored.at(-1)?.type).toBe('SessionEnd');
          return stored;
        });
        expect(errors).toEqual([]);
        await context.close();
        return events.map((e) => [e.type, e.screen, e.widget]);
      };
      const mouse = await play('mouse');
      expect(mouse.filter(([type]) => type === 'WidgetClick').map(([, , widget]) => widget)).toEqual(steps);
      expect(await play('keyboard')).toEqual(mouse);
    },
    TIMEOUT,
  );

  it(
    'focus follows reading order whatever order the widgets were added in; an open list is painted above later widgets',
    async () => {
      // added bottom first (z counts up as widgets are added): the Pay button, the e-mail field,
      // the size drop-down, then the name field, which lies under the drop-down's open list
      const field = (id: string, y: number, z: number, label: string) =>
        newWidget({ id, type: 'TextBox', x: 20, y, w: 300, h: 40, z, props: { label } });
      const app = newApp({
        screens: {
          s1: newScreen({ id: 's1', props: { start: true }, children: ['pay', 'email', 'name', 'size'] }),
          s2: newScreen({ id: 's2' }),
        },
        widgets: {
          pay: newWidget({ id: 'pay', type: 'Button', x: 20, y: 400, w: 300, h: 48, z: 0, props: { label: 'Pay' } }),
          email: field('email', 220, 1, 'E-mail'),
          name: field('name', 150, 3, 'Name'),
          size: newWidget({
            id: 'size',
            type: 'DropDown',
            x: 20,
            y: 80,
            w: 300,
            h: 40,
            z: 2,
            props: { label: 'Size', options: ['Small', 'Medium', 'Large', 'Extra large'] },
          }),
        },
        lines: { l1: newLine({ id: 'l1', from: 'pay', to: 's2' }) },
      });
      const test = await publishTest(harness.api(), app);
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true&log=false`);
      await page.locator('[data-screen="s1"] [data-widget="pay"]').waitFor();
      const reached: string[] = [];
      for (let i = 0; i < 30 && !reached.includes('pay'); i++) {
        await page.keyboard.press('Tab');
        const widget = await page.evaluate(
          () => document.activeElement?.closest<HTMLElement>('[data-widget]')?.dataset.widget,
        );
        if (widget && !reached.includes(widget)) reached.push(widget);
      }
      expect(reached).toEqual(['size', 'name', 'email', 'pay']);

      // the list opens over the name field, added after the drop-down, and is what a tap there hits
      await page.locator('[data-widget="size"] [role="combobox"]').click();
      await page.getByRole('option', { name: 'Large', exact: true }).waitFor();
      const onTop = await page.evaluate(() => {
        const box = document.querySelector('[data-widget="name"]')!.getBoundingClientRect();
        return document
          .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          ?.closest('[role="listbox"]')?.id;
      });
      expect(onTop).toBe(await page.locator('[data-widget="size"] [role="combobox"]').getAttribute('aria-controls'));
      await page.getByRole('option', { name: 'Large', exact: true }).click();
      await expect.poll(() => page.locator('[data-widget="size"]').textContent()).toContain('Large');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'the bar and the task panel are labelled and reached with the keyboard, which the panel gives back',
    async () => {
      const { app, settings } = examples.find((e) => e.file === 'newsletter-signup.json')!;
      const test = await publishTest(harness.api(), app, { settings: { ...settings, showTaskInTest: true } });
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true&log=false`);
      await page.locator('[data-screen="s_signup"]').waitFor();
      await page.getByRole('banner', { name: 'Test controls' }).waitFor();
      await page.getByRole('main', { name: 'Prototype' }).waitFor();
      await tabTo(page, '.pl-bar button[aria-controls], .pl-bar button[aria-expanded]');
      await page.keyboard.press('Enter');
      const panel = page.getByRole('complementary', { name: 'Tasks' });
      await panel.getByText('Sign up for the newsletter').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#pl-tasks') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
      await context.close();
    },
    TIMEOUT,
  );
});
