// The tester's player in real Chromium against the real API: play prototypes end to end and check
// that the stored events tell what was done (types, screens, widgets, order).
import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents, storedTrackCount } from './support/playerWorld';

/** Browser tests wait on real pages, a real server and a sync loop: generous, for loaded machines. */
const TIMEOUT = 60_000;

describe.skipIf(!hasChromium || !hasQuantUx)('player: play a prototype end to end', () => {
  const harness = playerHarness();

  it(
    'records tasks, navigation and the session in the order they happened',
    async () => {
      const settings = readQuantUx<{ tasks: unknown[] }>('funnelTestSettings.json');
      const test = await publishTest(harness.api(), readQuantUx('funnelApp.json'), {
        settings: {
          description: 'Find the last step',
          tasks: settings.tasks as never,
          showTaskInTest: true,
          showSuccessInTest: true,
        },
      });
      const context = await harness.browser().newContext({ viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}`);

      await page.getByText('Find the last step').waitFor();
      await page.getByText('No personal information is stored beyond what you enter.').waitFor();
      await page.getByRole('button', { name: 'Start the test' }).click();

      const path = ['s10000_90393', 's10001_73370', 's10003_72617', 's10002_1007'];
      const buttons = ['w10004_41311', 'w10006_70470', 'w10010_90942'];
      for (const [i, widget] of buttons.entries()) {
        await page.locator(`[data-screen="${path[i]}"]`).waitFor();
        await page.locator(`[data-widget="${widget}"]`).click();
      }
      await page.locator(`[data-screen="${path[3]}"]`).waitFor();
      await page.getByText('You completed all tasks.').waitFor();
      await page.locator('.pl-toast').getByRole('button', { name: 'End test' }).click();
      await page.getByText('Thank you!').waitFor();

      const events = await eventually(async () => {
        const stored = await storedEvents(harness.api(), test.appId);
        expect(stored.at(-1)?.type).toBe('SessionEnd');
        return stored;
      });
      const interesting = events.filter((e) => e.type !== 'TaskSuccess');
      expect(interesting.map((e) => [e.type, e.screen, e.widget])).toEqual([
        ['SessionStart', path[0], null],
        ['ScreenLoaded', path[0], null],
        ['WidgetClick', path[0], buttons[0]],
        ['ScreenLoaded', path[1], null],
        ['WidgetClick', path[1], buttons[1]],
        ['ScreenLoaded', path[2], null],
        ['WidgetClick', path[2], buttons[2]],
        ['ScreenLoaded', path[3], null],
        ['SessionEnd', path[3], null],
      ]);
      expect(new Set(events.map((e) => e.session)).size).toBe(1);
      expect(events[0].device).toMatchObject({ w: 390, h: 800, qr: false });
      const clicks = events.filter((e) => e.type === 'WidgetClick');
      for (const click of clicks) {
        expect(click.x).toBeGreaterThan(0);
        expect(click.x).toBeLessThan(1);
        expect(click.y).toBeGreaterThan(0);
      }
      expect(
        events
          .filter((e) => e.type === 'TaskSuccess')
          .map((e) => e.state?.value)
          .sort(),
      ).toEqual(['t1650571906141', 't1650571906142']);
      await eventually(async () => expect(await storedTrackCount(harness.api(), test.appId)).toBeGreaterThan(0));
      await page
        .getByText('All saved')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'records form input with its state, and follows the form line',
    async () => {
      const test = await publishTest(harness.api(), readQuantUx('simSimpleForm.json'));
      const context = await harness.browser().newContext({ viewport: { width: 375, height: 700 } });
      const page = await context.newPage();
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
      const first = page.locator('[data-widget="w10001_64477"] input');
      await first.click();
      await first.fill('Kim');
      await page.locator('[data-widget="w10002_30949"] input').click();
      await page.locator('[data-widget="w10002_30949"] input').pressSequentially('Lee');
      await page.locator('[data-widget="w10004_76983"]').click();
      await page.locator('[data-screen="s10016_72856"]').waitFor();
      await page.getByRole('button', { name: 'End test' }).click();

      const events = await eventually(async () => {
        const stored = await storedEvents(harness.api(), test.appId);
        expect(stored.at(-1)?.type).toBe('SessionEnd');
        return stored;
      });
      expect(events.map((e) => [e.type, e.widget])).toEqual([
        ['SessionStart', null],
        ['ScreenLoaded', null],
        ['WidgetClick', 'w10001_64477'],
        ['WidgetChange', 'w10001_64477'],
        ['WidgetClick', 'w10002_30949'],
        ['WidgetChange', 'w10002_30949'],
        ['WidgetClick', 'w10004_76983'],
        ['ScreenLoaded', null],
        ['SessionEnd', null],
      ]);
      const changes = events.filter((e) => e.type === 'WidgetChange');
      expect(changes.map((e) => e.state)).toMatchObject([
        { type: 'text', value: 'Kim' },
        { type: 'text', value: 'Lee', children: [{ value: 'L' }, { value: 'Le' }, { value: 'Lee' }] },
      ]);
      await context.close();
    },
    TIMEOUT,
  );
});
