// Setting up a test in real Chromium against the real API (SQLite): the test link's password set on
// the Test tab, a task's flow built by picking screens and widgets, the task recorder on a laptop
// screen, the results' task charts naming the important steps, and the designer's own preview of a
// password-protected test.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { workbenchHarness } from './support/workbenchHarness';
import { createTestUser, openPage, screenshot, type TestUser } from './support/workbenchWorld';

const TIMEOUT = 120_000;
const LAPTOP = { width: 1366, height: 768 };
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const example = JSON.parse(readFileSync(join(repoRoot, 'fixtures/examples/shop-checkout.json'), 'utf8')) as {
  app: { id: string };
};

interface Invitation {
  permission: string;
  hash: string;
  hasPassword: boolean;
}

describe.skipIf(!hasChromium)('workbench: setting up a test', () => {
  const world = workbenchHarness({ player: true });
  let owner: TestUser;
  let appId: string;

  const invitations = async () =>
    (await world.api.get(`/rest/invitation/${appId}.json?shape=list`, owner.token)).body as Invitation[];

  beforeAll(async () => {
    owner = await createTestUser(world.api, 'setup');
    const { id: _exampleId, ...doc } = example.app;
    const created = await world.api.post('/rest/apps/', { ...doc, name: 'Shop test' }, owner.token);
    expect(created.status).toBe(200);
    appId = (created.body as { id: string }).id;
  });

  it(
    'fits the task recorder, and the prototype in it, on a 1366 × 768 laptop screen without scrolling',
    async () => {
      const { context, page, errors } = await openPage(world, { user: owner, viewport: LAPTOP });
      await page.goto(world.url(`/apps/${appId}/test.html`));
      await page.getByLabel('New task').fill('Buy');
      await page.getByRole('button', { name: 'Add task' }).click();
      await page.getByRole('listitem', { name: 'Task 1: Buy' }).getByRole('button', { name: 'Record flow' }).click();
      const recorder = page.getByRole('dialog');
      await recorder.getByRole('button', { name: 'Begin' }).click();
      const frame = page.locator('iframe[title="Prototype in recording mode"]');
      const player = page.frameLocator('iframe[title="Prototype in recording mode"]');
      // a long flow: the shop, the cart, the address typed in, paid, back to the shop and round again
      await player.locator('[data-widget="w_prod_add"]').click();
      await player.locator('[data-widget="w_cart_checkout"]').click();
      for (const field of ['w_ship_name', 'w_ship_street', 'w_ship_city', 'w_ship_zip'])
        await player.locator(`[data-widget="${field}"] input`).fill('x');
      await player.locator('[data-widget="w_ship_pay"]').click();
      await player.locator('[data-widget="w_done_home"]').click();
      await player.locator('[data-widget="w_prod_add"]').click();
      await player.locator('[data-screen="s_cart"]').waitFor();
      await expect.poll(() => recorder.locator('.study-step').count()).toBeGreaterThanOrEqual(14);
      await recorder.getByRole('button', { name: 'Done' }).click();
      await recorder.getByRole('button', { name: 'Use as flow' }).waitFor();
      await screenshot(page, 'setup-recorder-laptop', { fullPage: false });
      // the dialog needs no scroll bar, and lies within the window
      const box = await recorder.evaluate((dialog) => ({
        scroll: dialog.scrollHeight - dialog.clientHeight,
        bottom: dialog.getBoundingClientRect().bottom,
      }));
      expect(box.scroll).toBeLessThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(LAPTOP.height);
      // the whole prototype screen shows in the frame, its buttons included
      const frameBox = (await frame.boundingBox())!;
      const screen = (await player.locator('[data-screen="s_cart"]').boundingBox())!;
      expect(frameBox.y + frameBox.height).toBeLessThanOrEqual(LAPTOP.height);
      expect(screen.y + screen.height).toBeLessThanOrEqual(frameBox.y + frameBox.height + 1);
      expect(screen.x + screen.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
      // and the frame keeps the prototype's proportions: no wide empty band beside the screen (the
      // player's bar above it takes a few pixels)
      expect(frameBox.width - screen.width).toBeLessThanOrEqual(0.1 * screen.width);
      expect(frameBox.height - screen.height).toBeLessThanOrEqual(0.1 * screen.height);
      // on a taller window the frame is taller than wide: the whole screen is still in view
      await page.setViewportSize({ width: 1100, height: 1100 });
      const fits = async () => {
        const frameNow = (await frame.boundingBox())!;
        const screenNow = (await player.locator('[data-screen="s_cart"]').boundingBox())!;
        return frameNow.height > frameNow.width && screenNow.y + screenNow.height <= frameNow.y + frameNow.height + 1;
      };
      await expect.poll(fits).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    "builds a task's flow by picking screens and widgets, marks a step important and saves it",
    async () => {
      const { context, page, errors } = await openPage(world, { user: owner });
      await page.goto(world.url(`/apps/${appId}/test.html`));
      await page.getByLabel('New task').fill('Check out');
      await page.getByRole('button', { name: 'Add task' }).click();
      const task = page.getByRole('listitem', { name: /^Task \d: Check out$/ });
      await task.getByRole('button', { name: 'Add step' }).click();
      const picker = task.getByRole('group', { name: 'New step' });
      /** a click on the screen's thumbnail picks it */
      const pickScreen = async (screen: string) => {
        const choice = picker.getByRole('radio', { name: screen, exact: true });
        await picker
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: screen, exact: true }) })
          .click();
        await expect.poll(() => choice.isChecked()).toBe(true);
      };
      const pick = async (screen: string, widget: string | null) => {
        await pickScreen(screen);
        if (widget) await picker.getByLabel('Widget').selectOption({ label: widget });
        await picker.getByRole('button', { name: 'Add to flow' }).click();
      };
      // the screens to pick from are drawn, one thumbnail each
      await expect.poll(() => picker.locator('.study-pick-screen [data-screen]').count()).toBeGreaterThanOrEqual(4);
      await pick('Cart', 'Checkout');
      // a widget is picked by clicking it on the picked screen, drawn larger
      await pickScreen('Product');
      const drawn = picker.getByTestId('step-picker-screen');
      const button = (await drawn.locator('[data-widget="w_prod_add"]').boundingBox())!;
      await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
      await expect.poll(() => picker.getByLabel('Widget').inputValue()).toBe('w_prod_add');
      await expect.poll(() => picker.getByLabel('Event').inputValue()).toBe('WidgetClick');
      await picker.getByRole('button', { name: 'Add to flow' }).click();
      await pick('Shipping', null);
      await picker.getByRole('button', { name: 'Cancel' }).click();
      await task.getByRole('button', { name: 'Move step 2 up' }).click();
      const steps = task.locator('.study-step');
      expect(await steps.allTextContents()).toEqual([
        expect.stringContaining('Product → Add to cart'),
        expect.stringContaining('Cart → Checkout'),
        expect.stringContaining('Shipping'),
      ]);
      await steps.nth(1).getByRole('checkbox', { name: 'Important' }).check();
      await steps.nth(2).getByRole('checkbox', { name: 'Important' }).check();
      await screenshot(page, 'setup-flow-picked', { fullPage: false });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Test settings saved').waitFor();
      const saved = await world.api.get(`/rest/test/${appId}.json`, owner.token);
      expect(saved.body.tasks.at(-1).flow).toEqual([
        { screen: 's_product', widget: 'w_prod_add', type: 'WidgetClick' },
        { screen: 's_cart', widget: 'w_cart_checkout', type: 'WidgetClick', important: true },
        { screen: 's_shipping', widget: null, type: 'ScreenLoaded', important: true },
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'names the important steps alone in the drop-off chart, as screen › widget › event',
    async () => {
      const hash = (await invitations()).find((i) => i.permission === 'test')!.hash;
      const start = Date.now() - 120_000;
      // two testers: both add the shoes and check out, one of them reaches shipping
      const session = (id: string, steps: Array<[string, string, string | null]>) =>
        steps.map(([type, screen, widget], i) => ({
          id: `${id}-e${i}`,
          session: id,
          user: `${id}-tester`,
          type,
          screen,
          widget,
          x: -1,
          y: -1,
          device: { w: 390, h: 844 },
          time: start + i * 2000,
        }));
      const buying: Array<[string, string, string | null]> = [
        ['SessionStart', 's_product', null],
        ['ScreenLoaded', 's_product', null],
        ['WidgetClick', 's_product', 'w_prod_add'],
        ['ScreenLoaded', 's_cart', null],
        ['WidgetClick', 's_cart', 'w_cart_checkout'],
      ];
      const posted = await world.api.post(`/rest/invitation/${appId}/${hash}/events.json`, [
        ...session('one', [...buying, ['ScreenLoaded', 's_shipping', null]]),
        ...session('two', buying),
      ]);
      expect(posted.status).toBe(200);
      const { context, page, errors } = await openPage(world, { user: owner });
      await page.goto(world.url(`/apps/${appId}/results.html`));
      await page.getByRole('combobox', { name: 'Task', exact: true }).selectOption({ label: 'Check out' });
      const funnel = page.locator('figure', { hasText: 'Drop-off' });
      await funnel.getByRole('button', { name: 'Show table' }).click();
      await expect
        .poll(() => funnel.locator('tbody tr').allInnerTexts())
        .toEqual(['Cart › Checkout › click\t2\t1', 'Shipping › screen opened\t1\t0']);
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    "sets the test's password on the Test tab; the designer's preview needs none and starts on the start screen",
    async () => {
      const { context, page, errors } = await openPage(world, { user: owner });
      await page.goto(world.url(`/apps/${appId}/test.html`));
      const card = page.getByRole('region', { name: 'Password of the test link' });
      await card.getByLabel('Test password').fill('sesame-42');
      await card.getByRole('button', { name: 'Set password' }).click();
      await card.getByRole('button', { name: 'Remove the password' }).waitFor();
      expect((await invitations()).find((i) => i.permission === 'test')!.hasPassword).toBe(true);
      const hash = (await invitations()).find((i) => i.permission === 'test')!.hash;

      // a tester is asked for the password
      const tester = await world.browser.newContext({ viewport: { width: 390, height: 844 } });
      const play = await tester.newPage();
      await play.goto(`${world.api.url}/player/#/test.html?h=${hash}`);
      await play.getByText('This test is protected').waitFor();
      await tester.close();

      // the designer's preview, from the Test tab, is not; it starts on the start screen each time
      for (let run = 0; run < 2; run++) {
        const [preview] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('link', { name: 'Run test' }).click(),
        ]);
        await preview.locator('[data-screen="s_product"]').waitFor();
        expect(await preview.getByText('This test is protected').count()).toBe(0);
        // the token is not left in the address bar to be copied
        expect(preview.url()).not.toContain('pt=');
        await preview.locator('[data-widget="w_prod_add"]').click();
        await preview.locator('[data-screen="s_cart"]').waitFor();
        await preview.close();
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});
