// The editor's accessibility check (issue 33) in real Chromium against the real API (SQLite): a
// prototype with three known faults lists exactly them in the Accessibility panel, with their rule,
// WCAG criterion and widget; a row selects its widget; a quick fix removes its finding in one undo
// step; badges mark the widgets on the canvas; the share dialog counts the serious findings and
// links back to the canvas with the panel open.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

/** Polls wait as long as a loaded machine may need. */
const WAIT = { timeout: 15_000 };

const BORDER = Object.fromEntries(
  ['Top', 'Right', 'Bottom', 'Left'].flatMap((side) => [
    [`border${side}Color`, '#767676'],
    [`border${side}Width`, 1],
  ]),
);

/**
 * "Home": a heading, a pale label, a 16 × 16 button crowded by another, and a text field without a
 * name; "About": a heading and another pale label.
 */
function faultyApp(): App {
  const widgets: Widget[] = [
    newWidget({
      id: 'title',
      name: 'Title',
      type: 'Label',
      x: 20,
      y: 20,
      w: 300,
      h: 40,
      props: { label: 'Sign up' },
      style: { fontSize: 28, color: '#000' },
    }),
    newWidget({
      id: 'pale',
      name: 'Terms',
      type: 'Label',
      x: 20,
      y: 100,
      w: 200,
      h: 30,
      props: { label: 'Terms apply' },
      style: { fontSize: 14, color: '#aaaaaa' },
    }),
    newWidget({
      id: 'tiny',
      name: 'Plus',
      type: 'Button',
      x: 20,
      y: 200,
      w: 16,
      h: 16,
      props: { label: '+' },
      style: { color: '#fff', background: '#000' },
    }),
    newWidget({
      id: 'next',
      name: 'Next',
      type: 'Button',
      x: 38,
      y: 200,
      w: 80,
      h: 30,
      props: { label: 'Next' },
      style: { color: '#fff', background: '#000' },
    }),
    newWidget({
      id: 'field',
      type: 'TextBox',
      x: 20,
      y: 300,
      w: 200,
      h: 40,
      props: { label: 'Type here', placeholder: true },
      style: BORDER,
    }),
    // the screen "About": a heading and one more pale label
    newWidget({
      id: 'aboutTitle',
      name: 'About title',
      type: 'Label',
      x: 920,
      y: 20,
      w: 300,
      h: 40,
      props: { label: 'About' },
      style: { fontSize: 28, color: '#000' },
    }),
    newWidget({
      id: 'aboutNote',
      name: 'Fine print',
      type: 'Label',
      x: 920,
      y: 100,
      w: 200,
      h: 30,
      props: { label: 'Fine print' },
      style: { fontSize: 14, color: '#aaaaaa' },
    }),
  ];
  return newApp({
    name: 'Faults',
    type: 'desktop',
    screens: {
      s1: newScreen({
        id: 's1',
        name: 'Home',
        w: 800,
        h: 600,
        props: { start: true },
        children: widgets.filter((w) => !w.id.startsWith('about')).map((w) => w.id),
      }),
      s2: newScreen({ id: 's2', name: 'About', x: 900, w: 800, h: 600, children: ['aboutTitle', 'aboutNote'] }),
    },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  });
}

describe.skipIf(!hasChromium)('editor: the accessibility check', () => {
  const s = editorSuite('a11y-check', faultyApp(), { env: { SEED_EXAMPLES: 'false' } });
  const panel = () => s.page.getByRole('region', { name: 'Accessibility' });
  /** The panel's rows as "rule | criterion · severity | widget". */
  const rows = () =>
    panel()
      .locator('.editor-a11y-finding')
      .evaluateAll((buttons) =>
        buttons.map((b) => Array.from(b.children, (part) => part.textContent).join(' | ')).sort(),
      );
  const marks = () =>
    s.page.evaluate(() => {
      type Mark = { getAttr(name: 'widgetId'): string };
      const stages = (window as unknown as { Konva: { stages: { find(s: string): Mark[] }[] } }).Konva.stages;
      return stages.flatMap((stage) => stage.find('.a11y-mark').map((m) => m.getAttr('widgetId'))).sort();
    });
  const row = (text: string) => panel().locator('.editor-a11y-finding', { hasText: text });
  const contrastRow = () => row('Text contrast');

  it("lists exactly the faults, the whole prototype's or the screen's, with their rule, WCAG criterion and widget, and marks them on the canvas", async () => {
    await s.page.getByRole('button', { name: 'Accessibility', exact: true }).click();
    await expect.poll(() => panel().getByRole('status').textContent(), WAIT).toBe('4 findings');
    expect(await rows()).toContain(
      'Text contrast 2.32:1, below 4.5:1 | 1.4.3 Contrast (Minimum) · Serious | Fine print',
    );
    await expect.poll(marks, WAIT).toEqual(['aboutNote', 'field', 'pale', 'tiny']);
    // the screen being edited: the first, nothing being selected
    await panel().getByRole('button', { name: 'This screen' }).click();
    await expect
      .poll(rows)
      .toEqual([
        'Input without a label or accessible name | 3.3.2 Labels or Instructions · Serious | Text field',
        'Target 16 × 16 px, smaller than 24 × 24 px | 2.5.8 Target Size (Minimum) · Serious | Plus',
        'Text contrast 2.32:1, below 4.5:1 | 1.4.3 Contrast (Minimum) · Serious | Terms',
      ]);
    await expect.poll(() => panel().getByRole('status').textContent(), WAIT).toBe('3 findings');
    await expect.poll(marks, WAIT).toEqual(['field', 'pale', 'tiny']);
    await screenshot(s.page, 'editor-accessibility', { fullPage: false });
  });

  it('selects the widget of a clicked row', async () => {
    await row('Target 16').click();
    await expect.poll(s.selectedOnCanvas, WAIT).toEqual(['tiny']);
    await contrastRow().click();
    await expect.poll(s.selectedOnCanvas, WAIT).toEqual(['pale']);
  });

  it('fixes the contrast in one step: the finding goes, undo brings it back', async () => {
    await panel().getByRole('button', { name: 'Fix: Text contrast 2.32:1, below 4.5:1' }).click();
    await expect.poll(() => contrastRow().count(), WAIT).toBe(0);
    await expect.poll(rows, WAIT).toHaveLength(2);
    await expect.poll(marks, WAIT).toEqual(['field', 'tiny']);
    await s.saved();
    expect((await s.stored()).widgets.pale).toMatchObject({ style: { color: '#767676' } });
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => contrastRow().count(), WAIT).toBe(1);
    await expect.poll(rows, WAIT).toHaveLength(3);
  });

  it("moves a widget's badge with it while it is dragged", async () => {
    /** The badge of `id` in the page's pixels, and the canvas's zoom. */
    const markAt = (id: string) =>
      s.page.evaluate((widgetId) => {
        type Mark = {
          getAttr(name: 'widgetId'): string;
          getClientRect(): { x: number; y: number; width: number; height: number };
          getStage(): { container(): HTMLElement; scaleX(): number };
        };
        const stages = (window as unknown as { Konva: { stages: { find(s: string): Mark[] }[] } }).Konva.stages;
        const mark = stages
          .flatMap((stage) => stage.find('.a11y-mark'))
          .find((m) => m.getAttr('widgetId') === widgetId)!;
        const rect = mark.getClientRect();
        const area = mark.getStage().container().getBoundingClientRect();
        return {
          x: area.left + rect.x + rect.width / 2,
          y: area.top + rect.y + rect.height / 2,
          scale: mark.getStage().scaleX(),
        };
      }, id);
    const before = await markAt('pale');
    // "Terms" is 200 × 30 with its badge at its top-right corner: pressed in its middle
    const from = { x: before.x - 100 * before.scale, y: before.y + 15 * before.scale };
    await s.page.mouse.move(from.x, from.y);
    await s.page.mouse.down();
    await s.page.mouse.move(from.x + 30, from.y + 30, { steps: 4 });
    await s.page.mouse.move(from.x + 80, from.y + 60, { steps: 4 });
    await expect.poll(async () => (await markAt('pale')).x - before.x, WAIT).toBeGreaterThan(50);
    const during = await markAt('pale');
    expect(during.y - before.y).toBeGreaterThan(30);
    await s.page.mouse.up();
    await s.saved();
    const after = await markAt('pale');
    expect(Math.abs(after.x - during.x)).toBeLessThan(2);
    expect(Math.abs(after.y - during.y)).toBeLessThan(2);
  });

  it('tells in the share dialog how many serious findings remain, linking to the canvas with the panel open', async () => {
    await s.saved();
    await s.page.goto(s.world.url(`/apps/${s.appId}.html`));
    await s.page.getByRole('button', { name: 'Share' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Share “Faults”' });
    const review = dialog.getByRole('link', { name: '4 serious accessibility findings — review them' });
    await review.waitFor();
    await review.click();
    await expect.poll(rows, WAIT).toHaveLength(4);
    expect(s.page.url()).toContain('check=a11y');
  });

  it('says so in the share dialog when no serious finding remains', async () => {
    const clean = faultyApp();
    clean.name = 'Clean';
    clean.screens = { s1: { ...clean.screens.s1, children: ['title'] } };
    clean.widgets = { title: clean.widgets.title };
    const id = (await s.world.api.post<App>('/rest/apps/', clean, s.owner.token)).body.id;
    await s.page.goto(s.world.url(`/apps/${id}.html`));
    await s.page.getByRole('button', { name: 'Share' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Share “Clean”' });
    await dialog.getByText('No serious accessibility findings').waitFor();
    expect(s.errors).toEqual([]);
  });
});

/** "Home": a heading, a labelled button and one left without text or name, which only the browser's engine sees. */
function engineApp(): App {
  const widgets: Widget[] = [
    newWidget({
      id: 'heading',
      name: 'Heading',
      type: 'Label',
      x: 20,
      y: 20,
      w: 300,
      h: 40,
      props: { label: 'Checkout' },
      style: { fontSize: 28, color: '#000' },
    }),
    newWidget({
      id: 'pay',
      name: 'Pay',
      type: 'Button',
      x: 20,
      y: 100,
      w: 120,
      h: 44,
      props: { label: 'Pay now' },
      style: { color: '#fff', background: '#000' },
    }),
    newWidget({
      id: 'blank',
      // as the palette names it: the type's name, which the player does not read out
      name: 'Button',
      type: 'Button',
      x: 20,
      y: 200,
      w: 120,
      h: 44,
      props: { label: '' },
      style: { color: '#fff', background: '#000' },
    }),
  ];
  return newApp({
    name: 'Engine',
    type: 'desktop',
    screens: {
      s1: newScreen({
        id: 's1',
        name: 'Home',
        w: 800,
        h: 600,
        props: { start: true },
        children: widgets.map((w) => w.id),
      }),
    },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  });
}

describe.skipIf(!hasChromium)("editor: the accessibility check, with the browser's engine", () => {
  const s = editorSuite('a11y-engine', engineApp(), { env: { SEED_EXAMPLES: 'false' } });
  const panel = () => s.page.getByRole('region', { name: 'Accessibility' });
  const status = () => panel().getByRole('status').textContent();
  const engineRow = () =>
    panel().locator('.editor-a11y-finding', { hasText: 'ARIA commands must have an accessible name' });

  it('adds what axe-core finds on the screen as testers see it, and checks the screen again after an edit', async () => {
    await s.page.getByRole('button', { name: 'Accessibility', exact: true }).click();
    // the document rules find nothing; the engine finds the button without a name
    await expect.poll(status, WAIT).toBe('1 finding');
    expect(await engineRow().textContent()).toBe(
      'ARIA commands must have an accessible name4.1.2 Name, Role, Value · SeriousButton',
    );
    await engineRow().click();
    await expect.poll(s.selectedOnCanvas, WAIT).toEqual(['blank']);
    // the designer gives it a text: checked again, the finding goes
    const text = s.page.getByRole('region', { name: 'Properties' }).getByLabel('Text', { exact: true });
    await text.fill('Cancel');
    await text.blur();
    await expect.poll(status, WAIT).toBe('No findings.');
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(status, WAIT).toBe('1 finding');
    expect(s.errors).toEqual([]);
  });
});
