// The editor's shortcuts in real Chromium against the real API (SQLite): they work wherever focus is
// in the editor (a row of the layers panel, the properties panel), except in a text field, whose own
// keys win; the shortcut sheet names the keys in the page's language.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';

function twoButtons(): App {
  const button = (id: string, name: string, y: number) =>
    newWidget({ id, type: 'Button', name, x: 40, y, w: 120, h: 40, z: y, props: { label: name } });
  return newApp({
    name: 'Actions',
    screens: { s1: newScreen({ id: 's1', name: 'Home', props: { start: true }, children: ['ok', 'cancel'] }) },
    widgets: { ok: button('ok', 'OK', 100), cancel: button('cancel', 'Cancel', 200) },
  });
}

describe.skipIf(!hasChromium)('editor: shortcuts wherever focus is in the editor', () => {
  const s = editorSuite('actions', twoButtons(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved } = s;
  const widgetNames = async () =>
    Object.values((await stored()).widgets)
      .map((w) => w.name)
      .sort();
  const row = (name: string) =>
    s.page.getByRole('tree', { name: 'Layers of Home' }).getByRole('treeitem', { name, exact: true });

  it('duplicates and undoes with Mod+D and Mod+Z while a row of the layers panel has focus', async () => {
    await row('OK').click();
    await expect.poll(s.selectedOnCanvas).toEqual(['ok']);
    await row('OK').focus();
    await s.page.keyboard.press('Control+d');
    await expect.poll(widgetNames).toEqual(['Cancel', 'OK', 'OK']);
    await saved();
    await s.page.keyboard.press('Control+z');
    await expect.poll(widgetNames).toEqual(['Cancel', 'OK']);
    // the panel's own keys stay its own: ↓ walks to the next row (topmost first), it moves no widget
    await row('Cancel').focus();
    await s.page.keyboard.press('ArrowDown');
    await expect.poll(() => row('OK').evaluate((e) => e === document.activeElement)).toBe(true);
    await saved();
    expect((await stored()).widgets.ok).toMatchObject({ x: 40, y: 100 });
    expect(s.errors).toEqual([]);
  });

  it("keys typed into a properties field are the field's; outside a field the panel takes shortcuts", async () => {
    await row('Cancel').click();
    await expect.poll(s.selectedOnCanvas).toEqual(['cancel']);
    const name = s.panel().getByRole('textbox', { name: 'Name', exact: true });
    await name.click();
    await name.press('End');
    // Backspace and Delete edit the text; Ctrl+A selects the field's text, not the screen's widgets
    await name.press('Backspace');
    await name.press('Control+a');
    await name.press('Delete');
    await name.pressSequentially('Abort');
    await expect.poll(widgetNames).toEqual(['Abort', 'OK']);
    expect(await s.selectedOnCanvas()).toEqual(['cancel']);

    // a click on the panel beside its fields: Delete deletes the selection
    await s.panel().getByRole('heading').first().click();
    await s.page.keyboard.press('Delete');
    await expect.poll(widgetNames).toEqual(['OK']);
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('shows the key names of the page language in the shortcut sheet', async () => {
    await s.page.goto(s.world.url(`/apps/${s.appId}/create.html?ln=de`));
    await saved();
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('?');
    const sheet = s.page.getByRole('dialog', { name: 'Tastenkürzel' });
    await sheet.getByText('Rückgängig', { exact: true }).waitFor();
    const keys = await sheet.locator('kbd').allTextContents();
    expect(keys).toContain('Strg+Z');
    expect(keys).toContain('Entf, Rücktaste');
    expect(keys.join(' ')).not.toMatch(/Ctrl|Delete/);
    expect(s.errors).toEqual([]);
  });
});
