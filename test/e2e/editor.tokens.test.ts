// Design tokens in the editor, in real Chromium against the real API (SQLite): a colour token is
// created in the tokens dialog, a widget's background linked to it from the properties, and a new
// value of the token repaints the widget on the canvas; the server holds the token and the link.
// Deleting a used token asks first and takes the link along. An imported Quant-UX prototype's
// tokens are listed with where they are used.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importQuantUxApp, newApp, newScreen, tokenUsers, type App, type Widget } from '@protolab/shared';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

describe.skipIf(!hasChromium)('editor: design tokens', () => {
  const s = editorSuite(
    'tokens',
    newApp({ name: 'Tokens', screens: { s1: newScreen({ id: 's1', name: 'Home', props: { start: true } }) } }),
    { timeout: 10_000 },
  );
  const { stored, saved, panel } = s;
  let button: Widget;
  /** the button's own background as drawn, before any token */
  let ownDrawn: string;
  const onCanvas = (id: string) => s.page.locator(`.canvas-screen [data-widget="${id}"]`);
  const drawnBackground = () => onCanvas(button.id).evaluate((el) => getComputedStyle(el).backgroundColor);
  const dialog = (): Locator => s.page.getByRole('dialog', { name: 'Design tokens' });
  const brand = async () => Object.values((await stored()).designtokens ?? {}).find((t) => t.name === 'Brand');

  async function openTokens() {
    await s.page.getByRole('button', { name: /^Design tokens/ }).click();
    await dialog().waitFor();
  }

  it('links a background to a new colour token; a new value of the token repaints the widget', async () => {
    await s.page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await expect.poll(async () => Object.keys((await stored()).widgets).length).toBe(1);
    button = Object.values((await stored()).widgets)[0];
    await onCanvas(button.id).waitFor();
    ownDrawn = await drawnBackground();
    expect(ownDrawn).not.toBe('rgb(255, 0, 0)');
    await openTokens();
    await dialog().getByRole('button', { name: 'New token' }).click();
    const form = dialog().getByRole('form', { name: 'New token' });
    // a name is needed: the form says so instead of creating the token
    await form.getByRole('textbox', { name: 'Name' }).fill('');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByRole('alert').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Brand');
    await form.getByRole('textbox', { name: 'Colour code' }).fill('#ff0000');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(async () => (await brand())?.value).toBe('#ff0000');
    await dialog().getByText('Not used').waitFor();
    await s.page.keyboard.press('Escape');

    // the button is still selected: link its background from the properties
    await panel().getByRole('combobox', { name: 'Design token for Background' }).selectOption({ label: 'Brand' });
    const token = (await brand())!;
    await expect
      .poll(async () => (await stored()).widgets[button.id].designtokens)
      .toEqual({ style: { background: token.id } });
    await expect.poll(drawnBackground).toBe('rgb(255, 0, 0)');
    // the linked field names the token and is not edited directly
    const linked = panel().getByRole('group', { name: 'Background', exact: true });
    await linked.getByText('Brand').waitFor();
    expect(await panel().getByRole('textbox', { name: 'Background code', exact: true }).count()).toBe(0);

    await openTokens();
    await dialog().getByRole('button', { name: 'Used by 1 widget' }).waitFor();
    await dialog().getByRole('button', { name: 'Edit Brand' }).click();
    const edit = dialog().getByRole('form', { name: 'Edit Brand' });
    await edit.getByRole('textbox', { name: 'Colour code' }).fill('#0000ff');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await brand())?.value).toBe('#0000ff');
    await screenshot(s.page, 'editor-tokens-dialog', { fullPage: false });
    await s.page.keyboard.press('Escape');
    await expect.poll(drawnBackground).toBe('rgb(0, 0, 255)');
    // the widget's own colour is kept under the link
    expect((await stored()).widgets[button.id].style?.background).toBe(button.style?.background);

    // undo gives the token its colour back, and the canvas follows
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(drawnBackground).toBe('rgb(255, 0, 0)');
    await expect.poll(async () => (await brand())?.value).toBe('#ff0000');
    // the button stays selected
    await panel().getByRole('heading', { name: 'Button (Button)' }).waitFor();
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('asks before deleting a used token, and deleting it unlinks the widget', async () => {
    await openTokens();
    await dialog().getByRole('button', { name: 'Delete Brand' }).click();
    const confirm = dialog().getByRole('alertdialog', { name: 'Delete Brand' });
    await confirm.getByText('used by 1 widget or template').waitFor();
    expect(await brand()).toBeDefined();
    await confirm.getByRole('button', { name: 'Delete and unlink' }).click();
    await expect.poll(brand).toBeUndefined();
    expect((await stored()).widgets[button.id].designtokens).toBeUndefined();
    await dialog().getByText('No tokens yet.').waitFor();
    await s.page.keyboard.press('Escape');
    // the widget shows its own background again, and its field is back
    await expect.poll(drawnBackground).toBe(ownDrawn);
    await panel().getByRole('textbox', { name: 'Background code', exact: true }).waitFor();
    await saved();
    expect(s.errors).toEqual([]);
  });

  it.skipIf(!hasQuantUx)('lists the tokens of an imported Quant-UX prototype with where they are used', async () => {
    const imported = importQuantUxApp(readQuantUx('designToken1.json')).app;
    const id = (await s.world.api.post<App>('/rest/apps/', imported, s.owner.token)).body.id;
    const app = await stored(id);
    await s.openCanvas(id);
    await openTokens();
    const tokens = Object.values(app.designtokens ?? {});
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      const row = dialog().locator('.token-row', { hasText: token.name });
      await row.first().waitFor();
      const users = tokenUsers(app, token.id).widgets.length;
      if (users > 0) {
        await row
          .first()
          .getByRole('button', { name: users === 1 ? 'Used by 1 widget' : `Used by ${users} widgets` })
          .waitFor();
      }
    }
    await screenshot(s.page, 'editor-tokens-imported', { fullPage: false });

    // a complex font token: a new size restyles the widgets linked to it, on the canvas
    const font = tokens.find((t) => t.name === '14pt')!;
    const [label] = tokenUsers(app, font.id).widgets;
    const fontSize = () =>
      s.page.locator(`.canvas-screen [data-widget="${label}"]`).evaluate((el) => {
        const text = [el, ...Array.from(el.querySelectorAll('*'))].find((e) => e.textContent?.trim()) ?? el;
        return parseFloat(getComputedStyle(text).fontSize);
      });
    const before = await fontSize();
    await dialog().getByRole('button', { name: 'Edit 14pt' }).click();
    const edit = dialog().getByRole('form', { name: 'Edit 14pt' });
    await edit.getByRole('spinbutton', { name: 'Font size' }).fill('28');
    await screenshot(s.page, 'editor-tokens-edit-font', { fullPage: false });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => ((await stored(id)).designtokens?.[font.id].value as { fontSize?: number }).fontSize)
      .toBe(28);
    const storedSize = (font.value as { fontSize: number }).fontSize;
    await expect.poll(fontSize).toBeCloseTo((before * 28) / storedSize, 0);

    // "used by" selects those widgets on the canvas
    const gray = tokens.find((t) => t.name === 'Gray')!;
    const grayUsers = tokenUsers(app, gray.id).widgets;
    await dialog()
      .locator('.token-row', { hasText: 'Gray' })
      .getByRole('button', { name: `Used by ${grayUsers.length} widgets` })
      .click();
    await panel()
      .getByRole('heading', { name: `${grayUsers.length} selected` })
      .waitFor();
    // all of them link their background to Gray: the field names the token
    await panel().getByRole('group', { name: 'Background', exact: true }).getByText('Gray').waitFor();
    await screenshot(s.page, 'editor-tokens-linked', { fullPage: false });
    expect(s.errors).toEqual([]);
  });
});
