// The editor's properties panel in real Chromium against the real API (SQLite): a hover colour is
// stored in the widget's hover style and leaves the canvas's normal drawing alone; a dropdown's
// options are typed as lines (typing is one undo step); an icon is picked from the searchable
// grid and drawn on the canvas; a change to a multi-selection reaches every widget; X and Y count
// from the widget's screen.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

describe.skipIf(!hasChromium)('editor: the properties of the selection', () => {
  const s = editorSuite(
    'properties',
    newApp({ name: 'Properties', screens: { s1: newScreen({ id: 's1', name: 'Home', props: { start: true } }) } }),
  );
  const { stored, saved, errors, panel } = s;
  const ofType = async (type: string): Promise<Widget[]> =>
    Object.values((await stored()).widgets).filter((w) => w.type === type);
  const onCanvas = (id: string) => s.page.locator(`.canvas-screen [data-widget="${id}"]`);

  /** Adds a widget from the palette (where it is called `name`); it is selected, its properties shown. */
  async function add(type: string, name = type): Promise<Widget> {
    const before = (await ofType(type)).length;
    await s.page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    await expect.poll(async () => (await ofType(type)).length).toBe(before + 1);
    const widget = (await ofType(type)).at(-1)!;
    await onCanvas(widget.id).waitFor();
    await panel()
      .getByRole('heading', { name: `${type} (${type})` })
      .waitFor();
    return widget;
  }

  it('sets a hover background without changing the normal one, and clears it again', async () => {
    const button = await add('Button');
    const normal = button.style?.background;
    const canvasBackground = () => onCanvas(button.id).evaluate((el) => getComputedStyle(el).backgroundColor);
    const drawn = await canvasBackground();

    const states = panel().getByRole('group', { name: 'Style of the state' });
    const hover = states.getByRole('button', { name: 'Hover', exact: true });
    await hover.click();
    await expect.poll(() => hover.getAttribute('aria-pressed')).toBe('true');
    expect(await states.getByRole('button', { name: 'Normal', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    // the hover state shows the normal colour greyed until it has its own
    const code = panel().getByRole('textbox', { name: 'Background code', exact: true });
    expect(await code.getAttribute('placeholder')).toBe(normal);
    await code.fill('#ff0000');
    await code.press('Tab');
    await expect.poll(async () => (await ofType('Button'))[0].hover?.background).toBe('#ff0000');
    expect((await ofType('Button'))[0].style?.background).toBe(normal);
    expect(await canvasBackground()).toBe(drawn);
    await saved();
    await screenshot(s.page, 'editor-properties-hover', { fullPage: false });

    // "clear" takes the hover value away: the normal colour shows through again
    await panel().getByRole('button', { name: 'Clear Background', exact: true }).click();
    await expect.poll(async () => (await ofType('Button'))[0].hover?.background).toBeUndefined();
    await states.getByRole('button', { name: 'Normal', exact: true }).click();
    expect(await code.inputValue()).toBe(normal);
    expect(errors).toEqual([]);
  });

  it("edits a dropdown's options as lines; typing is one undo step", async () => {
    const dropDown = await add('DropDown', 'Dropdown');
    const original = dropDown.props?.options;
    const options = panel().getByRole('textbox', { name: 'Options (one a line)', exact: true });
    expect(await options.inputValue()).toBe((original as string[]).join('\n'));

    await options.fill('Red\nGreen\nBlue');
    await options.press('Tab');
    await expect.poll(async () => (await ofType('DropDown'))[0].props?.options).toEqual(['Red', 'Green', 'Blue']);

    await options.click();
    await s.page.keyboard.press('Control+End');
    await options.pressSequentially('\nPurple');
    await expect
      .poll(async () => (await ofType('DropDown'))[0].props?.options)
      .toEqual(['Red', 'Green', 'Blue', 'Purple']);
    await options.press('Tab');
    await saved();

    // the keystrokes were one step; the step before it restores the palette's options
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => (await ofType('DropDown'))[0].props?.options).toEqual(['Red', 'Green', 'Blue']);
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => (await ofType('DropDown'))[0].props?.options).toEqual(original);
    await expect.poll(() => options.inputValue()).toBe((original as string[]).join('\n'));
    await saved();
    expect(errors).toEqual([]);
  });

  it('picks an icon from the searchable grid and the canvas draws it', async () => {
    const icon = await add('Icon');
    const picker = panel().getByRole('button', { name: 'Icon', exact: true });
    await picker.click();
    await expect.poll(() => picker.getAttribute('aria-expanded')).toBe('true');
    await panel().getByRole('searchbox', { name: 'Search icons' }).fill('heart');
    const choice = panel().getByRole('button', { name: 'heart', exact: true });
    await choice.waitFor();
    expect(await choice.locator('img').getAttribute('src')).toBe('/icons/mdi/heart.svg');
    await screenshot(s.page, 'editor-properties-icons', { fullPage: false });
    await choice.click();

    await expect.poll(async () => (await ofType('Icon'))[0].style?.icon).toBe('mdi mdi-heart');
    await onCanvas(icon.id).locator('svg[data-icon="heart"]').waitFor();
    await saved();
    expect(errors).toEqual([]);
  });

  it('changes every widget of a multi-selection at once', async () => {
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Control+a');
    await panel().getByRole('heading', { name: '3 selected' }).waitFor();
    // the widgets hold different texts: the field says so instead of showing one
    expect(await panel().getByRole('textbox', { name: 'Text', exact: true }).getAttribute('placeholder')).toBe('Mixed');

    const opacity = panel().getByRole('spinbutton', { name: 'Opacity (%)', exact: true });
    await opacity.fill('50');
    await opacity.press('Tab');
    await expect
      .poll(async () => Object.values((await stored()).widgets).map((w) => w.style?.opacity))
      .toEqual([0.5, 0.5, 0.5]);
    await saved();
    expect(errors).toEqual([]);
  });

  // last: it opens another prototype in place of the suite's
  it("shows and takes X and Y from the widget's screen's top-left corner, on a screen off the canvas's origin", async () => {
    const twoScreens: App = newApp({
      name: 'Positions',
      screens: {
        home: newScreen({ id: 'home', name: 'Home', x: 0, y: 0, props: { start: true } }),
        profile: newScreen({ id: 'profile', name: 'Profile', x: 500, y: 100, children: ['title'] }),
      },
      widgets: {
        title: newWidget({ id: 'title', type: 'Label', name: 'Title', x: 540, y: 180, w: 120, h: 30 }),
      },
    });
    const id = (await s.world.api.post<App>('/rest/apps/', twoScreens, s.owner.token)).body.id;
    await s.openCanvas(id);
    await s.page.getByRole('region', { name: 'Screens' }).getByRole('button', { name: 'Profile', exact: true }).click();
    await s.page.getByRole('tree', { name: 'Layers of Profile' }).getByRole('treeitem', { name: 'Title' }).click();
    const x = panel().getByRole('spinbutton', { name: 'X', exact: true });
    const y = panel().getByRole('spinbutton', { name: 'Y', exact: true });
    // 40 and 80 from Profile's corner, not the canvas's 540 and 180
    await expect.poll(() => x.inputValue()).toBe('40');
    expect(await y.inputValue()).toBe('80');

    await x.fill('36');
    await x.press('Tab');
    await expect.poll(async () => (await stored(id)).widgets.title.x).toBe(500 + 36);
    expect((await stored(id)).widgets.title.y).toBe(180);
    // drawn 36 px (at the canvas's zoom, to a pixel) right of the screen's left edge, on it
    const screen = (await s.page.locator('[data-canvas-screen="profile"]').boundingBox())!;
    const scale = screen.width / twoScreens.screens.profile.w;
    await expect
      .poll(async () => {
        const drawn = (await s.page.locator('.canvas-screen [data-widget="title"]').boundingBox())!;
        return Math.abs(drawn.x - screen.x - 36 * scale);
      })
      .toBeLessThanOrEqual(1);
    await saved();
    expect(errors).toEqual([]);
  }, 60_000);
});
