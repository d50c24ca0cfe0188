// A prototype made from nothing in the editor, with mouse and keyboard only, in real Chromium
// against the real API: "New prototype", three screens, widgets of eight types, texts and a style,
// a click line, a swipe line and a timer line, the start screen; after a reload everything is
// there and undo / redo go on across it; then a tester plays it through every link in the player,
// and Results counts the session.
import { describe, expect, it } from 'vitest';
import type { App, Invitation } from '@protolab/shared';
import { pngFile } from '../../api/test/support/imageFiles';
import { hasChromium } from './support/browser';
import { userPage, workbenchHarness } from './support/workbenchHarness';
import { PHONE, screenshot } from './support/workbenchWorld';

/** The document's content in a stable order (the server may store record maps in another key order). */
const content = (doc: App) =>
  JSON.stringify({ screens: doc.screens, widgets: doc.widgets, lines: doc.lines }, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

describe.skipIf(!hasChromium)('editor: a prototype from scratch, played by a tester', () => {
  const world = workbenchHarness({ env: { SEED_EXAMPLES: 'false' } });
  const designer = userPage(world, 'scratch');
  const { errors } = designer;
  let appId: string;

  const stored = async () => (await world.api.get<App>(`/rest/apps/${appId}.json`, designer.user.token)).body;
  const saved = () => designer.page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
  const canvas = () => designer.page.getByTestId('canvas-area');
  const screensByX = async () => Object.values((await stored()).screens).sort((a, b) => a.x - b.x);
  /** Clicks an empty part of a screen on the canvas (selects the screen). */
  async function pickScreen(id: string) {
    const box = (await designer.page.locator(`[data-canvas-screen="${id}"]`).boundingBox())!;
    await designer.page.mouse.click(box.x + box.width - 12, box.y + box.height - 12);
  }
  /** Adds a widget of `type` from the palette, where it is called `name`. */
  async function add(type: string, name = type) {
    const before = Object.keys((await stored()).widgets).length;
    await designer.page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    await expect.poll(async () => Object.keys((await stored()).widgets).length).toBe(before + 1);
    const doc = await stored();
    return Object.values(doc.widgets).find((w) => w.type === type)!.id;
  }
  async function typeText(text: string) {
    await canvas().focus();
    await designer.page.keyboard.press('Enter');
    await designer.page.getByRole('textbox', { name: /^Text of/ }).fill(text);
    await designer.page.keyboard.press('Enter');
  }

  let button = '';
  let finalDoc: App;

  it(
    'builds three linked screens with widgets of eight types, by mouse and keyboard',
    { timeout: 120_000 },
    async () => {
      await designer.page.goto(world.url('/apps/my-apps.html'));
      await designer.page.getByRole('button', { name: 'New prototype' }).click();
      const dialog = designer.page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('From scratch');
      await dialog.getByRole('button', { name: 'Create prototype' }).click();
      await designer.page.waitForFunction(
        () => /^#\/apps\/[^/]+\.html$/.test(location.hash) && !location.hash.includes('my-apps'),
      );
      appId = await designer.page.evaluate(() => location.hash.replace(/^#\/apps\/|\.html$/g, ''));
      await designer.page.goto(world.url(`/apps/${appId}/create.html`));
      await saved();

      await designer.page.getByRole('button', { name: 'Add screen', exact: true }).click();
      await designer.page.getByRole('button', { name: 'Add screen', exact: true }).click();
      await expect.poll(async () => (await screensByX()).length).toBe(3);
      const [s1, s2, s3] = (await screensByX()).map((s) => s.id);

      // a new screen is brought into view; "Fit" shows all three
      await designer.page.getByRole('button', { name: 'Fit', exact: true }).click();
      // screen 1: a label, a text box, a check box and a button
      await pickScreen(s1);
      await add('Label');
      await typeText('Welcome');
      await add('TextBox', 'Text field');
      await add('CheckBox', 'Checkbox');
      button = await add('Button');
      await typeText('Next');
      await canvas().focus();
      for (let i = 0; i < 25; i++) await designer.page.keyboard.press('Shift+ArrowDown');
      await designer.page.getByLabel('Background', { exact: true }).fill('#e53935');
      // screen 2: a switch and a box; screen 3: a drop-down and a radio
      await pickScreen(s2);
      await add('Switch');
      await add('Box');
      await pickScreen(s3);
      const dropDown = await add('DropDown', 'Dropdown');
      const radio = await add('RadioBox', 'Radio button');
      // the two lined up on their right edges: click one, shift-click the other
      const center = async (id: string) => {
        const b = (await designer.page.locator(`.canvas-screen [data-widget="${id}"]`).boundingBox())!;
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      };
      const d = await center(dropDown);
      await designer.page.mouse.click(d.x + 40, d.y);
      // the radio lies near the drop-down's corner handles: click its far corner
      const r = (await designer.page.locator(`.canvas-screen [data-widget="${radio}"]`).boundingBox())!;
      await designer.page.keyboard.down('Shift');
      await designer.page.mouse.click(r.x + r.width - 2, r.y + r.height - 2);
      await designer.page.keyboard.up('Shift');
      await designer.page.getByRole('button', { name: 'Align right', exact: true }).click();
      await expect
        .poll(async () => {
          const w = (await stored()).widgets;
          return w[dropDown].x + w[dropDown].w - (w[radio].x + w[radio].w);
        })
        .toBe(0);

      // a click line from the button, a swipe line from screen 2, a timer line from screen 3
      const at = (await designer.page.locator(`.canvas-screen [data-widget="${button}"]`).boundingBox())!;
      await designer.page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
      await designer.page.getByRole('combobox', { name: 'Link to screen…' }).selectOption(s2);
      await pickScreen(s2);
      await designer.page.getByRole('combobox', { name: 'Link to screen…' }).selectOption(s3);
      await designer.page.getByRole('combobox', { name: 'When' }).selectOption('swipeLeft');
      await pickScreen(s3);
      await designer.page.getByRole('combobox', { name: 'Link to screen…' }).selectOption(s1);
      await designer.page.getByLabel('After (seconds)').fill('1');

      // the start screen goes to screen 2 and back to screen 1
      await pickScreen(s2);
      await designer.page.getByRole('button', { name: 'Make start screen' }).click();
      await pickScreen(s1);
      await designer.page.getByRole('button', { name: 'Make start screen' }).click();
      await saved();

      const doc = await stored();
      expect(new Set(Object.values(doc.widgets).map((w) => w.type)).size).toBe(8);
      expect(Object.values(doc.widgets).find((w) => w.type === 'Label')?.props?.label).toBe('Welcome');
      expect(doc.widgets[button]).toMatchObject({ props: { label: 'Next' }, style: { background: '#e53935' } });
      expect(
        Object.values(doc.lines)
          .map((l) => [l.from, l.to, l.event, l.timer])
          .sort(),
      ).toEqual(
        [
          [button, s2, 'click', undefined],
          [s2, s3, 'swipeLeft', undefined],
          [s3, s1, 'timer', 1],
        ].sort(),
      );
      expect(
        Object.values(doc.screens)
          .filter((s) => s.props?.start)
          .map((s) => s.id),
      ).toEqual([s1]);
      finalDoc = doc;
      await screenshot(designer.page, 'editor-scratch-desktop', { fullPage: false });
    },
  );

  it('after a reload everything is there; undo five steps and redo them', { timeout: 60_000 }, async () => {
    await designer.page.reload();
    await saved();
    await designer.page.locator(`.canvas-screen [data-widget="${button}"]`).waitFor();
    expect(content(await stored())).toBe(content(finalDoc));
    const undo = designer.page.getByRole('button', { name: 'Undo', exact: true });
    const redo = designer.page.getByRole('button', { name: 'Redo', exact: true });
    for (let i = 0; i < 5; i++) await undo.click();
    await saved();
    const undone = await stored();
    expect(content(undone)).not.toBe(content(finalDoc));
    // the last five steps: start screen twice, the timer's seconds, the screen-3 link, the swipe event
    expect(Object.values(undone.lines)).toHaveLength(2);
    for (let i = 0; i < 5; i++) await redo.click();
    await saved();
    expect(content(await stored())).toBe(content(finalDoc));
    expect(errors).toEqual([]);
  });

  it('a tester plays it through every link, and Results counts the session', { timeout: 90_000 }, async () => {
    const invitations = await world.api.get<Invitation[]>(`/rest/invitation/${appId}.json?shape=list`, designer.user.token);
    const hash = invitations.body.find((i) => i.permission === 'test')!.hash;
    const [s1, s2, s3] = (await screensByX()).map((s) => s.id);
    const tester = await world.browser.newContext({ viewport: PHONE });
    const player = await tester.newPage();
    await player.goto(`${world.api.url}/player/#/test.html?h=${hash}&s=true`);
    await player.locator(`[data-screen="${s1}"] [data-widget="${button}"]`).click();
    await player.locator(`[data-screen="${s2}"]`).waitFor();
    const size = player.viewportSize()!;
    await player.mouse.move(size.width - 60, size.height / 2);
    await player.mouse.down();
    await player.mouse.move(size.width / 2, size.height / 2 + 4, { steps: 4 });
    await player.mouse.move(40, size.height / 2 + 8, { steps: 4 });
    await player.mouse.up();
    await player.locator(`[data-screen="${s3}"]`).waitFor();
    // the timer brings the tester back to the start
    await player.locator(`[data-screen="${s1}"]`).waitFor();
    await player.getByRole('button', { name: 'End test' }).click();
    await expect
      .poll(
        async () => (await world.api.get<unknown[]>(`/rest/events/${appId}.json`, designer.user.token)).body.length,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(5);
    await tester.close();

    await designer.page.goto(world.url(`/apps/${appId}/results.html`));
    await designer.page.getByText(/Sessions: 1 \(valid: 1\)/).waitFor();
    expect(errors).toEqual([]);
  });

  it('a screen made from an image gets a hot spot that links on', { timeout: 60_000 }, async () => {
    const [s1] = (await screensByX()).map((s) => s.id);
    await designer.page.goto(world.url(`/apps/${appId}/create.html`));
    await saved();
    await designer.page.getByRole('button', { name: 'Add screen', exact: true }).click();
    await expect.poll(async () => (await screensByX()).length).toBe(4);
    const picture = (await screensByX()).at(-1)!.id;
    // the new screen is selected: its background becomes the uploaded picture
    await designer.page
      .getByLabel('Choose an image (JPG, PNG or GIF, at most 5 MB)')
      .setInputFiles({ name: 'mockup.png', mimeType: 'image/png', buffer: pngFile(393, 852) });
    await expect
      .poll(async () => ((await stored()).screens[picture].style?.backgroundImage as { url?: string } | undefined)?.url)
      .toMatch(/\.png$/);
    await designer.page.locator(`[data-canvas-screen="${picture}"] img`).waitFor();
    const hotspot = await add('HotSpot', 'Hotspot');
    expect((await stored()).screens[picture].children).toContain(hotspot);
    await designer.page.getByRole('combobox', { name: 'Link to screen…' }).selectOption(s1);
    await expect.poll(async () => Object.values((await stored()).lines).find((l) => l.from === hotspot)?.to).toBe(s1);
    await saved();
    await screenshot(designer.page, 'editor-image-screen-desktop', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
