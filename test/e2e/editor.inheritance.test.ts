// Master screens in real Chromium against the real API (SQLite): a screen made to inherit another
// through its properties shows the master's widgets, marked and not selectable there; a change on
// the master shows at once on the child; unlink takes the copies away and undo brings them back,
// all saved. An imported Quant-UX prototype's child screens show their masters' widgets marked.
import { describe, expect, it } from 'vitest';
import { importQuantUxApp, newApp, newScreen, newWidget, resolveScreenWidgets, type App } from '@protolab/shared';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

/** "Header" (A) holds the button "hello"; "Details" (B) and "Other" (C) inherit nothing yet. */
function masterApp(): App {
  return newApp({
    name: 'Masters',
    screens: {
      A: newScreen({ id: 'A', name: 'Header', props: { start: true }, children: ['hello'] }),
      B: newScreen({ id: 'B', name: 'Details', x: 500, children: ['own'] }),
      C: newScreen({ id: 'C', name: 'Other', x: 1000 }),
    },
    widgets: {
      hello: newWidget({
        id: 'hello',
        type: 'Button',
        name: 'Hello',
        x: 40,
        y: 40,
        w: 200,
        h: 50,
        props: { label: 'Hello' },
      }),
      own: newWidget({
        id: 'own',
        type: 'Label',
        name: 'Own',
        x: 540,
        y: 300,
        w: 200,
        h: 30,
        props: { label: 'Mine' },
      }),
    },
  });
}

describe.skipIf(!hasChromium)('editor: master screens', () => {
  const s = editorSuite('masters', masterApp(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved, panel: properties } = s;
  const screenRow = (name: string) => s.page.locator('.editor-screen-row', { hasText: name });
  const copy = () => s.page.locator('[data-canvas-screen="B"] [data-widget="hello@B"]');
  /** The widgets the canvas marks as inherited (Konva nodes). */
  const inheritedOnCanvas = () =>
    s.page.evaluate(() =>
      (window as unknown as { Konva: { stages: { find(s: string): { id(): string }[] }[] } }).Konva.stages
        .flatMap((stage) => stage.find('.inherited'))
        .map((node) => node.id())
        .sort(),
    );
  const centreOf = async (selector: string) => {
    const b = (await s.page.locator(selector).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const showScreen = (name: string) => s.page.getByRole('button', { name, exact: true }).click();

  it('makes a screen inherit another in its properties; the copies are marked, and a click selects the screen', async () => {
    await showScreen('Details');
    await properties().getByText('No master screen').waitFor();
    const add = properties().getByRole('combobox', { name: 'Add a master screen…' });
    // itself is not offered
    expect(await add.locator('option').allTextContents()).toEqual(['Add a master screen…', 'Header', 'Other']);
    await add.selectOption({ label: 'Header' });

    await copy().waitFor();
    expect(await copy().textContent()).toContain('Hello');
    await expect.poll(() => inheritedOnCanvas()).toEqual(['hello@B']);
    await expect.poll(async () => (await stored()).screens.B.parents).toEqual(['A']);
    await properties().getByRole('button', { name: 'Unlink Header' }).waitFor();
    // the screens list says who is whose master
    await screenRow('Header').getByText('master of 1').waitFor();
    await screenRow('Details').getByText('from Header').waitFor();

    // the master may not take its child as a master: that would make a loop
    await showScreen('Header');
    const masterChoices = properties().getByRole('combobox', { name: 'Add a master screen…' }).locator('option');
    expect(await masterChoices.allTextContents()).toEqual(['Add a master screen…', 'Other']);

    // pointing at the copy names its master; a click selects the screen, not the copy
    await showScreen('Details');
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Escape');
    await expect.poll(() => s.selectedOnCanvas()).toEqual([]);
    const at = await centreOf('[data-canvas-screen="B"] [data-widget="hello@B"]');
    await s.page.mouse.move(at.x, at.y);
    await expect
      .poll(() => s.page.locator('.canvas-overlay').getAttribute('title'))
      .toBe('From the master screen “Header”: change it there (a double-click goes there)');
    await s.page.mouse.click(at.x, at.y);
    await expect.poll(() => s.selectedOnCanvas()).toEqual(['B']);
    await properties().getByRole('textbox', { name: 'Name' }).waitFor();
    expect(await properties().getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Details');
    await screenshot(s.page, 'editor-master-screens', { fullPage: false });
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('a dragged child screen takes the marks of its inherited widgets along', async () => {
    /** Where the canvas draws the mark of the copy (page px). */
    const mark = () =>
      s.page.evaluate(() => {
        const stages = (window as unknown as { Konva: { stages: { findOne(s: string): unknown }[] } }).Konva.stages;
        const node = stages.map((stage) => stage.findOne('.inherited')).find(Boolean) as {
          getClientRect(): { x: number; y: number };
        };
        return node.getClientRect();
      });
    const before = await mark();
    const { x: screenX } = (await stored()).screens.B;
    // the empty lower part of the screen
    const b = (await s.page.locator('[data-canvas-screen="B"]').boundingBox())!;
    const from = { x: b.x + b.width / 2, y: b.y + b.height * 0.8 };
    await s.page.mouse.move(from.x, from.y);
    await s.page.mouse.down();
    await s.page.mouse.move(from.x + 30, from.y + 20, { steps: 3 });
    await s.page.mouse.move(from.x + 60, from.y + 40, { steps: 3 });
    await expect.poll(async () => (await mark()).x - before.x).toBeCloseTo(60, 0);
    expect((await mark()).y - before.y).toBeCloseTo(40, 0);
    await s.page.mouse.up();
    await expect.poll(async () => (await stored()).screens.B.x).toBeGreaterThan(screenX);
    await expect.poll(async () => (await mark()).x - before.x).toBeCloseTo(60, -1);
    await saved();
    expect(s.errors).toEqual([]);
  });

  it("a change on the master shows at once on the child; a double-click on the copy selects the master's widget", async () => {
    // both screens in view: a click on a screen's row shows that screen alone
    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();
    const at = await centreOf('[data-canvas-screen="A"] [data-widget="hello"]');
    await s.page.mouse.click(at.x, at.y);
    await expect.poll(() => s.selectedOnCanvas()).toEqual(['hello']);
    await properties().getByRole('textbox', { name: 'Text', exact: true }).fill('Goodbye');
    await expect.poll(async () => (await copy().textContent())?.trim()).toBe('Goodbye');
    await expect.poll(async () => (await stored()).widgets.hello.props?.label).toBe('Goodbye');

    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Escape');
    const onCopy = await centreOf('[data-canvas-screen="B"] [data-widget="hello@B"]');
    await s.page.mouse.dblclick(onCopy.x, onCopy.y);
    await expect.poll(() => s.selectedOnCanvas()).toEqual(['hello']);
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('unlinking takes the copies away; undo brings them back; both saved', async () => {
    await showScreen('Details');
    await properties().getByRole('button', { name: 'Unlink Header' }).click();
    await expect.poll(() => copy().count()).toBe(0);
    await expect.poll(() => inheritedOnCanvas()).toEqual([]);
    await expect.poll(async () => (await stored()).screens.B.parents).toBeUndefined();
    expect(await screenRow('Details').getByText('from Header').count()).toBe(0);
    // its own widget stays
    await s.page.locator('[data-canvas-screen="B"] [data-widget="own"]').waitFor();

    await s.page.getByRole('button', { name: 'Undo' }).click();
    await copy().waitFor();
    await expect.poll(() => inheritedOnCanvas()).toEqual(['hello@B']);
    await expect.poll(async () => (await stored()).screens.B.parents).toEqual(['A']);
    await saved();
    expect(s.errors).toEqual([]);
  });

  it.skipIf(!hasQuantUx)(
    "an imported Quant-UX prototype's child screens show their masters' widgets, marked",
    async () => {
      const imported = importQuantUxApp(readQuantUx('export_snack.json')).app;
      const id = (await s.world.api.post<App>('/rest/apps/', imported, s.owner.token)).body.id;
      const app = await stored(id);
      const children = Object.values(app.screens).filter((screen) => screen.parents?.length);
      expect(children.length).toBeGreaterThan(0);
      const copies = children.flatMap((screen) => resolveScreenWidgets(app, screen.id).filter((w) => w.inherited));
      expect(copies.length).toBeGreaterThan(0);

      await s.openCanvas(id);
      for (const screen of children) {
        for (const widget of resolveScreenWidgets(app, screen.id).filter((w) => w.inherited)) {
          await s.page.locator(`[data-canvas-screen="${screen.id}"] [data-widget="${widget.id}"]`).waitFor({
            state: 'attached',
          });
        }
      }
      await expect.poll(() => inheritedOnCanvas()).toEqual(copies.map((w) => w.id).sort());
      await screenshot(s.page, 'editor-master-screens-imported', { fullPage: false });
      expect(s.errors).toEqual([]);
    },
  );
});
