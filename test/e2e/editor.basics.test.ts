// The editor's basics in real Chromium against the real API (SQLite): add a widget from the palette,
// nudge it with the arrow keys, type its text inline, drag it, resize it from a handle, delete and
// undo; everything is saved (the server's document says so), survives a reload, and undo goes on
// across the reload through the server-held command stack.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { watchIconsFirstFrame } from './support/painted';
import { screenshot } from './support/workbenchWorld';

describe.skipIf(!hasChromium)('editor: the basics by mouse and keyboard', () => {
  const s = editorSuite(
    'editor',
    newApp({ name: 'Editor basics', screens: { s1: newScreen({ id: 's1', name: 'Home', props: { start: true } }) } }),
  );
  const { stored, saved, errors } = s;
  const buttons = async (): Promise<Widget[]> =>
    Object.values((await stored()).widgets).filter((w) => w.type === 'Button');
  const box = async (id: string) => (await s.page.locator(`.canvas-screen [data-widget="${id}"]`).boundingBox())!;

  it('adds a widget from the palette, nudges it and types its text; all of it is saved', async () => {
    await s.page.goto(s.world.url(`/apps/${s.appId}/create.html`));
    await saved();
    await s.page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await expect.poll(async () => (await buttons()).length).toBe(1);
    const [button] = await buttons();
    await s.page.locator(`.canvas-screen [data-widget="${button.id}"]`).waitFor();

    // the new widget is selected: the arrow keys move it, shift by ten
    await s.page.getByTestId('canvas-area').focus();
    for (let i = 0; i < 3; i++) await s.page.keyboard.press('ArrowRight');
    await s.page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => (await buttons())[0]).toMatchObject({ x: button.x + 3, y: button.y + 10 });

    await s.page.keyboard.press('Enter');
    const text = s.page.getByRole('textbox', { name: /^Text of/ });
    await text.fill('Pay now');
    await s.page.keyboard.press('Enter');
    await expect
      .poll(() => s.page.locator(`.canvas-screen [data-widget="${button.id}"]`).textContent())
      .toContain('Pay now');
    await expect.poll(async () => (await buttons())[0].props?.label).toBe('Pay now');
    await saved();

    // "?" shows the keyboard shortcuts
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('?');
    const sheet = s.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByText('Duplicate the selected widgets or screens').waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('moves a widget by dragging and resizes it from a handle', async () => {
    const [before] = await buttons();
    const start = await box(before.id);
    const scale = start.width / before.w;
    // Alt held: no snapping, the widget goes exactly where it is dragged
    await s.page.keyboard.down('Alt');
    await s.page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await s.page.mouse.down();
    await s.page.mouse.move(start.x + start.width / 2 + 20, start.y + start.height / 2 + 10, { steps: 5 });
    await s.page.mouse.move(start.x + start.width / 2 + 40 * scale, start.y + start.height / 2 + 30 * scale, {
      steps: 5,
    });
    await s.page.mouse.up();
    await s.page.keyboard.up('Alt');
    await expect.poll(async () => (await buttons())[0]).toMatchObject({ x: before.x + 40, y: before.y + 30 });

    // without Alt, a centre that comes within a few pixels of the screen's centre line snaps to it
    const placed = (await buttons())[0];
    const home = (await stored()).screens.s1;
    const offCentre = home.x + home.w / 2 + 3 - (placed.x + placed.w / 2);
    const here = await box(before.id);
    await s.page.mouse.move(here.x + here.width / 2, here.y + here.height / 2);
    await s.page.mouse.down();
    await s.page.mouse.move(here.x + here.width / 2 + (offCentre / 2) * scale, here.y + here.height / 2, { steps: 3 });
    await s.page.mouse.move(here.x + here.width / 2 + offCentre * scale, here.y + here.height / 2, { steps: 3 });
    await s.page.mouse.up();
    await expect
      .poll(async () => {
        const b = (await buttons())[0];
        return Math.abs(b.x + b.w / 2 - (home.x + home.w / 2));
      })
      .toBeLessThanOrEqual(0.5);

    const moved = await box(before.id);
    // the bottom-right handle of the selection
    await s.page.mouse.move(moved.x + moved.width, moved.y + moved.height);
    await s.page.mouse.down();
    await s.page.mouse.move(moved.x + moved.width + 30 * scale, moved.y + moved.height + 20 * scale, { steps: 8 });
    await s.page.mouse.up();
    await expect.poll(async () => (await buttons())[0].w).toBeGreaterThan(before.w + 20);
    await saved();
    await screenshot(s.page, 'editor-basics-desktop', { fullPage: false });
  });

  it('deletes and undoes; after a reload the work is there and undo goes on from the server stack', async () => {
    const [button] = await buttons();
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Delete');
    await expect.poll(async () => (await buttons()).length).toBe(0);
    await s.page.keyboard.press('Control+z');
    await expect.poll(async () => (await buttons()).length).toBe(1);
    await saved();

    await s.page.reload();
    await saved();
    await s.page.locator(`.canvas-screen [data-widget="${button.id}"]`).waitFor();
    const wide = (await buttons())[0];
    // the last step before the reload was the resize: undone now, from the stack the server kept
    await s.page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await buttons())[0].w).toBeLessThan(wide.w);
    await s.page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await buttons())[0].w).toBe(wide.w);
    await saved();
    expect(errors).toEqual([]);
  });

  it('links the widget to a new screen from the properties, by keyboard-reachable controls', async () => {
    const [button] = await buttons();
    await s.page.getByRole('button', { name: 'Add screen', exact: true }).click();
    await expect.poll(async () => Object.keys((await stored()).screens).length).toBe(2);
    const second = Object.values((await stored()).screens).find((s) => s.id !== 's1')!;
    // the new screen was brought into view: "Fit" shows both
    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();

    // select the button again and link it
    const at = await box(button.id);
    await s.page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await s.page.getByRole('combobox', { name: 'Link to screen…' }).selectOption(second.id, { timeout: 4000 });
    await expect
      .poll(async () => Object.values((await stored()).lines).map((l) => [l.from, l.to, l.event]))
      .toEqual([[button.id, second.id, 'click']]);
    await s.page.getByRole('combobox', { name: 'When' }).selectOption('swipeLeft', { timeout: 4000 });
    await s.page.getByRole('combobox', { name: 'Transition' }).selectOption('slideLeft', { timeout: 4000 });
    await expect
      .poll(async () => Object.values((await stored()).lines).map((l) => [l.event, l.animation]))
      .toEqual([['swipeLeft', 'slideLeft']]);
    await saved();
    await screenshot(s.page, 'editor-links-desktop', { fullPage: false });
    await s.page.getByRole('button', { name: 'Delete link' }).click();
    await expect.poll(async () => Object.keys((await stored()).lines).length).toBe(0);

    // prototype mode: a drag from the widget to the screen makes a click link
    await s.page.getByRole('button', { name: 'Prototype', exact: true }).click();
    const from = await box(button.id);
    const target = (await s.page.locator(`[data-canvas-screen="${second.id}"]`).boundingBox())!;
    await s.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await s.page.mouse.down();
    await s.page.mouse.move(target.x + 40, target.y + 100, { steps: 10 });
    await s.page.mouse.up();
    await expect
      .poll(async () => Object.values((await stored()).lines).map((l) => [l.from, l.to, l.event]))
      .toEqual([[button.id, second.id, 'click']]);
    // the drag did not move the widget
    expect((await buttons())[0]).toMatchObject({ x: button.x, y: button.y });
    await s.page.getByRole('button', { name: 'Design', exact: true }).click();
    await saved();
    expect(errors).toEqual([]);
  });

  it('snaps moves to the grid with the gaps shown, draws the grid, and zooms to the selection and to 100 %', async () => {
    const konvaNames = (name: string) =>
      s.page.evaluate(
        (n) =>
          (
            window as unknown as { Konva: { stages: { find(s: string): { getText?(): { text(): string } }[] }[] } }
          ).Konva.stages
            .flatMap((stage) => stage.find(n))
            .map((node) => node.getText?.().text() ?? n),
        name,
      );
    const viewMenu = s.page.getByText('View', { exact: true });
    await viewMenu.click();
    await s.page.getByRole('checkbox', { name: 'Snap to grid' }).check();
    await s.page.getByRole('spinbutton', { name: 'Cell size (px)' }).fill('10');
    await expect.poll(async () => (await stored()).grid).toMatchObject({ enabled: true, w: 10, h: 10 });
    expect(await konvaNames('.grid')).toEqual([]);
    await s.page.getByRole('checkbox', { name: 'Show grid' }).check();
    await expect.poll(() => konvaNames('.grid')).toHaveLength(1);
    await viewMenu.click();

    const [button] = await buttons();
    const home = (await stored()).screens.s1;
    // an offset that brings no edge or centre near the screen's (so the grid decides, not a guide)
    const stopsOf = (x: number, w: number) => [x, x + w / 2, x + w];
    const clear = (from: number, w: number, origin: number, size: number) =>
      stopsOf(from, w).every((a) => stopsOf(origin, size).every((b) => Math.abs(a - b) > 12));
    const dx = [23, 37, 51, 67, 83].find((d) => clear(button.x + d, button.w, home.x, home.w))!;
    const dy = [31, 47, 63, 79].find((d) => clear(button.y + d, button.h, home.y, home.h))!;
    const at = await box(button.id);
    const scale = at.width / button.w;
    await s.page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await s.page.mouse.down();
    await s.page.mouse.move(at.x + at.width / 2 + (dx / 2) * scale, at.y + at.height / 2 + (dy / 2) * scale, {
      steps: 3,
    });
    await s.page.mouse.move(at.x + at.width / 2 + dx * scale, at.y + at.height / 2 + dy * scale, { steps: 3 });
    const shown = await konvaNames('.distance');
    await screenshot(s.page, 'editor-grid-desktop', { fullPage: false });
    await s.page.mouse.up();
    await expect.poll(async () => (await buttons())[0].x).not.toBe(button.x);
    const moved = (await buttons())[0];
    expect((moved.x - home.x) % 10).toBe(0);
    expect((moved.y - home.y) % 10).toBe(0);
    expect(Math.abs(moved.x - (button.x + dx))).toBeLessThanOrEqual(5);
    // the gaps to the screen's edges, in pixels, were shown while dragging
    expect(shown).toEqual(
      expect.arrayContaining([
        String(moved.x - home.x),
        String(moved.y - home.y),
        String(home.x + home.w - moved.x - moved.w),
      ]),
    );
    expect(await konvaNames('.distance')).toEqual([]);

    // "Fit selection" centres the selected widget and enlarges it; "100 %" shows it at its own size
    await viewMenu.click();
    await s.page.getByRole('button', { name: 'Fit selection' }).click();
    const area = (await s.page.getByTestId('canvas-area').boundingBox())!;
    await expect
      .poll(async () => {
        const b = await box(moved.id);
        return Math.round(b.x + b.width / 2 - (area.x + area.width / 2));
      })
      .toBe(0);
    expect((await box(moved.id)).width).toBeGreaterThan(moved.w * 2);
    await viewMenu.click();
    await s.page.getByRole('button', { name: '100 %' }).click();
    await expect.poll(async () => Math.round((await box(moved.id)).width)).toBe(Math.round(moved.w));
    await expect(s.page.locator('.canvas-scale').textContent()).resolves.toBe('100 %');
    await saved();
    expect(errors).toEqual([]);
  });

  it('groups two widgets with Ctrl+G: a click then picks both and the arrows move both; Ctrl+Shift+G ungroups', async () => {
    await s.page.goto(s.world.url(`/apps/${s.appId}/create.html`));
    await saved();
    const before = (await buttons()).map((w) => w.id);
    const add = async () => {
      const known = (await buttons()).length;
      await s.page.getByRole('button', { name: 'Add Button', exact: true }).click();
      await expect.poll(async () => (await buttons()).length).toBe(known + 1);
    };
    await add();
    // the new one is selected: away from where the next one lands
    await s.page.getByTestId('canvas-area').focus();
    for (let i = 0; i < 8; i++) await s.page.keyboard.press('Shift+ArrowDown');
    await add();
    await saved();
    const [a, b] = (await buttons()).filter((w) => !before.includes(w.id));
    // a is on top of the list, b was just added and is selected: add a to the selection
    await s.page.keyboard.press('Escape');
    const at = async (id: string) => {
      const r = await box(id);
      return { x: r.x + 4, y: r.y + 4 };
    };
    const pa = await at(a.id);
    await s.page.mouse.click(pa.x, pa.y);
    const pb = await at(b.id);
    // not so soon that the two clicks make a double click (which edits the text)
    await s.page.waitForTimeout(500);
    await s.page.keyboard.down('Shift');
    await s.page.mouse.click(pb.x, pb.y);
    await s.page.keyboard.up('Shift');
    await s.page.keyboard.press('Control+g');
    const groups = async () => Object.values((await stored()).groups ?? {});
    /** How far a and b have moved down since grouping. */
    const moved = async () => {
      const now = await buttons();
      return [a, b].map((w) => now.find((n) => n.id === w.id)!.y - w.y);
    };
    await expect.poll(async () => (await groups()).map((g) => [...g.children].sort())).toEqual([[a.id, b.id].sort()]);

    // a click on one member picks the group: the arrow key moves both
    await s.page.keyboard.press('Escape');
    await s.page.waitForTimeout(500);
    await s.page.mouse.click(pa.x, pa.y);
    await s.page.keyboard.press('ArrowDown');
    await expect.poll(async () => await moved()).toEqual([1, 1]);

    // ungrouped, a click picks one widget again
    await s.page.keyboard.press('Control+Shift+g');
    await expect.poll(async () => (await groups()).length).toBe(0);
    await s.page.keyboard.press('Escape');
    await s.page.waitForTimeout(500);
    await s.page.mouse.click(pa.x, pa.y + 1);
    await s.page.keyboard.press('ArrowDown');
    await expect.poll(async () => await moved()).toEqual([2, 1]);
    await saved();
    expect(errors).toEqual([]);
  });

  it('opens with the icons of the prototype in its first drawing, not blanks filled in a moment later', async () => {
    const star = newWidget({ id: 'star', type: 'Icon', x: 20, y: 20, w: 48, h: 48, style: { icon: 'mdi mdi-star' } });
    const iconic = newApp({
      name: 'Icons',
      screens: { i1: newScreen({ id: 'i1', name: 'Icons', props: { start: true }, children: [star.id] }) },
      widgets: { [star.id]: star },
    });
    const iconicId = (await s.world.api.post<App>('/rest/apps/', iconic, s.owner.token)).body.id;
    const page = await s.context.newPage();
    const shapedAtFirst = await watchIconsFirstFrame(page, '[data-canvas-screen] svg[data-icon="star"]');
    await page.goto(s.world.url(`/apps/${iconicId}/create.html`));
    await page.locator('[data-canvas-screen] svg[data-icon="star"] path').waitFor();
    expect(await shapedAtFirst()).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("opening another prototype's canvas from this one shows that prototype, not this one's document", async () => {
    const other = newApp({
      name: 'Another prototype',
      screens: { t1: newScreen({ id: 't1', name: 'Elsewhere', props: { start: true } }) },
    });
    const otherId = (await s.world.api.post<App>('/rest/apps/', other, s.owner.token)).body.id;
    await s.page.goto(s.world.url(`/apps/${s.appId}/create.html`));
    await saved();
    await s.page.locator('.canvas-screen-label', { hasText: 'Home' }).waitFor();
    // a change of the address's hash only: the same page, another route match
    await s.page.evaluate((id) => (location.hash = `#/apps/${id}/create.html`), otherId);
    await s.page.locator('.canvas-screen-label', { hasText: 'Elsewhere' }).waitFor();
    await expect.poll(() => s.page.locator('.canvas-screen-label', { hasText: 'Home' }).count()).toBe(0);
    await s.page.getByRole('button', { name: 'Add Button', exact: true }).click();
    const added = async () =>
      Object.values((await s.world.api.get<App>(`/rest/apps/${otherId}.json`, s.owner.token)).body.widgets);
    await expect.poll(async () => (await added()).map((w) => w.type)).toEqual(['Button']);
    expect(errors).toEqual([]);
  });
});
