// The editor's shortcuts in real Chromium against the real API (SQLite): they work wherever focus is
// in the editor (a row of the layers or screens panel, a toolbar button, the properties panel),
// except in a text field, whose own keys win; Space held to pan does not press the focused button;
// the shortcut sheet names the keys in the page's language.
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

  const screenRow = () =>
    s.page.getByRole('region', { name: 'Screens' }).getByRole('button', { name: 'Home', exact: true });
  const focused = (locator: ReturnType<typeof screenRow>) => locator.evaluate((e) => e === document.activeElement);
  const okX = async () => (await stored()).widgets.ok.x;
  /** Moves OK one step right by its arrow key, on the canvas: a step to undo. */
  async function nudgeOk() {
    await row('OK').click();
    await s.page.getByTestId('canvas-area').focus();
    const before = await okX();
    await s.page.keyboard.press('ArrowRight');
    await expect.poll(okX).toBe(before + 1);
    await saved();
    return before;
  }
  const homeBox = async () => (await s.page.locator('[data-canvas-screen="s1"]').boundingBox())!;
  const areaBox = async () => (await s.page.getByTestId('canvas-area').boundingBox())!;
  const middle = (b: { x: number; y: number; width: number; height: number }) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  });

  it('undoes with Mod+Z while a toolbar button or a screen row has focus', async () => {
    const before = await nudgeOk();
    const fit = s.page.getByRole('button', { name: 'Fit', exact: true });
    await fit.click();
    expect(await focused(fit)).toBe(true);
    await s.page.keyboard.press('Control+z');
    await expect.poll(okX).toBe(before);
    await saved();

    await nudgeOk();
    await screenRow().click();
    expect(await focused(screenRow())).toBe(true);
    await s.page.keyboard.press('Control+z');
    await expect.poll(okX).toBe(before);
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('fits the selected screen with Shift+2 after a click on its row', async () => {
    await screenRow().click();
    // the view moves away (a scroll pans it; focus stays on the row)
    const area = await areaBox();
    await s.page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await s.page.mouse.wheel(400, 300);
    await expect.poll(async () => middle(await homeBox()).x).toBeLessThan(middle(area).x - 200);
    expect(await focused(screenRow())).toBe(true);
    await s.page.keyboard.press('Shift+2');
    // back in the middle of the area
    await expect.poll(async () => Math.abs(middle(await homeBox()).x - middle(area).x)).toBeLessThanOrEqual(2);
    expect(Math.abs(middle(await homeBox()).y - middle(area).y)).toBeLessThanOrEqual(2);
    expect(s.errors).toEqual([]);
  });

  it("pans by Space+drag after a click on a screen's name, and stays panned when Space is released", async () => {
    await screenRow().click();
    const area = await areaBox();
    const start = await homeBox();
    // from empty canvas left of the screen
    const from = { x: area.x + 20, y: area.y + area.height / 2 };
    await s.page.keyboard.down('Space');
    await s.page.mouse.move(from.x, from.y);
    await s.page.mouse.down();
    await s.page.mouse.move(from.x + 60, from.y + 40, { steps: 4 });
    await s.page.mouse.move(from.x + 120, from.y + 80, { steps: 4 });
    await s.page.mouse.up();
    await expect.poll(async () => (await homeBox()).x - start.x).toBe(120);
    expect((await homeBox()).y - start.y).toBe(80);
    await s.page.keyboard.up('Space');
    // two frames after the release, the view is where the drag left it
    await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect((await homeBox()).x - start.x).toBe(120);
    expect((await homeBox()).y - start.y).toBe(80);
    // a tap of Space without a drag still presses the focused row: the screen is shown again
    expect(await focused(screenRow())).toBe(true);
    await s.page.keyboard.press('Space');
    await expect.poll(async () => (await homeBox()).x).toBe(start.x);
    expect((await homeBox()).y).toBe(start.y);
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
