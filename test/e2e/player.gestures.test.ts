// Lines that fire on more than a click, drawn and played in the browser: overlays (and a tap beside
// one), a swipe across the screen, a timer, and a validated form line.
import { describe, expect, it } from 'vitest';
import { newApp, newLine, newScreen } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { eventually, publishTest, storedEvents } from './support/playerWorld';
import { labelled } from './support/prototypes';

function gesturePrototype() {
  const home = newScreen({ id: 'home', x: 0, props: { start: true }, children: ['open', 'email', 'send'] });
  const menu = newScreen({
    id: 'menu',
    x: 500,
    w: 300,
    h: 200,
    style: { background: '#fff', overlay: true },
    children: ['item'],
  });
  const gallery = newScreen({ id: 'gallery', x: 1000, style: { background: '#222' } });
  const details = newScreen({ id: 'details', x: 1500, h: 1600, children: [] });
  const widgets = [
    labelled('Button', 'open', [20, 20, 120, 40], 'Menu', { style: { background: '#ddd' } }),
    labelled('TextBox', 'email', [20, 400, 300, 40], 'Email', {
      props: { placeholder: true, validation: { required: true, type: 'email' } },
      style: { background: '#fff' },
      error: { background: '#fdd' },
    }),
    labelled('Button', 'send', [20, 460, 120, 40], 'Send', { style: { background: '#ddd' } }),
    labelled('Button', 'item', [520, 20, 200, 40], 'Details', { style: { background: '#cde' } }),
  ];
  const lines = [
    newLine({ id: 'l1', from: 'open', to: 'menu' }),
    newLine({ id: 'l2', from: 'item', to: 'details' }),
    newLine({ id: 'l3', from: 'home', to: 'gallery', event: 'swipeLeft' }),
    { ...newLine({ id: 'l4', from: 'gallery', to: 'home', event: 'timer' }), timer: '0.3' },
    { ...newLine({ id: 'l5', from: 'send', to: 'details' }), validation: { all: true } },
  ];
  const byId = <T extends { id: string }>(list: T[]) => Object.fromEntries(list.map((r) => [r.id, r]));
  return newApp({ screens: byId([home, menu, gallery, details]), widgets: byId(widgets), lines: byId(lines) });
}

/** Browser tests wait on real pages, a real server and a sync loop: generous, for loaded machines. */
const TIMEOUT = 60_000;

describe.skipIf(!hasChromium)('player: overlays, gestures, timers, validation', () => {
  const harness = playerHarness();

  it(
    'plays and records each kind of line',
    async () => {
      const test = await publishTest(harness.api(), gesturePrototype());
      const context = await harness.browser().newContext({ viewport: { width: 375, height: 700 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);

      await page.locator('[data-widget="open"]').click();
      await page.locator('[data-screen="menu"]').waitFor();
      await page.screenshot({ path: '/tmp/player-overlay.png' });
      await page.mouse.click(360, 650); // beside the overlay
      await page.locator('[data-screen="menu"]').waitFor({ state: 'detached' });

      await page.mouse.move(300, 300);
      await page.mouse.down();
      await page.mouse.move(200, 305, { steps: 4 });
      await page.mouse.move(80, 310, { steps: 4 });
      await page.mouse.up();
      await page.locator('[data-screen="gallery"]').waitFor();
      await page.locator('[data-screen="home"]').waitFor(); // the timer brings the tester back

      await page.locator('[data-widget="send"]').click();
      await page.locator('[data-screen="home"]').waitFor();
      await page.locator('[data-widget="email"] input').click();
      await page.locator('[data-widget="email"] input').fill('kim@example.org');
      await page.locator('[data-widget="send"]').click();
      await page.locator('[data-screen="details"]').waitFor();
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 400); // a long screen scrolls
      await eventually(async () =>
        expect((await storedEvents(harness.api(), test.appId)).map((e) => e.type)).toContain('ScreenScroll'),
      );
      await page.getByRole('button', { name: 'End test' }).click();

      const events = await eventually(async () => {
        const stored = await storedEvents(harness.api(), test.appId);
        expect(stored.at(-1)?.type).toBe('SessionEnd');
        return stored;
      });
      expect(events.map((e) => [e.type, e.screen, e.widget ?? e.overlay ?? e.gesture?.type ?? null])).toEqual([
        ['SessionStart', 'home', null],
        ['ScreenLoaded', 'home', null],
        ['WidgetClick', 'home', 'open'],
        ['OverlayLoaded', 'home', 'menu'],
        ['ScreenClick', 'home', null],
        ['OverlayRemoved', 'home', 'menu'],
        ['ScreenGesture', 'home', 'swipeLeft'],
        ['ScreenLoaded', 'gallery', null],
        ['ScreenLoaded', 'home', null],
        ['WidgetClick', 'home', 'send'],
        ['ValidationError', 'home', 'email'],
        ['ValidationErrorLine', 'home', 'send'],
        ['WidgetClick', 'home', 'email'],
        ['WidgetChange', 'home', 'email'],
        ['ValidationOk', 'home', 'email'],
        ['WidgetClick', 'home', 'send'],
        ['ScreenLoaded', 'details', null],
        ['ScreenScroll', 'details', null],
        ['SessionEnd', 'details', null],
      ]);
      const scroll = events.find((e) => e.type === 'ScreenScroll')!;
      expect(scroll.state).toMatchObject({ type: 'scroll', value: 400 / 1600 });
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});
