/// <reference lib="dom" />
// What the workbench lets a designer read (issue 35 item 12): a replay's events in words, in the
// designer's language.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { publishTest } from './support/playerWorld';
import { workbenchHarness } from './support/workbenchHarness';
import { loggedInContext } from './support/workbenchWorld';

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
      await context.close();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
