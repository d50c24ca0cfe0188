// The editor's structure in real Chromium against the real API: the screens panel (add, draw,
// rename, reorder, start screen, duplicate, delete; a duplicate holds its widgets where they were; a
// click on a row shows that screen at a readable zoom), the context menu with lock and hide, a LogicOr
// with two ways out linked on the canvas, a link picked on the canvas; and copy in one prototype,
// paste in another through the system clipboard by keys, with no clipboard permission, styles kept.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, orderedScreens, type App } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';

/** Home holds the button "Go" and the text box "Answer"; Yes and No are empty. */
function structureApp(): App {
  return newApp({
    name: 'Structure',
    screens: {
      s1: newScreen({ id: 's1', name: 'Home', x: 0, y: 0, props: { start: true }, children: ['b1', 'tb'] }),
      s2: newScreen({ id: 's2', name: 'Yes', x: 500, y: 0 }),
      s3: newScreen({ id: 's3', name: 'No', x: 1000, y: 0 }),
    },
    widgets: {
      b1: newWidget({
        id: 'b1',
        type: 'Button',
        x: 40,
        y: 100,
        w: 160,
        h: 50,
        props: { label: 'Go' },
        style: { background: '#2e7d32', color: '#ffffff' },
      }),
      tb: newWidget({ id: 'tb', type: 'TextBox', name: 'Answer', x: 40, y: 200, w: 200, h: 40 }),
    },
  });
}

describe.skipIf(!hasChromium)('editor: screens, menu, lock and hide, logic, clipboard', () => {
  const s = editorSuite('structure', structureApp(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved, errors } = s;
  const names = async () => orderedScreens(await stored()).map((s) => s.name);
  const screensPanel = () => s.page.getByRole('region', { name: 'Screens' });
  const widgetBox = async (id: string) => (await s.page.locator(`.canvas-screen [data-widget="${id}"]`).boundingBox())!;
  const centre = (b: { x: number; y: number; width: number; height: number }) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  });

  it('lists the screens; renames, reorders, sets the start, duplicates and deletes from the list', async () => {
    const panel = screensPanel();
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(3);
    expect(await names()).toEqual(['Home', 'Yes', 'No']);

    // rename by double-click
    await panel.getByRole('button', { name: 'No', exact: true }).dblclick();
    await panel.getByRole('textbox', { name: 'New name for No' }).fill('Declined');
    await s.page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['Home', 'Yes', 'Declined']);

    // reorder by keyboard: Alt+↑ twice brings it to the top
    await panel.getByRole('button', { name: 'Declined', exact: true }).focus();
    await s.page.keyboard.press('Alt+ArrowUp');
    await expect.poll(names).toEqual(['Home', 'Declined', 'Yes']);
    await panel.getByRole('button', { name: 'Declined', exact: true }).focus();
    await s.page.keyboard.press('Alt+ArrowUp');
    await expect.poll(names).toEqual(['Declined', 'Home', 'Yes']);

    // the start screen moves with the star, and only one screen has it
    await panel.getByRole('button', { name: 'Make Yes the start screen' }).click();
    await expect
      .poll(async () =>
        Object.values((await stored()).screens)
          .filter((s) => s.props?.start === true)
          .map((s) => s.name),
      )
      .toEqual(['Yes']);
    expect(await panel.getByRole('button', { name: 'Yes is the start screen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // duplicate, then delete the copy
    await panel.getByRole('button', { name: 'Duplicate Home' }).click();
    await expect.poll(async () => (await names()).filter((n) => n === 'Home copy').length).toBe(1);
    await panel.getByRole('button', { name: 'Delete Home copy' }).click();
    await expect.poll(async () => (await names()).length).toBe(3);

    // a click on a row selects the screen: its properties show
    await panel.getByRole('button', { name: 'Home', exact: true }).click();
    await expect.poll(() => s.page.getByLabel('Name', { exact: true }).inputValue()).toBe('Home');
    await saved();
  });

  it('draws a new screen with the drawing tool, the size dragged out', async () => {
    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();
    const area = (await s.page.getByTestId('canvas-area').boundingBox())!;
    const scale = Number((await s.page.locator('.canvas-scale').textContent())!.replace(/\D/g, '')) / 100;
    await screensPanel().getByRole('button', { name: 'Draw', exact: true }).click();
    // below the screens, in empty canvas
    const from = { x: area.x + 60, y: area.y + area.height - 120 };
    await s.page.mouse.move(from.x, from.y);
    await s.page.mouse.down();
    await s.page.mouse.move(from.x + 100, from.y + 50, { steps: 5 });
    await s.page.mouse.move(from.x + 150, from.y + 90, { steps: 5 });
    await s.page.mouse.up();
    await expect.poll(async () => Object.keys((await stored()).screens).length).toBe(4);
    const drawn = orderedScreens(await stored()).find((s) => !['s1', 's2', 's3'].includes(s.id))!;
    expect(Math.abs(drawn.w - 150 / scale)).toBeLessThanOrEqual(2 / scale);
    expect(Math.abs(drawn.h - 90 / scale)).toBeLessThanOrEqual(2 / scale);
    // the tool is off again: a drag on empty canvas draws a rubber band, no screen
    expect(await screensPanel().getByRole('button', { name: 'Draw', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await s.page.keyboard.press('Control+z');
    await expect.poll(async () => Object.keys((await stored()).screens).length).toBe(3);
  });

  it('locks and hides from the context menu: a locked widget stays put, a hidden one is faint here only', async () => {
    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();
    const before = (await stored()).widgets.b1;
    const at = centre(await widgetBox('b1'));
    await s.page.mouse.click(at.x, at.y, { button: 'right' });
    const menu = s.page.getByRole('menu', { name: 'Actions' });
    await menu.getByRole('menuitem', { name: /^Lock/ }).click();
    await expect.poll(async () => (await stored()).widgets.b1.props?.locked).toBe(true);

    // a drag and the arrow keys leave it where it is
    await s.page.mouse.move(at.x, at.y);
    await s.page.mouse.down();
    await s.page.mouse.move(at.x + 80, at.y + 60, { steps: 8 });
    await s.page.mouse.up();
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('ArrowRight');
    await saved();
    expect((await stored()).widgets.b1).toMatchObject({ x: before.x, y: before.y });

    // the keyboard menu (Shift+F10) unlocks it; Ctrl+Shift+H hides it
    await s.page.keyboard.press('Shift+F10');
    await menu.getByRole('menuitem', { name: /^Unlock/ }).click();
    await expect.poll(async () => (await stored()).widgets.b1.props?.locked).toBeUndefined();
    await s.page.keyboard.press('Control+Shift+H');
    await expect.poll(async () => (await stored()).widgets.b1.props?.hidden).toBe(true);
    await s.page.locator('.canvas-screen [data-widget="b1"][data-faint]').waitFor();
    await s.page.keyboard.press('Control+Shift+H');
    await expect.poll(async () => (await stored()).widgets.b1.props?.hidden).toBeUndefined();
    await expect.poll(() => s.page.locator('.canvas-screen [data-faint]').count()).toBe(0);
  });

  it('branches through a LogicOr linked on the canvas, with a rule; a click on an arrow picks the link', async () => {
    const doc = await stored();
    const home = Object.values(doc.screens).find((s) => s.name === 'Home')!;
    await screensPanel().getByRole('button', { name: 'Home', exact: true }).click();
    await s.page.getByRole('button', { name: 'Add Branch (A/B test)', exact: true }).click();
    await expect.poll(async () => Object.values((await stored()).widgets).some((w) => w.type === 'LogicOr')).toBe(true);
    const logic = Object.values((await stored()).widgets).find((w) => w.type === 'LogicOr')!;
    // it lies on the canvas, on no screen
    expect(Object.values((await stored()).screens).some((s) => s.children.includes(logic.id))).toBe(false);

    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();
    await s.page.getByRole('button', { name: 'Prototype', exact: true }).click();
    const area = (await s.page.getByTestId('canvas-area').boundingBox())!;
    const view = async () => {
      const screen = (await s.page.locator(`[data-canvas-screen="${home.id}"]`).boundingBox())!;
      const scale = screen.width / home.w;
      return { x: screen.x - home.x * scale, y: screen.y - home.y * scale, scale };
    };
    const onCanvas = async (x: number, y: number) => {
      const v = await view();
      return { x: v.x + x * v.scale, y: v.y + y * v.scale };
    };
    const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await s.page.mouse.move(from.x, from.y);
      await s.page.mouse.down();
      await s.page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
      await s.page.mouse.move(to.x, to.y, { steps: 5 });
      await s.page.mouse.up();
    };
    const logicAt = await onCanvas(logic.x + logic.w / 2, logic.y + logic.h / 2);
    expect(logicAt.x).toBeGreaterThan(area.x);
    await drag(centre(await widgetBox('b1')), logicAt);
    await expect.poll(async () => Object.values((await stored()).lines).some((l) => l.to === logic.id)).toBe(true);
    for (const target of ['s2', 's3']) {
      const screen = (await s.page.locator(`[data-canvas-screen="${target}"]`).boundingBox())!;
      await drag(logicAt, { x: screen.x + screen.width / 2, y: screen.y + screen.height - 20 });
    }
    await expect
      .poll(async () =>
        Object.values((await stored()).lines)
          .filter((l) => l.from === logic.id)
          .map((l) => l.to)
          .sort(),
      )
      .toEqual(['s2', 's3']);

    // the way to "Yes" only when the text box holds "yes": a rule chosen in the panel
    await s.page.mouse.click(logicAt.x, logicAt.y);
    const links = s.page.getByRole('region', { name: 'Links' });
    const toYes = links.locator('.editor-link').filter({ has: s.page.locator('option[value="s2"]:checked') });
    await toYes.getByRole('combobox', { name: 'Only when' }).selectOption({ index: 1 });
    await toYes.getByRole('textbox', { name: 'Value' }).fill('yes');
    await expect
      .poll(async () => Object.values((await stored()).lines).find((l) => l.from === logic.id && l.to === 's2')?.rule)
      .toMatchObject({ operator: '==', value: 'yes' });

    // a click on the arrow into the LogicOr picks that link; Delete removes it
    const line = Object.values((await stored()).lines).find((l) => l.to === logic.id)!;
    const b1 = (await stored()).widgets.b1;
    const start = await onCanvas(b1.x + b1.w / 2, b1.y + b1.h / 2);
    // halfway between the two centres lies on the arrow
    const mid = { x: (start.x + logicAt.x) / 2, y: (start.y + logicAt.y) / 2 };
    await s.page.mouse.click(mid.x, mid.y);
    await s.page.getByRole('region', { name: 'Link', exact: true }).waitFor();
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Delete');
    await expect.poll(async () => Boolean((await stored()).lines[line.id])).toBe(false);
    await s.page.getByRole('button', { name: 'Design', exact: true }).click();
    await saved();
  });

  it('copies widgets in one prototype and pastes them into another by keys, with no clipboard permission, styles kept; text copied since does not paste them again', async () => {
    const other = newApp({
      name: 'Other',
      screens: { t1: newScreen({ id: 't1', name: 'Target', props: { start: true } }) },
    });
    const otherId = (await s.world.api.post<App>('/rest/apps/', other, s.owner.token)).body.id;
    await screensPanel().getByRole('button', { name: 'Home', exact: true }).click();
    const at = centre(await widgetBox('b1'));
    await s.page.mouse.click(at.x, at.y);
    await s.page.keyboard.press('Control+c');

    // another tab: only the system clipboard carries the widget there
    const second = await s.context.newPage();
    await second.goto(s.world.url(`/apps/${otherId}/create.html`));
    await saved(second);
    await second.getByTestId('canvas-area').focus();
    await second.keyboard.press('Control+v');
    await expect.poll(async () => Object.keys((await stored(otherId)).widgets).length).toBe(1);
    const pasted = Object.values((await stored(otherId)).widgets)[0];
    expect(pasted.id).not.toBe('b1');
    expect(pasted).toMatchObject({
      type: 'Button',
      props: { label: 'Go' },
      style: { background: '#2e7d32', color: '#ffffff' },
    });
    expect((await stored(otherId)).screens.t1.children).toEqual([pasted.id]);

    // text copied elsewhere after a copy of the widget does not paste the widget again
    await second.getByTestId('canvas-area').focus();
    await second.keyboard.press('Control+a');
    await second.keyboard.press('Control+c');
    await second.evaluate(() => {
      const text = document.body.appendChild(document.createElement('textarea'));
      text.value = 'some words';
      text.select();
    });
    await second.keyboard.press('Control+c');
    await second.evaluate(() => document.querySelector('textarea')!.remove());
    await second.getByTestId('canvas-area').focus();
    await second.keyboard.press('Control+v');
    await second.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await second.locator('[data-canvas-screen="t1"] [data-widget]').count()).toBe(1);
    await second.close();
    expect(errors).toEqual([]);
  });

  const scaleShown = async () => Number((await s.page.locator('.canvas-scale').textContent())!.replace(/\D/g, ''));
  const drawnScreen = async (id: string) => (await s.page.locator(`[data-canvas-screen="${id}"]`).boundingBox())!;

  it('a click on a screen row shows that screen whole at a readable zoom, not all screens', async () => {
    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();
    const fitAll = await scaleShown();
    await screensPanel().getByRole('button', { name: 'Yes', exact: true }).click();
    await expect.poll(scaleShown).toBeGreaterThan(fitAll);
    const area = (await s.page.getByTestId('canvas-area').boundingBox())!;
    const yes = await drawnScreen('s2');
    // whole in the canvas area, filling most of its height
    expect(yes.x).toBeGreaterThanOrEqual(area.x);
    expect(yes.y).toBeGreaterThanOrEqual(area.y);
    expect(yes.x + yes.width).toBeLessThanOrEqual(area.x + area.width);
    expect(yes.y + yes.height).toBeLessThanOrEqual(area.y + area.height);
    expect(yes.height).toBeGreaterThan(area.height * 0.6);
    expect(errors).toEqual([]);
  });

  it('duplicates a screen with its widgets where they lie on the original, drawn on the copy', async () => {
    const home = Object.values(structureApp().screens).find((s) => s.name === 'Home')!;
    const go = structureApp().widgets.b1;
    await screensPanel().getByRole('button', { name: 'Duplicate Home' }).click();
    await expect.poll(async () => orderedScreens(await stored()).some((s) => s.name === 'Home copy')).toBe(true);
    const doc = await stored();
    const copy = orderedScreens(doc).find((s) => s.name === 'Home copy')!;
    expect(copy.children).toHaveLength(home.children.length);
    const copiedGo = copy.children.find((id) => doc.widgets[id].props?.label === 'Go')!;

    await screensPanel().getByRole('button', { name: 'Home copy', exact: true }).click();
    await expect.poll(async () => (await drawnScreen(copy.id)).height).toBeGreaterThan(100);
    const screen = await drawnScreen(copy.id);
    const scale = screen.width / copy.w;
    const drawn = (await s.page.locator(`.canvas-screen [data-widget="${copiedGo}"]`).boundingBox())!;
    // on the copy, as far from its corner as "Go" is from Home's (to a pixel)
    expect(Math.abs(drawn.x - screen.x - (go.x - home.x) * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(drawn.y - screen.y - (go.y - home.y) * scale)).toBeLessThanOrEqual(1);

    await screensPanel().getByRole('button', { name: 'Delete Home copy' }).click();
    await expect.poll(async () => orderedScreens(await stored()).some((s) => s.name === 'Home copy')).toBe(false);
    await saved();
    expect(errors).toEqual([]);
  });
});
