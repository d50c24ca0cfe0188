// Templates in the editor, in real Chromium against the real API (SQLite): a styled button becomes
// a template from the properties, an instance is placed on another screen from the palette, a
// change made on one instance and pushed into the template repaints every instance (in the editor
// and in the player), undo takes it back, and a detached widget no longer follows. An imported
// Quant-UX prototype's templates are listed with their instances.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importQuantUxApp, newApp, newScreen, newWidget, type App, type Invitation } from '@protolab/shared';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { openEditor } from './support/editorHarness';
import { PHONE, screenshot, type TestUser, type WorkbenchWorld } from './support/workbenchWorld';

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
  let world: WorkbenchWorld;
  let owner: TestUser;
  let context: BrowserContext;
  let page: Page;
  let appId: string;
  /** the instance placed on screen Next */
  let placed: string;
  const errors: string[] = [];

  const stored = async (id = appId) => (await world.api.get<App>(`/rest/apps/${id}.json`, owner.token)).body;
  const saved = () => page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
  const panel = (): Locator => page.getByRole('region', { name: 'Properties' });
  const templatePart = (): Locator => panel().getByRole('region', { name: 'Template', exact: true });
  const drawn = (id: string) =>
    page.locator(`.canvas-screen [data-widget="${id}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
  const clickAt = async (locator: Locator) => {
    const b = (await locator.boundingBox())!;
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  };
  const primary = async () => Object.values((await stored()).templates ?? {}).find((t) => t.name === 'Primary');

  beforeAll(async () => {
    ({ world, owner, appId, context, page } = await openEditor('templates', buttonApp(), {
      env: { SEED_EXAMPLES: 'false' },
      errors,
    }));
    page.setDefaultTimeout(10_000);
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await world?.close();
  });

  it('makes a template of a styled button and places an instance of it on another screen', async () => {
    await clickAt(page.locator('.canvas-screen [data-widget="buy"]'));
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
    await clickAt(page.locator('[data-canvas-screen="s2"]'));
    await page.getByRole('button', { name: 'Place Primary' }).click();
    await expect.poll(async () => (await stored()).screens.s2.children.length).toBe(1);
    placed = (await stored()).screens.s2.children[0];
    expect((await stored()).widgets[placed]).toMatchObject({
      type: 'Button',
      template: template.id,
      props: { label: 'Buy' },
    });
    await expect.poll(() => drawn(placed)).toBe(RED);
    await page.getByRole('list', { name: 'Templates' }).getByText('2 instances').waitFor();
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
    await screenshot(page, 'editor-templates', { fullPage: false });
    await saved();

    // the tester sees the template's new look on the start screen
    const invitations = await world.api.get<Invitation[]>(`/rest/invitation/${appId}.json`, owner.token);
    const hash = invitations.body.find((i) => i.permission === 'test')!.hash;
    const tester = await world.browser.newContext({ viewport: PHONE });
    const player = await tester.newPage();
    await player.goto(`${world.api.url}/player/#/test.html?h=${hash}&s=true`);
    const played = player.locator('[data-screen="s1"] [data-widget="buy"]');
    await played.waitFor();
    expect(await played.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(GREEN);
    await tester.close();

    // undo takes the push back: the first instance is red again, the placed one keeps its own green
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => drawn('buy')).toBe(RED);
    expect(await drawn(placed)).toBe(GREEN);
    await expect.poll(async () => (await primary())?.style?.background).toBe('#ff0000');
  });

  it('a detached widget keeps its looks and no longer follows the template', async () => {
    await clickAt(page.locator('.canvas-screen [data-widget="buy"]'));
    await templatePart().getByRole('button', { name: 'Detach' }).click();
    await expect.poll(async () => (await stored()).widgets.buy.template).toBeUndefined();
    expect((await stored()).widgets.buy.style?.background).toBe('#ff0000');
    expect(await drawn('buy')).toBe(RED);

    await clickAt(page.locator(`.canvas-screen [data-widget="${placed}"]`));
    await templatePart().getByRole('button', { name: 'Update template' }).click();
    await expect.poll(async () => (await primary())?.style?.background).toBe('#00ff00');
    expect(await drawn('buy')).toBe(RED);
    await page.getByRole('list', { name: 'Templates' }).getByText('1 instance').waitFor();
    await saved();
    expect(errors).toEqual([]);
  });

  it('Ctrl+Alt+K makes a template of the selection, and the context menu detaches it', async () => {
    const buy = page.locator('.canvas-screen [data-widget="buy"]');
    await clickAt(buy);
    await page.keyboard.press('Control+Alt+k');
    await expect.poll(async () => (await stored()).widgets.buy.template).toBeDefined();
    const made = (await stored()).templates![(await stored()).widgets.buy.template!];
    expect(made).toMatchObject({ name: 'Buy', style: { background: '#ff0000' } });

    const b = (await buy.boundingBox())!;
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2, { button: 'right' });
    await page
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
      const id = (await world.api.post<App>('/rest/apps/', imported, owner.token)).body.id;
      await page.goto(world.url(`/apps/${id}/create.html`));
      await saved();
      const list = page.getByRole('list', { name: 'Templates' });
      await list.getByRole('button', { name: 'Place PurpleBox' }).getByText('2 instances').waitFor();
      await list.getByRole('button', { name: 'Place Lalal' }).waitFor();
      const instance = Object.values((await stored(id)).widgets).find((w) => w.template === 'tw10086')!;
      await clickAt(page.locator(`.canvas-screen [data-widget="${instance.id}"]`));
      await templatePart().getByText('Instance of “PurpleBox”').waitFor();
      // its background is the template's, shown greyed in the field
      expect(
        await panel().getByRole('textbox', { name: 'Background code', exact: true }).getAttribute('placeholder'),
      ).toBe('#562828');
    },
  );
});
