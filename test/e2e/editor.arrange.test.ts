// Aligning and spacing in real Chromium against the real API (SQLite): two or more selected widgets
// bring a toolbar over the canvas whose icons align and space them evenly and whose spacing field
// puts them exactly so many pixels apart, each one undo step; a group selected whole shows its
// name (renamed there) and its members in the properties, not "2 selected".
import { describe, expect, it } from 'vitest';
import { newApp, newGroup, newScreen, newWidget, type App, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

/** Three loose buttons strewn down the screen, and the group "Card" of Yes and No below them. */
function arrangeApp(): App {
  const button = (id: string, name: string, box: Pick<Widget, 'x' | 'y' | 'z'>) =>
    newWidget({ id, type: 'Button', name, w: 100, h: 40, ...box, props: { label: name } });
  return newApp({
    name: 'Arrange',
    screens: {
      s1: newScreen({ id: 's1', name: 'Home', props: { start: true }, children: ['a', 'b', 'c', 'yes', 'no'] }),
    },
    widgets: {
      a: button('a', 'First', { x: 20, y: 40, z: 0 }),
      b: button('b', 'Second', { x: 160, y: 110, z: 1 }),
      c: button('c', 'Third', { x: 70, y: 200, z: 2 }),
      yes: button('yes', 'Yes', { x: 40, y: 400, z: 3 }),
      no: button('no', 'No', { x: 180, y: 400, z: 4 }),
    },
    groups: { card: newGroup({ id: 'card', name: 'Card', children: ['yes', 'no'] }) },
  });
}

describe.skipIf(!hasChromium)('editor: aligning, spacing and groups', () => {
  const s = editorSuite('arrange', arrangeApp(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved, panel, selectedOnCanvas } = s;
  const toolbar = () => s.page.getByRole('toolbar', { name: 'Align and space the selection' });
  const click = async (id: string, modifiers: 'Shift'[] = []) => {
    const b = (await s.page.locator(`.canvas-screen [data-widget="${id}"]`).boundingBox())!;
    await s.page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    for (const key of modifiers) await s.page.keyboard.down(key);
    await s.page.mouse.down();
    await s.page.mouse.up();
    for (const key of modifiers) await s.page.keyboard.up(key);
  };
  /** The stored boxes' x and y of `ids`, as "x,y". */
  const places = async (ids: string[]) => {
    const { widgets } = await stored();
    return ids.map((id) => `${widgets[id].x},${widgets[id].y}`);
  };

  it('shows the toolbar for 2+ widgets; aligns left, spaces 16 px apart, each one undo step', async () => {
    await click('a');
    await expect.poll(selectedOnCanvas).toEqual(['a']);
    expect(await toolbar().count()).toBe(0);
    await click('b', ['Shift']);
    await click('c', ['Shift']);
    await expect.poll(selectedOnCanvas).toEqual(['a', 'b', 'c']);
    await toolbar().waitFor();
    // the properties no longer hold the same buttons: one place for each action
    expect(await panel().getByRole('button', { name: 'Align left' }).count()).toBe(0);

    const alignLeft = toolbar().getByRole('button', { name: 'Align left', exact: true });
    expect(await alignLeft.getAttribute('title')).toBe('Align left');
    expect(await alignLeft.locator('svg').count()).toBe(1);
    await alignLeft.click();
    await expect.poll(() => places(['a', 'b', 'c'])).toEqual(['20,40', '20,110', '20,200']);

    // stacked down the screen now: the spacing goes top to bottom, typed key by key
    const spacing = toolbar().getByRole('spinbutton', { name: 'Spacing' });
    expect(await spacing.locator('..').getAttribute('title')).toBe(
      'Pixels between the selected widgets, top to bottom',
    );
    await spacing.fill('');
    await spacing.pressSequentially('16');
    // a ends at 80: b from 96 to 136, c from 152
    await expect.poll(() => places(['a', 'b', 'c'])).toEqual(['20,40', '20,96', '20,152']);
    await screenshot(s.page, 'editor-arrange-toolbar', { fullPage: false });

    // one undo takes the whole spacing back, the next the alignment
    const undo = s.page.getByRole('button', { name: 'Undo', exact: true });
    await undo.click();
    await expect.poll(() => places(['a', 'b', 'c'])).toEqual(['20,40', '20,110', '20,200']);
    await undo.click();
    await expect.poll(() => places(['a', 'b', 'c'])).toEqual(['20,40', '160,110', '70,200']);
    await saved();

    // two widgets cannot be spaced evenly between the outer ones; a click elsewhere hides the toolbar
    await s.page.keyboard.press('Escape');
    await expect.poll(selectedOnCanvas).toEqual([]);
    await click('b');
    await click('c', ['Shift']);
    await expect.poll(selectedOnCanvas).toEqual(['b', 'c']);
    await expect
      .poll(() => toolbar().getByRole('button', { name: 'Space evenly down', exact: true }).isDisabled())
      .toBe(true);
    await click('a');
    await expect.poll(() => toolbar().count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('shows a group selected whole by its name and members; renames it; a member selects alone', async () => {
    await click('yes');
    await expect.poll(selectedOnCanvas).toEqual(['no', 'yes']);
    await panel().getByRole('heading', { name: 'Card (group)' }).waitFor();
    expect(await panel().getByText('2 selected').count()).toBe(0);
    const members = panel().getByRole('list', { name: 'Members' });
    expect(await members.getByRole('button').allTextContents()).toEqual(['No', 'Yes']);
    await screenshot(s.page, 'editor-arrange-group', { fullPage: false });

    const name = panel().getByRole('textbox', { name: 'Name', exact: true });
    expect(await name.inputValue()).toBe('Card');
    await name.fill('Answers');
    await name.press('Tab');
    await expect.poll(async () => (await stored()).groups?.card.name).toBe('Answers');
    await panel().getByRole('heading', { name: 'Answers (group)' }).waitFor();

    await panel().getByRole('list', { name: 'Members' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(selectedOnCanvas).toEqual(['yes']);
    await panel().getByRole('heading', { name: 'Yes (Button)' }).waitFor();
    await saved();
    expect(s.errors).toEqual([]);
  });
});
