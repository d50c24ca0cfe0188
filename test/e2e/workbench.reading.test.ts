/// <reference lib="dom" />
// What the workbench lets a designer read (issue 35 item 12): a replay's events in words, in the
// designer's language; the editor's Screens and Layers sharing the left column's height, split by a
// divider, with long names cut rather than scrolled sideways; widget types and transitions named in
// words in the properties; each prototype card showing its start screen.
import { describe, expect, it } from 'vitest';
import { newApp, newLine, newScreen, newWidget, type App } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { publishTest } from './support/playerWorld';
import { workbenchHarness } from './support/workbenchHarness';
import { createTestUser, loggedInContext, openPage, screenshot } from './support/workbenchWorld';

const TIMEOUT = 120_000;

function formApp() {
  const country = newWidget({
    id: 'country',
    type: 'DropDown',
    y: 40,
    w: 300,
    props: { label: 'Country', options: ['Spain', 'Portugal'] },
  });
  const password = newWidget({ id: 'secret', type: 'Password', y: 120, w: 300, props: { label: 'Password' } });
  const screen = newScreen({ id: 'form', name: 'Sign up', props: { start: true }, children: ['country', 'secret'] });
  return newApp({ name: 'Sign up', screens: { form: screen }, widgets: { country, secret: password } });
}

/** Twelve screens, the third with a 60-character name; the first holds eight buttons, the first linked to the second screen with a slide. */
function manyScreensApp() {
  const long = 'A screen whose name is far longer than the left column is wide';
  const buttons = Array.from({ length: 8 }, (_, i) =>
    newWidget({
      id: `b${i}`,
      type: 'Button',
      name: `Button number ${i} with a long name`,
      y: 20 + i * 60,
      props: { label: `Go ${i}` },
    }),
  );
  const screens = Array.from({ length: 12 }, (_, i) =>
    newScreen({
      id: `s${i}`,
      name: i === 2 ? long : `Screen ${i}`,
      x: i * 450,
      props: i === 0 ? { start: true } : {},
      children: i === 0 ? buttons.map((b) => b.id) : [],
    }),
  );
  return newApp({
    name: 'Many screens',
    screens: Object.fromEntries(screens.map((screen) => [screen.id, screen])),
    widgets: Object.fromEntries(buttons.map((b) => [b.id, b])),
    lines: { l1: newLine({ id: 'l1', from: 'b0', to: 's1', animation: 'slideLeft' }) },
  });
}

describe.skipIf(!hasChromium)('workbench: reading', () => {
  const world = workbenchHarness({ env: { SEED_EXAMPLES: 'false' } });

  it(
    "lists a replay's value changes in words, in English and in Spanish",
    async () => {
      const test = await publishTest(world.api, formApp());
      const start = Date.now() - 60_000;
      const base = { session: 'reading-1', user: 'tester', screen: 'form', x: -1, y: -1, device: { w: 375, h: 667 } };
      const steps = [
        { type: 'SessionStart', widget: null },
        { type: 'ScreenLoaded', widget: null },
        { type: 'WidgetChange', widget: 'country', state: { type: 'select', value: 'Portugal' } },
        { type: 'WidgetChange', widget: 'secret', state: { type: 'text', value: '\u2022'.repeat(8) } },
      ];
      const posted = await world.api.post(
        `/rest/invitation/${test.appId}/${test.hash}/events.json`,
        steps.map((step, i) => ({ ...base, ...step, id: `reading-e${i}`, time: start + i * 1000 })),
      );
      expect(posted.status).toBe(200);

      const context = await loggedInContext(world, test.owner);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const timeline = page.locator('.replay-timeline');
      await page.goto(world.url(`/apps/${test.appId}/replay/reading-1.html?ln=en`));
      await timeline.getByRole('button', { name: '0:02 · Chose Portugal in Country · Sign up' }).waitFor();
      await timeline.getByRole('button', { name: /Typed 8 characters in Password/ }).waitFor();
      await page.goto(world.url(`/apps/${test.appId}/replay/reading-1.html?ln=es`));
      await page.reload();
      await timeline.getByRole('button', { name: '0:02 · Eligió Portugal en Country · Sign up' }).waitFor();
      await timeline.getByRole('button', { name: /Escribió 8 caracteres en Password/ }).waitFor();
      await screenshot(page, 'reading-replay-es');
      await context.close();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'stacks Screens and Layers with a divider that moves by drag and keys and is remembered, and never scrolls sideways',
    async () => {
      const owner = await createTestUser(world.api, 'reader');
      const appId = (await world.api.post<App>('/rest/apps/', manyScreensApp(), owner.token)).body.id;
      const { context, page, errors } = await openPage(world, { user: owner });
      await page.goto(world.url(`/apps/${appId}/create.html`));
      const screens = page.locator('.editor-screens');
      const layers = page.locator('.editor-layers');
      await page.getByRole('treeitem', { name: 'Button number 0 with a long name' }).waitFor();
      const divider = page.getByRole('separator', { name: 'Share the height between the screens and the layers' });
      expect(await screens.getByText('A screen whose name is far longer').count()).toBe(1);

      // nothing in the left column is wider than it
      const sideways = () =>
        page
          .locator('.editor-screens, .editor-layers, .editor-layer-scroll, .editor-left')
          .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => box.className));
      expect(await sideways()).toEqual([]);
      // the long name is cut with an ellipsis: it widens neither the column nor the page
      const longName = screens.getByRole('button', { name: /^A screen whose name is far longer/ });
      expect(await longName.evaluate((name) => name.scrollWidth > name.clientWidth)).toBe(true);
      expect((await page.locator('.editor-left').boundingBox())!.width).toBeLessThan(300);

      const heights = async () => ({
        screens: (await screens.boundingBox())!.height,
        layers: (await layers.boundingBox())!.height,
      });
      const before = await heights();
      const bar = (await divider.boundingBox())!;
      await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
      await page.mouse.down();
      await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2 + 60, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await heights()).screens).toBeGreaterThan(before.screens + 40);
      const after = await heights();
      expect(after.layers).toBeLessThan(before.layers - 40);
      expect(await sideways()).toEqual([]);
      await screenshot(page, 'reading-left-panel', { fullPage: false });

      // the keyboard moves it too
      const dragged = Number(await divider.getAttribute('aria-valuenow'));
      await divider.focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => divider.getAttribute('aria-valuenow')).toBe(String(dragged - 5));

      // kept for the next visit
      await page.reload();
      await expect.poll(() => divider.getAttribute('aria-valuenow')).toBe(String(dragged - 5));
      await context.close();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "names a widget's type and a link's transitions in words in the properties, in Spanish",
    async () => {
      const owner = await createTestUser(world.api, 'translator');
      const appId = (await world.api.post<App>('/rest/apps/', manyScreensApp(), owner.token)).body.id;
      const { context, page, errors } = await openPage(world, { user: owner });
      await page.goto(world.url(`/apps/${appId}/create.html?ln=es`));
      await page.getByRole('treeitem', { name: 'Button number 0 with a long name' }).click();
      const panel = page.getByRole('region', { name: 'Propiedades' });
      await panel.getByRole('heading', { name: 'Button number 0 with a long name (Botón)' }).waitFor();
      const transition = panel.getByLabel('Transición');
      expect(await transition.locator('option:checked').textContent()).toBe('Deslizar a la izquierda');
      expect(await transition.locator('option').allTextContents()).toContain('Aparecer gradualmente');
      await context.close();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "shows each prototype card's start screen, drawn by the renderer",
    async () => {
      const owner = await createTestUser(world.api, 'lister');
      expect((await world.api.post<App>('/rest/apps/', manyScreensApp(), owner.token)).status).toBe(200);
      const { context, page, errors } = await openPage(world, { user: owner });
      await page.goto(world.url('/apps/my-apps.html'));
      const card = page.getByTestId('app-card').filter({ hasText: 'Many screens' }).first();
      const thumbnail = card.getByTestId('screen-thumbnail');
      await thumbnail.locator('[data-widget="b0"]').waitFor();
      expect(await thumbnail.locator('[data-widget]').count()).toBe(8);
      expect(await thumbnail.getByText('Go 3', { exact: true }).count()).toBe(1);
      await screenshot(page, 'reading-card-thumbnails');
      await context.close();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
