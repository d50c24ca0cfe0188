// A whole Quant-UX study brought into Protolab in real Chromium against the real API (SQLite): the
// import dialog reads separate files chosen together, shows what comes along, and after the import
// the results, heat maps and replays show the study as recorded. Known answers from the fixtures'
// SOURCE.md: funnel Task 1 sessions reaching steps 1..4 = 11, 9, 7, 6 (Task 2: 11, 9, 7); the
// outlier study's per-session table has 8 rows. The fixtures are read where they lie, never copied.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasQuantUx, quantUxDir, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { workbenchHarness } from './support/workbenchHarness';
import { createTestUser, openPage, screenshot, type TestUser } from './support/workbenchWorld';

const TIMEOUT = 120_000;

describe.skipIf(!hasChromium || !hasQuantUx)('workbench: importing a Quant-UX study', () => {
  const world = workbenchHarness();
  let owner: TestUser;

  beforeAll(async () => {
    owner = await createTestUser(world.api, 'researcher');
  });

  /** Opens the import dialog on My prototypes and chooses the files together; answers the preview's lines. */
  async function chooseFiles(page: Page, files: string[]): Promise<{ dialog: Locator; counts: string[] }> {
    await page.goto(world.url('/apps/my-apps.html'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a prototype' });
    await dialog.getByLabel('ZIP or JSON file').setInputFiles(files.map((file) => join(quantUxDir, file)));
    const counts = dialog.getByTestId('study-counts');
    await counts.waitFor();
    return { dialog, counts: await counts.locator('li').allTextContents() };
  }

  /** Confirms the import and answers the new prototype's id (the dialog opens its overview). */
  async function confirm(page: Page, dialog: Locator): Promise<string> {
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForFunction(() => /^#\/apps\/[^/]+\.html$/.test(location.hash));
    const hash = await page.evaluate(() => location.hash);
    return decodeURIComponent(/^#\/apps\/(.+)\.html$/.exec(hash)![1]!);
  }

  async function openResults(page: Page, appId: string) {
    await page.goto(world.url(`/apps/${appId}/analyze/workspace.html`));
    await page.getByRole('radio', { name: 'Results' }).click();
    await page.getByTestId('session-table').waitFor();
  }

  /** The "Reached" column of the drop-off chart's table for the chosen task. */
  async function funnel(page: Page): Promise<string[]> {
    const figure = page.locator('figure', { has: page.getByRole('heading', { name: 'Drop-off', exact: true }) });
    const toggle = figure.getByRole('button', { name: 'Show table' });
    if (await toggle.count()) await toggle.click();
    return figure.locator('tbody tr td:nth-child(2)').allTextContents();
  }

  it(
    'funnel: app, events and test settings as separate files; the results show the known task figures',
    async () => {
      const { context, page, errors } = await openPage(world, { user: owner });

      const { dialog, counts } = await chooseFiles(page, [
        'funnelEvents.json',
        'funnelTestSettings.json',
        'funnelApp.json',
      ]);
      expect(counts).toEqual([
        'Prototype: FunnelTest',
        'Sessions: 11',
        'Events: 68',
        'Mouse tracks: 0',
        'Tasks: 2',
        'Annotations: 0',
        'Comments: 0',
      ]);
      await dialog.getByText('Everything in the files comes along.').waitFor();
      await screenshot(page, 'study-import-preview', { fullPage: false });
      const appId = await confirm(page, dialog);

      const count = await world.api.get(`/rest/events/${appId}/all/count.json`, owner.token);
      expect(count.body).toEqual({ count: 68, sessions: 11 });
      const settings = await world.api.get(`/rest/test/${appId}.json`, owner.token);
      expect(settings.body.tasks.map((task: { name: string }) => task.name)).toEqual(['Task 1', 'Task 2']);

      await openResults(page, appId);
      expect(await page.getByTestId('session-table').locator('tbody tr').count()).toBe(11);
      expect(await funnel(page)).toEqual(['11', '9', '7', '6']);
      await page
        .locator('select', { has: page.locator('option', { hasText: 'Task 2' }) })
        .selectOption({ label: 'Task 2' });
      expect(await funnel(page)).toEqual(['11', '9', '7']);
      await screenshot(page, 'study-import-results');

      // a replay starts on the screen the session was recorded on
      const events = readQuantUx<Array<{ session: string; screen: string; time: number }>>('funnelEvents.json');
      const [first] = events.filter((e) => e.session === events[0]!.session).sort((a, b) => a.time - b.time);
      await page.goto(world.url(`/apps/${appId}/replay/${first!.session}.html`));
      const stage = page.getByTestId('replay-stage');
      await stage.waitFor();
      expect(await stage.getAttribute('data-screen')).toBe(first!.screen);
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'export_snack with mouseData: the prototype with its 1,698 mouse tracks',
    async () => {
      const { context, page } = await openPage(world, { user: owner });
      const { dialog, counts } = await chooseFiles(page, ['mouseData.json', 'export_snack.json']);
      expect(counts).toEqual([
        'Prototype: SnackCounter',
        'Sessions: 68',
        'Events: 0',
        'Mouse tracks: 1698',
        'Tasks: 0',
        'Annotations: 0',
        'Comments: 0',
      ]);
      const appId = await confirm(page, dialog);
      const tracks = await world.api.get<Array<{ screen: string }>>(`/rest/mouse/${appId}.json`, owner.token);
      expect(tracks.body).toHaveLength(1698);
      const app = await world.api.get<{ screens: Record<string, unknown> }>(`/rest/apps/${appId}.json`, owner.token);
      // the tracks still name the imported prototype's screens
      for (const track of tracks.body) expect(app.body.screens[track.screen]).toBeDefined();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'outlier: events and tasks without their app make a stand-in; the results list the 8 sessions',
    async () => {
      const { context, page } = await openPage(world, { user: owner });
      const { dialog, counts } = await chooseFiles(page, ['outlierEvents.json', 'outlierTest.json']);
      expect(counts[0]).toMatch(/^No prototype among the files: a stand-in with \d+ blank screens is made/);
      expect(counts.slice(1)).toEqual([
        'Sessions: 8',
        'Events: 112',
        'Mouse tracks: 0',
        'Tasks: 4',
        'Annotations: 0',
        'Comments: 0',
      ]);
      const appId = await confirm(page, dialog);
      await openResults(page, appId);
      expect(await page.getByTestId('session-table').locator('tbody tr').count()).toBe(8);
      // one session clicks the first screen's fields in the reverse of everybody's order
      const reversed = page
        .getByTestId('session-table')
        .locator('tbody tr', { hasText: 'Unusual order of interactions' });
      await reversed.first().waitFor();
      expect(await reversed.count()).toBe(1);
      expect((await reversed.textContent())?.split(' → ')).toHaveLength(6);
      await screenshot(page, 'study-import-outlier-results');

      // the clicks on the stand-in's blank screens, as recorded
      await page.goto(world.url(`/apps/${appId}/heatmaps.html`));
      await page.getByRole('radio', { name: 'Clicks', exact: true }).click();
      const cards = page.locator('.heat-card');
      await cards.first().waitFor();
      const points = (await cards.locator('p.muted').allTextContents()).map((text) => Number(text.replace(/\D+/g, '')));
      expect(points.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      await screenshot(page, 'study-import-outlier-heat');

      // and a replay of the first session, from its first screen
      const events = readQuantUx<Array<{ session: string; screen: string; time: number }>>('outlierEvents.json');
      const [first] = [...events].sort((a, b) => a.time - b.time);
      await page.goto(world.url(`/apps/${appId}/replay/${first!.session}.html`));
      const stage = page.getByTestId('replay-stage');
      await stage.waitFor();
      expect(await stage.getAttribute('data-screen')).toBe(first!.screen);
      await context.close();
    },
    TIMEOUT,
  );
});
