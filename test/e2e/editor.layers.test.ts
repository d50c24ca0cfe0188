// The layers panel and groups on the canvas in real Chromium against the real API (SQLite): the
// panel lists a screen's groups and widgets topmost first; renaming, dragging rows (reorder, into
// and out of a group), lock and hide from the panel are saved; rows and canvas share the selection;
// double-clicks enter a group one level at a time; a resized group scales its members, in one step.
import { describe, expect, it } from 'vitest';
import { newApp, newGroup, newScreen, newWidget, type App, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

/** The group "Card" holds the box "Background" and the group "Actions" of OK and Cancel; "Hello" and "More" are loose. */
function layeredApp(): App {
  const widget = (id: string, type: string, name: string, box: Pick<Widget, 'x' | 'y' | 'w' | 'h' | 'z'>) =>
    newWidget({ id, type, name, ...box, props: type === 'Box' ? {} : { label: name } });
  return newApp({
    name: 'Layers',
    screens: {
      s1: newScreen({
        id: 's1',
        name: 'Home',
        props: { start: true },
        children: ['bg', 'ok', 'cancel', 'note', 'extra'],
      }),
    },
    widgets: {
      bg: widget('bg', 'Box', 'Background', { x: 20, y: 100, w: 300, h: 120, z: 0 }),
      ok: widget('ok', 'Button', 'OK', { x: 40, y: 160, w: 100, h: 40, z: 1 }),
      cancel: widget('cancel', 'Button', 'Cancel', { x: 160, y: 160, w: 100, h: 40, z: 2 }),
      note: widget('note', 'Label', 'Hello', { x: 40, y: 40, w: 200, h: 30, z: 3 }),
      extra: widget('extra', 'Button', 'More', { x: 40, y: 300, w: 100, h: 40, z: 4 }),
    },
    groups: {
      card: newGroup({ id: 'card', name: 'Card', children: ['bg'], groups: ['actions'] }),
      actions: newGroup({ id: 'actions', name: 'Actions', children: ['ok', 'cancel'] }),
    },
  });
}

describe.skipIf(!hasChromium)('editor: the layers panel and groups on the canvas', () => {
  const s = editorSuite('layers', layeredApp(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved } = s;
  const tree = () => s.page.getByRole('tree', { name: 'Layers of Home' });
  const row = (name: string) => tree().getByRole('treeitem', { name, exact: true });
  /** The rows as "level:name", top to bottom. */
  const rows = () =>
    tree()
      .getByRole('treeitem')
      .evaluateAll((items) =>
        items.map(
          (item) =>
            `${item.getAttribute('aria-level')}:${document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent}`,
        ),
      );
  const selectedRows = () =>
    tree()
      .locator('[role="treeitem"][aria-selected="true"]')
      .evaluateAll((items) =>
        items.map((item) => document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent),
      );
  const { selectedOnCanvas } = s;
  const widgetBox = async (id: string) => (await s.page.locator(`.canvas-screen [data-widget="${id}"]`).boundingBox())!;
  const centreOf = async (id: string) => {
    const b = await widgetBox(id);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const clickWidget = async (id: string) => {
    const at = await centreOf(id);
    await s.page.mouse.click(at.x, at.y);
  };
  /** A point inside `id` that no widget above it covers: its top-left corner. */
  const cornerOf = async (id: string) => {
    const b = await widgetBox(id);
    return { x: b.x + 6, y: b.y + 6 };
  };

  it('lists the groups and widgets topmost first; rows and canvas share the selection', async () => {
    await expect.poll(rows).toEqual(['1:More', '1:Hello', '1:Card', '2:Actions', '3:Cancel', '3:OK', '2:Background']);
    expect(await row('Card').getAttribute('aria-expanded')).toBe('true');

    // a row selects on the canvas: a widget, or all of a group's widgets
    await row('Hello').click();
    await expect.poll(selectedOnCanvas).toEqual(['note']);
    await row('Actions').click();
    await expect.poll(selectedOnCanvas).toEqual(['cancel', 'ok']);
    expect(await selectedRows()).toEqual(['Actions']);

    // the canvas selects on the rows: a grouped widget brings its whole outer group
    await clickWidget('extra');
    await expect.poll(selectedRows).toEqual(['More']);
    await clickWidget('ok');
    await expect.poll(selectedOnCanvas).toEqual(['bg', 'cancel', 'ok']);
    expect(await selectedRows()).toEqual(['Card']);

    // the arrow keys walk the rows, ← closes a group, Enter selects
    await row('Card').focus();
    await s.page.keyboard.press('ArrowLeft');
    await expect.poll(rows).toEqual(['1:More', '1:Hello', '1:Card']);
    await s.page.keyboard.press('ArrowRight');
    await s.page.keyboard.press('ArrowDown');
    await s.page.keyboard.press('ArrowDown');
    await s.page.keyboard.press('Enter');
    await expect.poll(selectedOnCanvas).toEqual(['cancel']);
    await screenshot(s.page, 'editor-layers-desktop', { fullPage: false });
    expect(s.errors).toEqual([]);
  });

  it('renames rows by double-click and F2; Escape cancels', async () => {
    await row('Hello').getByText('Hello', { exact: true }).dblclick();
    await tree().getByRole('textbox', { name: 'New name for Hello' }).fill('Greeting');
    await s.page.keyboard.press('Enter');
    await expect.poll(async () => (await stored()).widgets.note.name).toBe('Greeting');
    await row('Greeting').waitFor();

    await row('Actions').focus();
    await s.page.keyboard.press('F2');
    await tree().getByRole('textbox', { name: 'New name for Actions' }).fill('Buttons');
    await s.page.keyboard.press('Escape');
    await row('Actions').waitFor();
    await s.page.keyboard.press('F2');
    await tree().getByRole('textbox', { name: 'New name for Actions' }).fill('Buttons');
    await s.page.keyboard.press('Enter');
    await expect.poll(async () => (await stored()).groups?.actions.name).toBe('Buttons');
    await saved();
  });

  it('drags rows to reorder and to regroup, and Alt+↑/↓ reorders; all saved', async () => {
    const edge = async (name: string, place: 'top' | 'middle' | 'bottom') => {
      const b = (await row(name).boundingBox())!;
      return { x: b.width / 2, y: b.height * (place === 'top' ? 0.2 : place === 'bottom' ? 0.8 : 0.5) };
    };
    // "Greeting" dropped on the top edge of "More": above it, to the top of the stack
    await row('Greeting').dragTo(row('More'), { targetPosition: await edge('More', 'top') });
    await expect
      .poll(rows)
      .toEqual(['1:Greeting', '1:More', '1:Card', '2:Buttons', '3:Cancel', '3:OK', '2:Background']);
    await expect
      .poll(async () => {
        const { widgets } = await stored();
        return widgets.note.z! > widgets.extra.z! && widgets.extra.z! > widgets.cancel.z!;
      })
      .toBe(true);

    // onto the middle of the group row "Buttons": into that group, on top
    await row('More').dragTo(row('Buttons'), { targetPosition: await edge('Buttons', 'middle') });
    await expect.poll(async () => (await stored()).groups?.actions.children).toContain('extra');
    await expect
      .poll(rows)
      .toEqual(['1:Greeting', '1:Card', '2:Buttons', '3:More', '3:Cancel', '3:OK', '2:Background']);

    // dropped between top-level rows: out of its groups again
    await row('More').dragTo(row('Greeting'), { targetPosition: await edge('Greeting', 'bottom') });
    await expect.poll(async () => (await stored()).groups?.actions.children).not.toContain('extra');
    await expect
      .poll(rows)
      .toEqual(['1:Greeting', '1:More', '1:Card', '2:Buttons', '3:Cancel', '3:OK', '2:Background']);

    // by keyboard: Alt+↓ takes "Cancel" below "OK", within its group
    await row('Cancel').focus();
    await s.page.keyboard.press('Alt+ArrowDown');
    await expect
      .poll(async () => {
        const { widgets } = await stored();
        return widgets.cancel.z! < widgets.ok.z!;
      })
      .toBe(true);
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('locks and hides from the rows, a widget or a whole group', async () => {
    await row('More').hover();
    const lock = row('More').getByRole('button', { name: 'Lock More' });
    await lock.click();
    await expect.poll(async () => (await stored()).widgets.extra.props?.locked).toBe(true);
    expect(await lock.getAttribute('aria-pressed')).toBe('true');
    await lock.click();
    await expect.poll(async () => (await stored()).widgets.extra.props?.locked).toBeUndefined();

    const hide = row('Card').getByRole('button', { name: 'Hide Card from testers' });
    await hide.click();
    const hidden = async () => {
      const { widgets } = await stored();
      return ['bg', 'ok', 'cancel'].map((id) => widgets[id].props?.hidden);
    };
    await expect.poll(hidden).toEqual([true, true, true]);
    await s.page.locator('.canvas-screen [data-widget="ok"][data-faint]').waitFor();
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    await hide.click();
    await expect.poll(hidden).toEqual([undefined, undefined, undefined]);
    await saved();
  });

  it('double-clicks enter a group one level at a time; at the widget a double-click edits its text', async () => {
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Escape');
    // a click selects the whole outer group
    await clickWidget('ok');
    await expect.poll(selectedOnCanvas).toEqual(['bg', 'cancel', 'ok']);
    // a double-click enters it: the group under the pointer
    const ok = await centreOf('ok');
    await s.page.mouse.dblclick(ok.x, ok.y);
    await expect.poll(selectedOnCanvas).toEqual(['cancel', 'ok']);
    await expect.poll(selectedRows).toEqual(['Buttons']);
    // inside, a click stays at that level: the background alone
    const bg = await cornerOf('bg');
    await s.page.mouse.click(bg.x, bg.y);
    await expect.poll(selectedOnCanvas).toEqual(['bg']);
    await clickWidget('ok');
    await expect.poll(selectedOnCanvas).toEqual(['cancel', 'ok']);
    // one more level: the widget itself
    await s.page.mouse.dblclick(ok.x, ok.y);
    await expect.poll(selectedOnCanvas).toEqual(['ok']);
    // down at the widget, a double-click edits its text
    await s.page.mouse.dblclick(ok.x, ok.y);
    await s.page.getByRole('textbox', { name: /^Text of/ }).waitFor();
    await s.page.keyboard.press('Escape');
    // a cleared selection leaves the group: a click takes the whole group again
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Escape');
    await clickWidget('ok');
    await expect.poll(selectedOnCanvas).toEqual(['bg', 'cancel', 'ok']);

    // a widget in no group edits its text at the first double-click
    const more = await centreOf('extra');
    await s.page.mouse.dblclick(more.x, more.y);
    await s.page.getByRole('textbox', { name: /^Text of/ }).waitFor();
    await s.page.keyboard.press('Escape');
    expect(s.errors).toEqual([]);
  });

  it('a group resized from its handles scales its members within it, in one undo step', async () => {
    const before = (await stored()).widgets;
    const members = ['bg', 'ok', 'cancel'] as const;
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Escape');
    await clickWidget('ok');
    await expect.poll(selectedOnCanvas).toEqual(['bg', 'cancel', 'ok']);
    // the bottom-right handle of the group's box, which is the background's
    const corner = await widgetBox('bg');
    const scale = corner.width / before.bg.w;
    const from = { x: corner.x + corner.width, y: corner.y + corner.height };
    await s.page.mouse.move(from.x, from.y);
    await s.page.mouse.down();
    await s.page.mouse.move(from.x + 30 * scale, from.y + 20 * scale, { steps: 4 });
    await s.page.mouse.move(from.x + 60 * scale, from.y + 45 * scale, { steps: 4 });
    await s.page.mouse.up();
    await expect.poll(async () => (await stored()).widgets.bg.w).toBeGreaterThan(before.bg.w + 30);

    const after = (await stored()).widgets;
    const [was, now] = [before.bg, after.bg];
    // each member keeps its place and size in proportion to the group's box (edges rounded)
    const x = (at: number) => Math.round(now.x + ((at - was.x) * now.w) / was.w);
    const y = (at: number) => Math.round(now.y + ((at - was.y) * now.h) / was.h);
    for (const id of members) {
      const m = before[id];
      expect(after[id]).toMatchObject({ x: x(m.x), y: y(m.y), w: x(m.x + m.w) - x(m.x), h: y(m.y + m.h) - y(m.y) });
    }
    // they grew with it, and stayed inside it
    expect(after.ok.w).toBeGreaterThan(before.ok.w);
    expect(after.cancel.x + after.cancel.w).toBeLessThanOrEqual(now.x + now.w);
    await saved();

    // one undo gives every member its box back
    await s.page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () => {
        const widgets = (await stored()).widgets;
        return members.map((id) => [widgets[id].x, widgets[id].y, widgets[id].w, widgets[id].h]);
      })
      .toEqual(members.map((id) => [before[id].x, before[id].y, before[id].w, before[id].h]));
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('a widget picked inside a closed group opens it; a drop below the last row goes to the bottom; Delete on a row deletes', async () => {
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Escape');
    await row('Card').focus();
    if ((await row('Card').getAttribute('aria-expanded')) === 'true') await s.page.keyboard.press('ArrowLeft');
    await expect.poll(rows).toEqual(['1:Greeting', '1:More', '1:Card']);
    // a click takes the closed group as a whole: it stays closed
    await clickWidget('ok');
    await expect.poll(selectedRows).toEqual(['Card']);
    expect(await rows()).toEqual(['1:Greeting', '1:More', '1:Card']);
    // a double-click enters it: the group inside is picked, and the closed group opens to show it
    const ok = await centreOf('ok');
    await s.page.mouse.dblclick(ok.x, ok.y);
    await expect.poll(selectedRows).toEqual(['Buttons']);
    expect(await rows()).toContain('2:Buttons');

    // below the last row: the bottom of the stack, at the top level
    // (with the group closed again, the short list does not scroll while dragging)
    await row('Card').focus();
    await s.page.keyboard.press('ArrowLeft');
    await expect.poll(rows).toEqual(['1:Greeting', '1:More', '1:Card']);
    const list = (await tree().boundingBox())!;
    await row('Greeting').dragTo(tree(), { targetPosition: { x: list.width / 2, y: list.height - 3 } });
    await expect.poll(rows).toEqual(['1:More', '1:Card', '1:Greeting']);
    await expect
      .poll(async () => {
        const { widgets } = await stored();
        return Object.values(widgets).every((w) => w.id === 'note' || w.z! > widgets.note.z!);
      })
      .toBe(true);

    // Delete on a focused row deletes its widget; undo brings it back
    await row('Greeting').focus();
    await s.page.keyboard.press('Delete');
    await expect.poll(async () => (await stored()).widgets.note).toBeUndefined();
    expect(await rows()).not.toContain('1:Greeting');
    await s.page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await stored()).widgets.note?.name).toBe('Greeting');
    await saved();
    expect(s.errors).toEqual([]);
  });

  it('a screen of 300 widgets lists them all but draws only the rows in view; keys and canvas picks reach any row', async () => {
    const items = Array.from({ length: 300 }, (_, i) => i + 1);
    const long = newApp({
      name: 'Long',
      screens: {
        s1: newScreen({ id: 's1', name: 'Long', props: { start: true }, children: items.map((i) => `w${i}`) }),
      },
      widgets: Object.fromEntries(
        items.map((i) => [
          `w${i}`,
          newWidget({
            id: `w${i}`,
            type: 'Label',
            name: `Item ${i}`,
            x: ((i - 1) % 10) * 37,
            y: Math.floor((i - 1) / 10) * 22,
            w: 35,
            h: 20,
            z: i,
            props: { label: String(i) },
          }),
        ]),
      ),
    });
    const id = (await s.world.api.post<App>('/rest/apps/', long, s.owner.token)).body.id;
    await s.openCanvas(id);
    const longTree = s.page.getByRole('tree', { name: 'Layers of Long' });
    const item = (name: string) => longTree.getByRole('treeitem', { name, exact: true });
    const attribute = (name: string, key: string) => item(name).getAttribute(key);
    /** the row is drawn within the panel's scrolled area */
    const inView = async (name: string) => {
      const [row, area] = await Promise.all([
        item(name).boundingBox(),
        s.page.locator('.editor-layer-scroll').boundingBox(),
      ]);
      return row !== null && area !== null && row.y >= area.y - 1 && row.y + row.height <= area.y + area.height + 1;
    };
    const focusedRow = () =>
      s.page.evaluate(
        () => document.getElementById(document.activeElement!.getAttribute('aria-labelledby')!)?.textContent,
      );

    // topmost first; each row says its place among the 300
    await expect.poll(() => attribute('Item 300', 'aria-posinset')).toBe('1');
    await expect.poll(() => attribute('Item 300', 'aria-setsize')).toBe('300');
    const drawn = await longTree.getByRole('treeitem').count();
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(60);
    expect(await item('Item 1').count()).toBe(0);

    // End and Home walk to rows that were not drawn
    await item('Item 300').focus();
    await s.page.keyboard.press('End');
    await expect.poll(focusedRow).toBe('Item 1');
    await expect.poll(() => attribute('Item 1', 'aria-posinset')).toBe('300');
    await expect.poll(() => inView('Item 1')).toBe(true);
    await s.page.keyboard.press('Home');
    await expect.poll(focusedRow).toBe('Item 300');

    // a widget picked on the canvas shows its row, selected and scrolled into view
    const box = (await s.page.locator('.canvas-screen [data-widget="w2"]').boundingBox())!;
    await s.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => attribute('Item 2', 'aria-selected')).toBe('true');
    await expect.poll(() => inView('Item 2')).toBe(true);
    // the rows between were never all drawn; the tree's current row stays drawn, so Tab reaches it
    expect(await longTree.getByRole('treeitem').count()).toBeLessThan(60);
    expect(await item('Item 300').getAttribute('tabindex')).toBe('0');

    // a row dragged while the list scrolls far from it stays drawn, and its drop lands
    const from = (await item('Item 2').boundingBox())!;
    await s.page.mouse.move(from.x + 40, from.y + from.height / 2);
    await s.page.mouse.down();
    await s.page.mouse.move(from.x + 40, from.y - 20, { steps: 4 });
    await s.page.locator('.editor-layer-scroll').evaluate((list) => (list.scrollTop = 0));
    await expect.poll(() => item('Item 299').count()).toBe(1);
    expect(await item('Item 2').count()).toBe(1);
    const onto = (await item('Item 299').boundingBox())!;
    await s.page.mouse.move(onto.x + 40, onto.y + 3, { steps: 4 });
    await s.page.mouse.up();
    // dropped on the top edge of Item 299: just above it in the stack, below Item 300
    await expect
      .poll(async () => {
        const { widgets } = await stored(id);
        return widgets.w299.z! < widgets.w2.z! && widgets.w2.z! < widgets.w300.z!;
      })
      .toBe(true);
    await expect.poll(() => s.page.locator('.editor-layer[class*="drop-"]').count()).toBe(0);
    expect(s.errors).toEqual([]);
  });
});
