/// <reference lib="dom" />
// Accessibility on narrow windows (issue 33): the editor's Accessibility panel on a tablet (768 px)
// and a phone-sized window (390 px) stays on screen, its findings readable, Fix reachable, and it
// closes; the player's own chrome (bar, task panel) passes axe, target size included, and is worked
// from the keyboard on a phone (390 × 844).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { importQuantUxApp, newApp, newScreen, newWidget, type TestSettingsInput, type Widget } from '@protolab/shared';
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';
import { PHONE, screenshot } from './support/workbenchWorld';

const WAIT = { timeout: 15_000 };
const TIMEOUT = 240_000;
const TABLET = { width: 768, height: 1024 };
/** WCAG 2.2's target size (2.5.8), which axe leaves off by default */
const TARGET_SIZE = { 'target-size': { enabled: true } };

/** A heading, and two pale labels each with a contrast finding that Fix mends; one screen. */
function paleApp() {
  const label = (id: string, name: string, y: number, color: string): Widget =>
    newWidget({
      id,
      name,
      type: 'Label',
      x: 20,
      y,
      w: 300,
      h: 30,
      props: { label: name },
      style: { fontSize: 14, color },
    });
  const widgets = [
    newWidget({
      id: 'title',
      name: 'Title',
      type: 'Label',
      x: 20,
      y: 20,
      w: 300,
      h: 40,
      props: { label: 'Sign up' },
      style: { fontSize: 28, color: '#000' },
    }),
    label('terms', 'Terms and conditions of the newsletter apply', 100, '#aaaaaa'),
    label('note', 'Unsubscribe at any time from the link in every letter', 160, '#bbbbbb'),
  ];
  return newApp({
    name: 'Pale',
    type: 'smartphone',
    screens: {
      s1: newScreen({ id: 's1', name: 'Home', props: { start: true }, children: widgets.map((w) => w.id) }),
    },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  });
}

/** Where `locator` lies against the window: whether wholly inside it. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width + 0.5 &&
    box.y + box.height <= size.height + 0.5
  );
}

describe.skipIf(!hasChromium)('editor: the accessibility panel on narrow windows', () => {
  const s = editorSuite('a11y-narrow', paleApp(), { env: { SEED_EXAMPLES: 'false' } });
  const panel = () => s.page.getByRole('region', { name: 'Accessibility' });
  const toggle = () => s.page.getByRole('button', { name: 'Accessibility', exact: true });

  for (const [viewport, widget, name] of [
    [TABLET, 'terms', 'tablet'],
    [PHONE, 'note', 'phone'],
  ] as const) {
    it(`on a ${name} (${viewport.width} px): on screen, readable, Fix reachable, closable`, async () => {
      await s.page.setViewportSize(viewport);
      await expect.poll(() => inWindow(s.page, toggle()), WAIT).toBe(true);
      await toggle().click();
      await expect.poll(() => panel().getByRole('status').textContent(), WAIT).toMatch(/^\d+ findings?$/);
      await expect.poll(() => inWindow(s.page, panel()), WAIT).toBe(true);
      // each finding's words fit the panel: nothing runs off its side
      const rows = panel().locator('.editor-a11y-list li');
      expect(await rows.count()).toBeGreaterThan(0);
      const overflowing = await rows.evaluateAll((items) =>
        items.filter((li) => li.scrollWidth > li.clientWidth + 1).map((li) => li.textContent),
      );
      expect(overflowing).toEqual([]);
      const row = rows.filter({ hasText: (await s.stored()).widgets[widget].name! });
      expect(await row.locator('.editor-a11y-rule').textContent()).toContain('Text contrast');
      const fix = row.getByRole('button', { name: /^Fix: Text contrast/ });
      await fix.scrollIntoViewIfNeeded();
      expect(await inWindow(s.page, fix)).toBe(true);
      await screenshot(s.page, `editor-accessibility-${name}`, { fullPage: false });
      await fix.click();
      await expect.poll(() => row.count(), WAIT).toBe(0);
      await s.saved();
      expect((await s.stored()).widgets[widget].style?.color).not.toBe(paleApp().widgets[widget].style?.color);
      // it closes from within, and the bar's toggle says it is closed
      const close = panel().getByRole('button', { name: 'Close the accessibility panel' });
      expect(await inWindow(s.page, close)).toBe(true);
      await close.click();
      await panel().waitFor({ state: 'detached' });
      expect(await toggle().getAttribute('aria-pressed')).toBe('false');
      expect(s.errors).toEqual([]);
    });
  }
});

describe.skipIf(!hasChromium)("the player's chrome on a phone (390 × 844)", () => {
  const harness = playerHarness();

  it(
    'passes axe with the task panel shut and open; every control is on screen and worked from the keyboard',
    async () => {
      const seeded = JSON.parse(
        readFileSync(join(import.meta.dirname, '../../fixtures/examples/newsletter-signup.json'), 'utf8'),
      ) as { app: unknown; testSettings: TestSettingsInput };
      const test = await publishTest(harness.api(), importQuantUxApp(seeded.app).app, {
        settings: { ...seeded.testSettings, showTaskInTest: true },
      });
      const context = await harness.browser().newContext({ viewport: PHONE, bypassCSP: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true&log=false`);
      await page.locator('[data-screen="s_signup"]').waitFor();
      const bar = page.getByRole('banner', { name: 'Test controls' });
      const controls = bar.locator('button, a, [tabindex="0"]');
      expect(await controls.count()).toBeGreaterThan(0);
      for (const control of await controls.all()) expect(await inWindow(page, control)).toBe(true);
      const found = await seriousViolations(page, 'the bar', TARGET_SIZE);
      // the task panel, opened from the keyboard, on screen; Escape gives focus back
      const tasks = bar.getByRole('button', { name: 'Tasks' });
      await tasks.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('complementary', { name: 'Tasks' });
      await panel.getByText('Sign up for the newsletter').waitFor();
      await expect.poll(() => inWindow(page, panel)).toBe(true);
      found.push(...(await seriousViolations(page, 'the task panel', TARGET_SIZE)));
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
      expect(found).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});
