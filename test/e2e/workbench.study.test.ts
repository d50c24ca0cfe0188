// The study part of the workbench in real Chromium against the real API (SQLite): a designer signs
// up, imports a prototype, sets up two tasks (one flow recorded with the task recorder, which plays
// the prototype in the framed player), saves; a tester opens the test link in a second browser
// context and plays it; the session is counted. Then comments in the tab and through the comment
// link. Screenshots of the test tab, the recorder and the comments at phone and desktop widths.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { eventually } from './support/playerWorld';
import { workbenchHarness } from './support/workbenchHarness';
import { DESKTOP, openPage, PHONE, screenshot } from './support/workbenchWorld';

const TIMEOUT = 120_000;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const example = JSON.parse(readFileSync(join(repoRoot, 'fixtures/examples/shop-checkout.json'), 'utf8')) as {
  app: Record<string, unknown>;
};

/** A PNG of one pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('protolab.user') ?? 'null') as { id: string; token: string });

describe.skipIf(!hasChromium)('workbench: test set-up, a tester plays it, comments', () => {
  const world = workbenchHarness({ player: true });
  let designer: BrowserContext;
  let page: Page;
  let token: string;
  let appId: string;
  let testHash: string;
  /** the hash of the share dialog's comment link */
  let readHash: string;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ context: designer, page } = await openPage(world, { errors }));
  });

  afterAll(async () => {
    await designer?.close();
  });

  it(
    'sign up → import → two tasks, one flow recorded → save → a tester plays the link → the session counts',
    async () => {
      // sign up through the UI
      await page.goto(world.url('/register'));
      await page.getByLabel('First name (optional)').fill('Grace');
      await page.getByLabel('Last name (optional)').fill('Hopper');
      await page.getByLabel('Email').fill(`grace-${randomUUID().slice(0, 8)}@example.test`);
      await page.getByLabel('Password').fill('compiler1');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.waitForFunction(() => location.hash.startsWith('#/apps/my-apps.html'));
      token = (await storedUser(page)).token;

      // import our own example prototype
      await page.getByRole('button', { name: 'Import', exact: true }).first().click();
      await page.locator('#import-file').setInputFiles({
        name: 'shop-checkout.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(example.app)),
      });
      await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
      await page.waitForFunction(
        () => /^#\/apps\/[^/]+\.html/.test(location.hash) && !location.hash.includes('my-apps'),
      );
      appId = await page.evaluate(() => /^#\/apps\/([^/.]+)/.exec(location.hash)![1]);

      // the test tab: a description and two tasks
      await page.goto(world.url(`/apps/${appId}/test.html`));
      await page.getByRole('heading', { name: 'Test settings' }).waitFor();
      await page.getByLabel('Welcome text for testers').fill('You want new running shoes.');
      for (const name of ['Buy the running shoes', 'Go back to the shop']) {
        await page.getByLabel('New task').fill(name);
        await page.getByRole('button', { name: 'Add task' }).click();
      }
      const buy = page.getByRole('listitem', { name: 'Task 1: Buy the running shoes' });
      await buy.getByLabel('Description for testers').fill('Put the Trail Runner 2 in your cart and check out.');
      await page.getByRole('checkbox', { name: 'Show the tasks during the test' }).check();

      // a splash image, uploaded to the app's images and shown from there
      await page
        .getByTestId('splash-input')
        .setInputFiles({ name: 'welcome.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      const splash = page.getByAltText('Splash image of the test');
      await expect.poll(() => splash.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

      // the recorder: begin → record → pause → record again → done → mark the important step
      await buy.getByRole('button', { name: 'Record flow' }).click();
      const recorder = page.getByRole('dialog');
      await recorder.getByRole('button', { name: 'Begin' }).click();
      const player = page.frameLocator('iframe[title="Prototype in recording mode"]');
      await player.locator('[data-widget="w_prod_add"]').click();
      await player.locator('[data-screen="s_cart"]').waitFor();
      await recorder.getByRole('button', { name: 'Pause' }).click();
      await recorder.getByText('Paused: nothing is recorded').waitFor();
      await player.locator('[data-widget="w_cart_continue"]').click(); // not recorded
      await player.locator('[data-widget="w_prod_add"]').click(); // not recorded
      await player.locator('[data-screen="s_cart"]').waitFor();
      await recorder.getByRole('button', { name: 'Record' }).click();
      await player.locator('[data-widget="w_cart_checkout"]').click();
      await player.locator('[data-screen="s_shipping"]').waitFor();
      await recorder.getByText('Shipping', { exact: true }).waitFor();
      await screenshot(page, 'study-recorder-desktop', { fullPage: false });
      await recorder.getByRole('button', { name: 'Done' }).click();
      const steps = recorder.locator('.study-step');
      expect(await steps.allTextContents()).toEqual([
        expect.stringContaining('Product'),
        expect.stringContaining('Product → Add to cart'),
        expect.stringContaining('Cart'),
        expect.stringContaining('Cart → Checkout'),
        expect.stringContaining('Shipping'),
      ]);
      await steps.nth(3).getByRole('checkbox', { name: 'Important' }).check();
      await screenshot(page, 'study-recorder-done-desktop', { fullPage: false });
      await recorder.getByRole('button', { name: 'Use as flow' }).click();
      await recorder.waitFor({ state: 'detached' });

      // the recorded flow shows readably; the task without a flow says it needs two steps
      await buy.getByText('Cart → Checkout').waitFor();
      expect(await buy.getByText('A flow needs two or more steps to show task details.').count()).toBe(0);
      const back = page.getByRole('listitem', { name: 'Task 2: Go back to the shop' });
      await back.getByText('A flow needs two or more steps to show task details.').waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Test settings saved').waitFor();
      await screenshot(page, 'study-test-tab-desktop');

      const saved = await world.api.get(`/rest/test/${appId}.json`, token);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        description: 'You want new running shoes.',
        showTaskInTest: true,
        splash: { url: expect.stringMatching(new RegExp(`^${appId}/`)) },
      });
      expect(saved.body.tasks.map((t: { name: string }) => t.name)).toEqual([
        'Buy the running shoes',
        'Go back to the shop',
      ]);
      const [buyTask] = saved.body.tasks;
      expect(buyTask.flow).toEqual([
        { screen: 's_product', widget: null, type: 'ScreenLoaded' },
        { screen: 's_product', widget: 'w_prod_add', type: 'WidgetClick' },
        { screen: 's_cart', widget: null, type: 'ScreenLoaded' },
        { screen: 's_cart', widget: 'w_cart_checkout', type: 'WidgetClick', important: true },
        { screen: 's_shipping', widget: null, type: 'ScreenLoaded' },
      ]);

      // the test link, played by a tester in a second browser context
      const invitations = await world.api.get(`/rest/invitation/${appId}.json?shape=list`, token);
      const hashOf = (permission: string) =>
        invitations.body.find((i: { permission: string }) => i.permission === permission).hash as string;
      testHash = hashOf('test');
      readHash = hashOf('read');
      const { context: tester, page: play } = await openPage(world, { viewport: PHONE });
      await play.goto(`${world.api.url}/player/#/test.html?h=${testHash}`);
      await play.getByText('You want new running shoes.').waitFor();
      await play.getByRole('button', { name: 'Start the test' }).click();
      await play.locator('[data-widget="w_prod_add"]').click();
      await play.locator('[data-screen="s_cart"]').waitFor();
      await play.locator('[data-widget="w_cart_checkout"]').click();
      await play.locator('[data-screen="s_shipping"]').waitFor();

      const count = await eventually(async () => {
        const answer = await world.api.get(`/rest/events/${appId}/all/count.json`, token);
        expect(answer.body.sessions).toBeGreaterThanOrEqual(1);
        return answer.body;
      });
      expect(count.sessions).toBe(1);
      // the recorded flow is the one the tester followed: the task counts as done
      const events = await eventually(async () => {
        const answer = await world.api.get(`/rest/events/${appId}.json`, token);
        expect(answer.body.some((e: { type: string }) => e.type === 'TaskSuccess')).toBe(true);
        return answer.body as Array<{ type: string; state?: { value?: string } }>;
      });
      expect(events.find((e) => e.type === 'TaskSuccess')!.state!.value).toBe(buyTask.id);
      await tester.close();

      // the results count the session
      await page.goto(world.url(`/apps/${appId}/results.html`));
      await page.getByText('Sessions: 1 (valid: 1)', { exact: false }).waitFor();

      // the test tab at phone width
      await page.setViewportSize(PHONE);
      await page.goto(world.url(`/apps/${appId}/test.html`));
      await page
        .getByRole('listitem', { name: 'Task 1: Buy the running shoes' })
        .getByText('Cart → Checkout')
        .waitFor();
      await screenshot(page, 'study-test-tab-phone');
      await page.getByRole('button', { name: 'Record again' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Begin' }).click();
      await page
        .frameLocator('iframe[title="Prototype in recording mode"]')
        .locator('[data-screen="s_product"]')
        .waitFor();
      await screenshot(page, 'study-recorder-phone', { fullPage: false });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.setViewportSize(DESKTOP);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'comments in the tab, and through the comment link by hash',
    async () => {
      expect(appId, 'needs the prototype of the first test').toBeTruthy();
      await page.goto(world.url(`/apps/${appId}/comments.html`));
      await page.getByLabel('New comment').fill('The checkout button is easy to miss.');
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      const mine = page.getByRole('article', { name: 'Comment by Grace Hopper' });
      await mine.getByText('The checkout button is easy to miss.').waitFor();

      // a reviewer with the link, not logged in
      const { context: reviewer, page: link } = await openPage(world, { viewport: PHONE, errors });
      await link.goto(world.url(`/comments.html?h=${readHash}&app=${appId}`));
      await link.getByRole('heading', { name: 'Comments on the prototype' }).waitFor();
      const designers = link.getByRole('article', { name: 'Comment by Grace Hopper' });
      await designers.getByText('The checkout button is easy to miss.').waitFor();
      expect(await designers.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await designers.getByRole('button', { name: 'Reply' }).click();
      await designers.getByLabel('Reply to Grace Hopper').fill('Agreed, I looked for it twice.');
      await designers.getByRole('button', { name: 'Reply' }).click();
      const reply = link.getByRole('article', { name: 'Comment by Reviewer' });
      await reply.getByText('Agreed, I looked for it twice.').waitFor();
      // own comments can be changed in this browser
      await reply.getByRole('button', { name: 'Edit' }).click();
      await reply.getByLabel('Edit comment').fill('Agreed: I looked for it twice.');
      await reply.getByRole('button', { name: 'Save' }).click();
      await reply.getByText('Agreed: I looked for it twice.').waitFor();
      await screenshot(link, 'study-comment-link-phone');
      await reviewer.close();

      // the designer sees the reply in the thread and, as the owner, may delete it
      await page.reload();
      const thread = page.getByRole('article', { name: 'Comment by Reviewer' });
      await thread.getByText('Agreed: I looked for it twice.').waitFor();
      await screenshot(page, 'study-comments-desktop');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'study-comments-phone');
      await page.setViewportSize(DESKTOP);
      await thread.getByRole('button', { name: 'Delete' }).click();
      await thread.getByRole('button', { name: 'Delete' }).click();
      await thread.waitFor({ state: 'detached' });
      const left = await world.api.get(`/rest/comments/apps/${appId}.json`, token);
      expect(left.body.map((c: { message: string }) => c.message)).toEqual(['The checkout button is easy to miss.']);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
