// Analytics in real Chromium against the real API (SQLite, seeded examples with their generated
// sessions): the public analytic canvas of an example with every heat-map mode; then an owner's copy
// of the example (a new app of its document) with sessions posted through the tester route: results, the three CSV downloads
// (BOM, header row, a known value), a session marked invalid, and a replay. Screenshots at phone
// and desktop widths.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateApp } from '@protolab/shared';
import { exampleSessions } from '../../api/src/seed/exampleSessions';
import { hasChromium } from './support/browser';
import { workbenchHarness } from './support/workbenchHarness';
import { BOTH_WIDTHS, createTestUser, openPage, screenshot, type TestUser } from './support/workbenchWorld';

const TIMEOUT = 120_000;
const EXAMPLE_ID = 'example-shop-checkout';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const example = JSON.parse(readFileSync(join(repoRoot, 'fixtures/examples/shop-checkout.json'), 'utf8')) as {
  app: unknown;
  testSettings: { tasks: Array<{ flow: Array<{ screen: string; widget?: string | null; type: string }> }> };
};
const HEAT_MODES = ['Clicks', 'Mouse movement', 'Scroll depth', 'First clicks', 'Missed clicks'];
const KNOWN_SESSION = 'known-session-1';

/** One session that buys the shoes and types a name that looks like a formula. */
function knownSession(start: number) {
  const base = { session: KNOWN_SESSION, user: 'known-tester', widget: null, x: -1, y: -1, device: { w: 390, h: 844 } };
  const steps: Array<[string, string, string | null, Record<string, unknown>?]> = [
    ['SessionStart', 's_product', null],
    ['ScreenLoaded', 's_product', null],
    ['WidgetClick', 's_product', 'w_prod_add', { x: 0.5, y: 0.92 }],
    ['ScreenLoaded', 's_cart', null],
    ['WidgetClick', 's_cart', 'w_cart_checkout', { x: 0.5, y: 0.89 }],
    ['ScreenLoaded', 's_shipping', null],
    ['WidgetChange', 's_shipping', 'w_ship_name', { state: { type: 'value', value: '=Zoe Known' } }],
    ['WidgetClick', 's_shipping', 'w_ship_pay', { x: 0.5, y: 0.88 }],
    ['ScreenLoaded', 's_done', null],
  ];
  return steps.map(([type, screen, widget, extra], i) => ({
    ...base,
    id: `known-e${i}`,
    type,
    screen,
    widget,
    time: start + i * 2000,
    ...extra,
  }));
}

async function readDownload(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFileSync((await download.path())!, 'utf8');
}

describe.skipIf(!hasChromium)('workbench: analytics', () => {
  const world = workbenchHarness();
  let owner: TestUser;
  let appId: string;

  beforeAll(async () => {
    owner = await createTestUser(world.api, 'analyst');
    // The examples are read-only for everyone but their owner: the owner's study is a new app made of the example's document.
    const { id: _exampleId, ...doc } = example.app as { id: string };
    const created = await world.api.post('/rest/apps/', { ...doc, name: 'My shop study' }, owner.token);
    expect(created.status).toBe(200);
    appId = (created.body as { id: string }).id;
    const settings = await world.api.post(
      `/rest/test/${appId}.json`,
      { tasks: example.testSettings.tasks },
      owner.token,
    );
    expect(settings.status).toBe(200);
    const invitations = await world.api.get(`/rest/invitation/${appId}.json?shape=list`, owner.token);
    const hash = (invitations.body as Array<{ permission: string; hash: string }>).find(
      (i) => i.permission === 'test',
    )!.hash;
    const app = migrateApp({ ...(example.app as object), id: appId });
    const { events, tracks } = exampleSessions(app, example.testSettings.tasks, 8);
    const posted = await world.api.post(`/rest/invitation/${appId}/${hash}/events.json`, [
      ...events,
      ...knownSession(Date.now() - 60_000),
    ]);
    expect(posted.status).toBe(200);
    expect((await world.api.post(`/rest/invitation/${appId}/${hash}/mouse.json`, tracks)).status).toBe(200);
  }, TIMEOUT);

  it(
    "shows a public example's analytic canvas without a login: heat maps in every mode, links, journeys, drop-off and a session filter",
    async () => {
      // what the figures must say, counted here from the example's events as the API gives them
      const events = (await world.api.get(`/examples/events/${EXAMPLE_ID}.json`)).body as Array<{
        session: string;
        type: string;
        screen: string;
        time: number;
        id: string;
      }>;
      const bySession = new Map<string, typeof events>();
      for (const event of events) bySession.set(event.session, [...(bySession.get(event.session) ?? []), event]);
      const screensOf = (list: typeof events) =>
        new Set(list.filter((e) => e.type === 'ScreenLoaded').map((e) => e.screen));
      const lastScreen = (list: typeof events) =>
        [...list]
          .sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : 1))
          .filter((e) => e.type === 'ScreenLoaded')
          .at(-1)?.screen;
      const screenIds = Object.keys((example.app as { screens: Record<string, unknown> }).screens);
      const expected = new Map(
        screenIds.map((screen) => {
          const sessions = [...bySession.values()].filter((list) => screensOf(list).has(screen));
          return [
            screen,
            { sessions: sessions.length, ended: sessions.filter((l) => lastScreen(l) === screen).length },
          ];
        }),
      );
      const tableRow = async (page: Page, screen: string) => {
        const cells = page.locator(`.analytic-screens tr[data-screen="${screen}"] td`);
        return {
          sessions: Number(await cells.nth(0).textContent()),
          ended: parseInt((await cells.nth(1).textContent())!),
        };
      };
      const stage = (page: Page) => page.getByTestId('canvas-area');
      /** Whether two pictures of the canvas differ somewhere (a layer was drawn, or not). */
      const differs = (a: Buffer, b: Buffer) => a.length !== b.length || !a.equals(b);

      for (const [viewport, name] of BOTH_WIDTHS) {
        const { context, page } = await openPage(world, { viewport });
        await page.goto(world.url(`/examples/${EXAMPLE_ID}/analyze/workspace.html`));
        await page.getByRole('heading', { name: 'Analytic canvas: Shop checkout' }).waitFor();
        // the prototype's own canvas: every screen, drawn where the designer placed it
        await page.locator('[data-canvas-screen]').first().waitFor();
        expect(await page.locator('[data-canvas-screen]').count()).toBe(screenIds.length);
        await page.locator('.analytic-screens').waitFor();
        // sessions per screen, and where they ended
        for (const screen of screenIds) expect(await tableRow(page, screen), screen).toEqual(expected.get(screen));
        expect(await page.getByText(`Shown: all sessions (${bySession.size})`).count()).toBe(1);

        // each heat-map mode paints over the screens: the canvas differs with the heat map hidden
        const heat = page.getByRole('checkbox', { name: 'Heat map' });
        for (const mode of HEAT_MODES) {
          await page.getByRole('radio', { name: mode, exact: true }).click();
          expect(await page.getByRole('radio', { name: mode, exact: true }).getAttribute('aria-checked')).toBe('true');
          await page.waitForTimeout(100);
          const withHeat = await stage(page).screenshot();
          await heat.uncheck();
          await page.waitForTimeout(100);
          const without = await stage(page).screenshot();
          await heat.check();
          expect(differs(withHeat, without), mode).toBe(true);
        }
        await page.getByRole('radio', { name: 'Clicks', exact: true }).click();
        // the journeys and the links' counts are drawn, and can be hidden
        for (const layer of ['Journeys between screens', 'On each link, the sessions that followed it']) {
          const shown = await stage(page).screenshot();
          await page.getByRole('checkbox', { name: layer }).uncheck();
          await page.waitForTimeout(100);
          expect(differs(shown, await stage(page).screenshot()), layer).toBe(true);
          await page.getByRole('checkbox', { name: layer }).check();
        }
        await screenshot(page, `analytics-canvas-${name}`);

        // one session picked from the list: the figures are that session's alone
        const first = page.locator('.analytic-session-list li').first();
        const picked = (await first.getAttribute('data-session'))!;
        await first.getByRole('checkbox').check();
        await page.getByText(`Shown: 1 of ${bySession.size} sessions`).waitFor();
        const visited = screensOf(bySession.get(picked)!);
        await expect
          .poll(async () => (await tableRow(page, screenIds[0])).sessions)
          .toBe(visited.has(screenIds[0]) ? 1 : 0);
        for (const screen of screenIds)
          expect((await tableRow(page, screen)).sessions, screen).toBe(visited.has(screen) ? 1 : 0);
        await page.getByRole('button', { name: 'Show all sessions' }).click();
        await page.getByText(`Shown: all sessions (${bySession.size})`).waitFor();

        // a task's journeys: where attempts at it were given up
        await page.getByLabel('Journeys of').selectOption({ index: 1 });
        await page.getByText('Where attempts at the task were given up').waitFor();

        await page.getByRole('radio', { name: 'Results' }).click();
        await page.getByTestId('session-table').waitFor();
        expect(await page.getByTestId('session-table').locator('tbody tr').count()).toBe(40);
        await screenshot(page, `analytics-example-results-${name}`);
        // an example's sessions replay without a login, read-only
        await page.getByRole('link', { name: 'Replay 1', exact: true }).click();
        await page.getByTestId('replay-stage').waitFor();
        expect(await page.locator('.replay-timeline li').count()).toBeGreaterThan(3);
        expect(await page.getByRole('checkbox', { name: 'Count this session in the figures' }).count()).toBe(0);
        await page.getByRole('link', { name: /Back to the results/ }).click();
        await page.getByRole('heading', { name: 'Analytic canvas: Shop checkout' }).waitFor();
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'shows an owner the canvas of one session and the results of a study, downloads the CSV files and marks a session invalid',
    async () => {
      const { context, page } = await openPage(world, { user: owner });
      await page.goto(world.url(`/apps/${appId}/analyze/workspace.html`));
      // the owner's canvas, with the known session alone: it saw each screen once and ended on the last
      await page.locator('[data-canvas-screen]').first().waitFor();
      await page.getByRole('searchbox', { name: 'Search sessions (id, tester, tag)' }).fill('known-tester');
      await page.locator(`.analytic-session-list li[data-session="${KNOWN_SESSION}"]`).getByRole('checkbox').check();
      await page.getByText('Shown: 1 of 9 sessions').waitFor();
      const rows = page.locator('.analytic-screens tbody tr');
      await expect
        .poll(() => rows.allInnerTexts())
        .toEqual(['Product\t1\t0 (0%)', 'Cart\t1\t0 (0%)', 'Shipping\t1\t0 (0%)', 'Order placed\t1\t1 (100%)']);
      await page.getByRole('radio', { name: 'Results' }).click();
      const sessions = page.getByTestId('session-table');
      await sessions.waitFor();
      expect(await sessions.locator('tbody tr').count()).toBe(9);
      expect(await page.getByTestId('tag-filter').count()).toBe(0);
      expect(await page.getByTestId('success-rate').textContent()).toMatch(
        /^Success rate [\d.]+% \(95% confidence interval [\d.]+% – [\d.]+%\)/,
      );
      await page.getByRole('button', { name: 'Show table' }).nth(2).click();
      // the example's buying task marks one step important: the drop-off shows it alone, named in full
      expect(await page.locator('figure', { hasText: 'Drop-off' }).locator('tbody tr td').first().textContent()).toBe(
        'Shipping › Pay € 89.00 › click',
      );
      expect(await page.locator('figure', { hasText: 'Drop-off' }).locator('tbody tr').count()).toBe(1);
      await screenshot(page, 'analytics-results-desktop');

      const survey = await readDownload(page, 'Survey answers (CSV)');
      expect(survey.startsWith('\uFEFFsession,user,start,')).toBe(true);
      expect(survey).toContain("'=Zoe Known");
      const tasks = await readDownload(page, 'Task summary (CSV)');
      expect(tasks.startsWith('\uFEFFtask,')).toBe(true);
      expect(tasks).toContain('Buy the running shoes');
      const raw = await readDownload(page, 'Raw events (CSV)');
      expect(raw.startsWith('\uFEFFid,session,')).toBe(true);
      expect(raw).toContain(`known-e6,${KNOWN_SESSION}`);

      const first = sessions.locator('tbody tr').first().getByRole('checkbox');
      // checked follows the saved annotation, so it changes once the answer is back
      await first.click();
      await page.getByText(/^Sessions: 9 \(valid: 8\)/).waitFor();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'plays a replay of a session at phone and desktop widths',
    async () => {
      for (const [viewport, name] of BOTH_WIDTHS) {
        const { context, page } = await openPage(world, { user: owner, viewport });
        await page.goto(world.url(`/apps/${appId}/replay/${KNOWN_SESSION}.html`));
        const stage = page.getByTestId('replay-stage');
        await stage.waitFor();
        expect(await stage.getAttribute('data-screen')).toBe('s_product');
        await page.getByLabel('Speed').selectOption('4');
        await page.getByRole('button', { name: 'Play' }).click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="replay-stage"]')?.getAttribute('data-screen') === 's_done',
          null,
          { timeout: 20_000 },
        );
        await page.getByRole('button', { name: /· Typed “=Zoe Known” in / }).click();
        expect(await stage.getAttribute('data-screen')).toBe('s_shipping');
        await page.getByLabel('New tag').fill(`confused-${name}`);
        await page.getByRole('button', { name: 'Add tag' }).click();
        await page.getByRole('button', { name: `Remove tag confused-${name}` }).waitFor();
        const verdict = page.getByLabel('Buy the running shoes');
        await verdict.selectOption(name === 'desktop' ? 'false' : '');
        await page.waitForFunction(
          (want) =>
            (document.querySelector('.replay-verdict select') as HTMLSelectElement | null)?.value === want &&
            !(document.querySelector('.replay-verdict select') as HTMLSelectElement).disabled,
          name === 'desktop' ? 'false' : '',
        );
        await screenshot(page, `analytics-replay-${name}`);
        await context.close();
      }
    },
    TIMEOUT,
  );
});
