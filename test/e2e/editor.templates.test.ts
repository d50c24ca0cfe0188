// Templates in the editor, in real Chromium against the real API (SQLite): a styled button becomes
// a template from the properties, an instance is placed on another screen from the palette, a
// change made on one instance and pushed into the template repaints every instance (in the editor
// and in the player), undo takes it back, and a detached widget no longer follows. An imported
// Quant-UX prototype's templates are listed with their instances.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importQuantUxApp, newApp, newScreen, newWidget, type App } from '@protolab/shared';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

const RED = 'rgb(255, 0, 0)';
const GREEN = 'rgb(0, 255, 0)';

function buttonApp(): App {
  return newApp({
    name: 'Templates',
    screens: {
      s1: newScreen({ id: 's1', name: 'Home', x: 0, y: 0, children: ['buy'], props: { start: true } }),
      s2: newScreen({ id: 's2', name: 'Next', x: 500, y: 0, children: [] }),
    },
    widgets: {
      buy: newWidget({
        id: 'buy',
        type: 'Button',
        name: 'Buy',
        x: 40,
        y: 60,
        w: 160,
        h: 48,
        props: { label: 'Buy' },
        style: { background: '#ff0000', color: '#ffffff' },
      }),
    },
  });
}

describe.skipIf(!hasChromium)('editor: templates', () => {
  const s = editorSuite('templates', buttonApp(), { env: { SEED_EXAMPLES: 'false' }, timeout: 10_000 });
  const { stored, saved, panel } = s;
  /** the instance placed on screen Next */
  let placed: string;
  const templatePart = (): Locator => panel().getByRole('region', { name: 'Template', exact: true });
  const drawn = (id: string) =>
    s.page.locator(`.canvas-screen [data-widget="${id}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
  const clickAt = async (locator: Locator) => {
    const b = (await locator.boundingBox())!;
    await s.page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  };
  const primary = async () => Object.values((await stored()).templates ?? {}).find((t) => t.name === 'Primary');

  it('makes a template of a styled button and places an instance of it on another screen', async () => {
    await clickAt(s.page.locator('.canvas-screen [data-widget="buy"]'));
    const name = templatePart().getByRole('textbox', { name: 'Name of the new template' });
    await name.fill('');
    await templatePart().getByRole('button', { name: 'Make template' }).click();
    await templatePart().getByRole('alert').waitFor();
    await name.fill('Primary');
    await templatePart().getByRole('button', { name: 'Make template' }).click();
    await expect.poll(async () => (await primary())?.style?.background).toBe('#ff0000');
    const template = (await primary())!;
    expect((await stored()).widgets.buy).toMatchObject({ template: template.id, style: {} });
    await templatePart().getByText('Instance of “Primary”').waitFor();
    // it looks as it did
    expect(await drawn('buy')).toBe(RED);

    // screen Next selected, the palette places an instance on it
    await clickAt(s.page.locator('[data-canvas-screen="s2"]'));
    await s.page.getByRole('button', { name: 'Place Primary' }).click();
    await expect.poll(async () => (await stored()).screens.s2.children.length).toBe(1);
    placed = (await stored()).screens.s2.children[0];
    expect((await stored()).widgets[placed]).toMatchObject({
      type: 'Button',
      template: template.id,
      props: { label: 'Buy' },
    });
    await expect.poll(() => drawn(placed)).toBe(RED);
    await s.page.getByRole('list', { name: 'Templates' }).getByText('2 instances').waitFor();
    await saved();
  });

  it('a change pushed from one instance into the template repaints every instance, in the editor and the player', async () => {
    // the placed instance is selected: it shows the template's background greyed, and gets its own
    const background = panel().getByRole('textbox', { name: 'Background code', exact: true });
    expect(await background.inputValue()).toBe('');
    expect(await background.getAttribute('placeholder')).toBe('#ff0000');
    await background.fill('#00ff00');
    await background.blur();
    await expect.poll(() => drawn(placed)).toBe(GREEN);
    expect(await drawn('buy')).toBe(RED);
    await templatePart().getByText('This instance changes the template’s style.').waitFor();

    await templatePart().getByRole('button', { name: 'Update template' }).click();
    await expect.poll(() => drawn('buy')).toBe(GREEN);
    await expect.poll(async () => (await primary())?.style?.background).toBe('#00ff00');
    expect((await stored()).widgets[placed].style).toEqual({});
    await screenshot(s.page, 'editor-templates', { fullPage: false });

    // the tester sees the template's new look on the start screen
    const player = await s.play();
    const played = player.locator('[data-screen="s1"] [data-widget="buy"]');
    await played.waitFor();
    expect(await played.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(GREEN);
    await player.context().close();

    // undo takes the push back: the first instance is red again, the placed one keeps its own green
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => drawn('buy')).toBe(RED);
    expect(await drawn(placed)).toBe(GREEN);
    await expect.poll(async () => (await primary())?.style?.background).toBe('#ff0000');
  });

  it('a detached widget keeps its looks and no longer follows the template', async () => {
    await clickAt(s.page.locator('.canvas-screen [data-widget="buy"]'));
    await templatePart().getByRole('button', { name: 'Detach' }).click();
    await expect.poll(async () => (await stored()).widgets.buy.template).toBeUndefined();
    expect((await stored()).widgets.buy.style?.background).toBe('#ff0000');
    expect(await drawn('buy')).toBe(RED);

    await clickAt(s.page.locator(`.canvas-screen [data-widget="${placed}"]`));
    await templatePart().getByRole('button', { name: 'Update template' }).click();
    await expect.poll(async () => (await primary())?.style?.background).toBe('#00ff00');
    expect(await drawn('buy')).toBe(RED);
    await s.page.getByRole('list', { name: 'Templates' }).getByText('1 instance').waitFor();
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('Ctrl+Alt+K makes a template of the selection, and the context menu detaches it', async () => {
    const buy = s.page.locator('.canvas-screen [data-widget="buy"]');
    await clickAt(buy);
    await s.page.keyboard.press('Control+Alt+k');
    await expect.poll(async () => (await stored()).widgets.buy.template).toBeDefined();
    const made = (await stored()).templates![(await stored()).widgets.buy.template!];
    expect(made).toMatchObject({ name: 'Buy', style: { background: '#ff0000' } });

    const b = (await buy.boundingBox())!;
    await s.page.mouse.click(b.x + b.width / 2, b.y + b.height / 2, { button: 'right' });
    await s.page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^Detach from template/ })
      .click();
    await expect.poll(async () => (await stored()).widgets.buy.template).toBeUndefined();
    expect(await drawn('buy')).toBe(RED);
    await saved();
  });

  it.skipIf(!hasQuantUx)(
    'canvasTestApp.json: its templates are listed with their instances, and an instance names its template',
    async () => {
      const imported = importQuantUxApp(readQuantUx('canvasTestApp.json')).app;
      const id = (await s.world.api.post<App>('/rest/apps/', imported, s.owner.token)).body.id;
      await s.page.goto(s.world.url(`/apps/${id}/create.html`));
      await saved();
      const list = s.page.getByRole('list', { name: 'Templates' });
      await list.getByRole('button', { name: 'Place PurpleBox' }).getByText('2 instances').waitFor();
      await list.getByRole('button', { name: 'Place Lalal' }).waitFor();
      const instance = Object.values((await stored(id)).widgets).find((w) => w.template === 'tw10086')!;
      await clickAt(s.page.locator(`.canvas-screen [data-widget="${instance.id}"]`));
      await templatePart().getByText('Instance of “PurpleBox”').waitFor();
      // its background is the template's, shown greyed in the field
      expect(
        await panel().getByRole('textbox', { name: 'Background code', exact: true }).getAttribute('placeholder'),
      ).toBe('#562828');
    },
  );
});
