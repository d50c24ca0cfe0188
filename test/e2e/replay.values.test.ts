/// <reference lib="dom" />
// A replay shows what the tester left in the form: a tester types, ticks, picks and slides in the
// player; the replay's last frame in the workbench shows those values, drawn as the player drew them.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, widgetDefaults, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { difference, MAX_DIFFERENT, settled } from './support/pixels';
import { eventually, publishTest, storedEvents } from './support/playerWorld';
import { adoptStyles } from './support/testStyles';
import { workbenchHarness } from './support/workbenchHarness';
import { loggedInContext } from './support/workbenchWorld';
import { choiceDrivers } from './widgets/drivers/choice';
import { rangeDrivers } from './widgets/drivers/range';
import { textDrivers } from './widgets/drivers/text';

const TIMEOUT = 180_000;
/** The width the replay page draws its screen at (ReplayPage). */
const REPLAY_WIDTH = 340;
const FORM = [
  { id: 'name', type: 'TextBox', driver: textDrivers.TextBox },
  { id: 'terms', type: 'LabeledCheckBox', driver: choiceDrivers.LabeledCheckBox },
  { id: 'size', type: 'DropDown', driver: rangeDrivers.DropDown },
  { id: 'volume', type: 'HSlider', driver: rangeDrivers.HSlider },
] as const;

function formApp() {
  const widgets: Widget[] = FORM.map(({ id, type, driver }, i) => {
    const defaults = widgetDefaults(type)!;
    return newWidget({
      id,
      type,
      x: 24,
      y: 40 + i * 90,
      w: 300,
      h: defaults.h,
      props: { ...defaults.props, ...driver.props },
      style: { ...defaults.style },
    });
  });
  const screen = newScreen({
    id: 'form',
    name: 'Form',
    w: 375,
    h: 667,
    props: { start: true },
    children: widgets.map((w) => w.id),
  });
  return newApp({
    name: 'Form',
    screens: { form: screen },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  });
}

describe.skipIf(!hasChromium)('replay of a form', () => {
  const world = workbenchHarness({ env: { SEED_EXAMPLES: 'false' }, player: true });

  it(
    'shows at its last frame the typed text, the ticked box, the chosen option and the slider where the tester left them',
    async () => {
      const test = await publishTest(world.api, formApp());
      const errors: string[] = [];

      // the tester, at the width the replay draws
      const tester = await world.browser.newContext({ viewport: { width: REPLAY_WIDTH, height: 900 } });
      const player = await tester.newPage();
      player.on('pageerror', (e) => errors.push(`player: ${e.message}`));
      await player.goto(`${world.api.url}/player/#/test.html?h=${test.hash}&s=true`);
      for (const { id, driver } of FORM) await driver.drive(player.locator(`[data-widget="${id}"]`), player);
      // leave the last control (no focus ring in the picture), the pointer off the screen
      await player.locator('[data-screen="form"]').click({ position: { x: 5, y: 600 } });
      await player.mouse.move(REPLAY_WIDTH - 1, 899);
      await settled(player);
      const played = await player.locator('[data-screen="form"]').screenshot();
      await player.getByRole('button', { name: 'End test' }).click();
      const events = await eventually(async () => {
        const stored = await storedEvents(world.api, test.appId);
        expect(stored.at(-1)?.type).toBe('SessionEnd');
        return stored;
      });
      const changes = events.filter((e) => e.type === 'WidgetChange');
      expect(Object.fromEntries(changes.map((e) => [e.widget, e.state?.value]))).toEqual(
        Object.fromEntries(FORM.map(({ id, driver }) => [id, driver.expected])),
      );
      await tester.close();

      // the designer's replay of that session, moved to its last event
      const designer = await loggedInContext(world, test.owner);
      const page = await designer.newPage();
      page.on('pageerror', (e) => errors.push(`workbench: ${e.message}`));
      await page.goto(world.url(`/apps/${test.appId}/replay/${events[0].session}.html`));
      await page.getByRole('button', { name: /· Ended the test ·/ }).click();
      await page.evaluate(adoptStyles, '.screen-overlay { visibility: hidden !important; }');
      const stage = page.locator('[data-testid="replay-stage"] [data-screen="form"]');
      await stage.waitFor();
      await settled(page);
      expect(await stage.locator('[data-widget="name"]').textContent()).toBe(textDrivers.TextBox.expected);
      expect(
        await stage.locator('[data-widget="terms"]').getByRole('checkbox', { includeHidden: true }).isChecked(),
      ).toBe(true);
      expect(await stage.locator('[data-widget="size"]').textContent()).toContain(rangeDrivers.DropDown.expected);
      expect(
        await stage
          .locator('[data-widget="volume"]')
          .getByRole('slider', { includeHidden: true })
          .getAttribute('aria-valuenow'),
      ).toBe(String(rangeDrivers.HSlider.expected));
      const replayed = await stage.screenshot();
      expect(await difference(page, played, replayed)).toBeLessThanOrEqual(MAX_DIFFERENT);
      await designer.close();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
