// Prototype mode in real Chromium against the real API (SQLite): the properties show what the
// selection does (its links), nothing of its looks; the selected widget's connector handle drags
// out a link; links end square on the target's nearest edge, a conditional one dashed with a
// diamond and the ways out of a LogicOr marked as branching; the start screen carries a flag.
import { describe, expect, it } from 'vitest';
import { newApp, newLine, newScreen, newWidget, type App, type Point } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

/**
 * Home (0,0, the start) holds "Next" (linked to Second at 600,0), "Ask" (linked into a LogicOr at
 * 250,1000 that goes to Second when "Answer" holds "yes", else to Third at 600,800) and "More",
 * linked nowhere.
 */
function prototypeApp(): App {
  const screen = { w: 375, h: 640 };
  return newApp({
    name: 'Prototype mode',
    screens: {
      home: newScreen({
        id: 'home',
        name: 'Home',
        x: 0,
        y: 0,
        ...screen,
        props: { start: true },
        children: ['next', 'ask', 'answer', 'more'],
      }),
      second: newScreen({ id: 'second', name: 'Second', x: 600, y: 0, ...screen }),
      third: newScreen({ id: 'third', name: 'Third', x: 600, y: 800, ...screen }),
    },
    widgets: {
      next: newWidget({
        id: 'next',
        type: 'Button',
        x: 100,
        y: 300,
        w: 120,
        h: 40,
        z: 0,
        name: 'Next',
        props: { label: 'Next' },
      }),
      answer: newWidget({ id: 'answer', type: 'TextBox', x: 100, y: 380, w: 160, h: 40, z: 1 }),
      ask: newWidget({
        id: 'ask',
        type: 'Button',
        x: 100,
        y: 440,
        w: 120,
        h: 40,
        z: 2,
        name: 'Ask',
        props: { label: 'Ask' },
      }),
      more: newWidget({
        id: 'more',
        type: 'Button',
        x: 100,
        y: 540,
        w: 120,
        h: 40,
        z: 3,
        name: 'More',
        props: { label: 'More' },
      }),
      or: newWidget({ id: 'or', type: 'LogicOr', x: 250, y: 1000, w: 60, h: 60 }),
    },
    lines: {
      plain: newLine({ id: 'plain', from: 'next', to: 'second', event: 'click', animation: 'slideLeft' }),
      into: newLine({ id: 'into', from: 'ask', to: 'or', event: 'click' }),
      yes: newLine({ id: 'yes', from: 'or', to: 'second', rule: { widget: 'answer', operator: '==', value: 'yes' } }),
      no: newLine({ id: 'no', from: 'or', to: 'third' }),
    },
  });
}

interface KonvaLink {
  name: string;
  lineId: string;
  points: number[];
  dash: number[];
}

type KonvaWindow = {
  Konva: {
    stages: {
      container(): HTMLElement;
      find(selector: string): {
        name(): string;
        getAttr(name: string): unknown;
        getAbsolutePosition(): Point;
      }[];
    }[];
  };
};

describe.skipIf(!hasChromium)('editor: prototype mode', () => {
  const s = editorSuite('prototype', prototypeApp(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved } = s;
  const prototypeMode = () => s.page.getByRole('button', { name: 'Prototype', exact: true }).click();
  const designMode = () => s.page.getByRole('button', { name: 'Design', exact: true }).click();
  const interaction = () => s.page.getByRole('region', { name: 'Interaction' });

  /** Where a canvas point of `doc` is on the page (from Home's box on the page and the zoom). */
  const onPage = async (at: Point) => {
    const home = prototypeApp().screens.home;
    const box = (await s.page.locator('[data-canvas-screen="home"]').boundingBox())!;
    const scale = box.width / home.w;
    return { x: box.x + (at.x - home.x) * scale, y: box.y + (at.y - home.y) * scale };
  };
  const clickWidget = async (id: string) => {
    const box = (await s.page.locator(`.canvas-screen [data-widget="${id}"]`).boundingBox())!;
    await s.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  /** The Konva shapes of a name the canvas draws, with what tells links apart. */
  const konva = (name: string) =>
    s.page.evaluate(
      (n) =>
        (window as unknown as KonvaWindow).Konva.stages.flatMap((stage) => {
          const area = stage.container().getBoundingClientRect();
          return stage.find(n).map((node) => {
            const p = node.getAbsolutePosition();
            return {
              name: node.name(),
              lineId: node.getAttr('lineId') as string,
              widgetId: node.getAttr('widgetId') as string,
              points: (node.getAttr('points') as number[]) ?? [],
              dash: (node.getAttr('dash') as number[]) ?? [],
              page: { x: area.left + p.x, y: area.top + p.y },
            };
          });
        }),
      `.${name}`,
    );
  const link = async (id: string): Promise<KonvaLink | undefined> => (await konva('link')).find((l) => l.lineId === id);

  it("shows only a widget's interaction in prototype mode, its link's event, target and transition at the top, and all of it again in design mode", async () => {
    await clickWidget('next');
    const properties = s.page.getByRole('region', { name: 'Properties' });
    await properties.getByRole('spinbutton', { name: 'X', exact: true }).waitFor();

    await prototypeMode();
    await interaction().waitFor();
    await expect.poll(() => properties.count()).toBe(0);
    // nothing of its looks or its place
    for (const field of ['X', 'Width', 'Text', 'Font size']) {
      expect(await s.page.getByRole('spinbutton', { name: field, exact: true }).count()).toBe(0);
      expect(await s.page.getByRole('textbox', { name: field, exact: true }).count()).toBe(0);
    }
    expect(await interaction().getByRole('combobox', { name: 'When' }).inputValue()).toBe('click');
    expect(await interaction().getByRole('combobox', { name: 'Go to' }).inputValue()).toBe('second');
    expect(await interaction().getByRole('combobox', { name: 'Transition' }).inputValue()).toBe('slideLeft');
    // the link comes first in the panel, right under the widget's name
    const heading = await interaction().getByRole('heading').first().textContent();
    expect(heading).toBe('Next (Button)');

    // the event is changed here, as in design mode
    await interaction().getByRole('combobox', { name: 'When' }).selectOption('dblclick');
    await expect.poll(async () => (await stored()).lines.plain.event).toBe('dblclick');
    await screenshot(s.page, 'editor-prototype-mode', { fullPage: false });

    await designMode();
    await properties.getByRole('spinbutton', { name: 'X', exact: true }).waitFor();
    await saved();
    expect(s.errors).toEqual([]);
  });

  it("drags a link out of the selected widget's connector handle onto a screen", async () => {
    await prototypeMode();
    await clickWidget('more');
    await interaction().getByRole('heading', { name: 'More (Button)' }).waitFor();
    await expect.poll(async () => (await konva('connector')).map((c) => c.widgetId)).toEqual(['more']);
    const [handle] = await konva('connector');
    // on the handle's right half: outside the widget, over Home, which a press would link without the handle
    const from = { x: handle.page.x + 4, y: handle.page.y };
    const to = await onPage({ x: 800, y: 1100 });
    await s.page.mouse.move(from.x, from.y);
    await s.page.mouse.down();
    await s.page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
    await s.page.mouse.move(to.x, to.y, { steps: 5 });
    await s.page.mouse.up();
    await expect
      .poll(async () => Object.values((await stored()).lines).filter((l) => l.from === 'more' || l.from === 'home'))
      .toEqual([expect.objectContaining({ from: 'more', to: 'third', event: 'click' })]);
    await saved();
    // it shows in the panel with its event and target
    await expect.poll(() => interaction().getByRole('combobox', { name: 'Go to' }).inputValue()).toBe('third');
    await designMode();
    expect(await konva('connector')).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('ends links square on the nearest edge with an arrowhead, a conditional one dashed with a diamond, the ways out of a LogicOr marked as branching', async () => {
    await prototypeMode();
    await expect.poll(async () => (await link('no'))?.points.length).toBe(4);
    // out of the LogicOr (centre 280, 1030) into Third (600..975 × 800..1440): its left edge, level with it
    expect((await link('no'))!.points.slice(2)).toEqual([600, 1030]);
    expect((await link('plain'))!.points.slice(2)).toEqual([600, 320]);

    // the rule makes "yes" conditional: dashed, with a diamond; the plain links are solid
    expect((await link('yes'))!.dash.length).toBeGreaterThan(0);
    for (const id of ['plain', 'into', 'no']) expect((await link(id))!.dash).toEqual([]);
    expect((await konva('link-condition')).map((d) => d.lineId)).toEqual(['yes']);
    // both ways out of the LogicOr are branches; the others are not
    expect((await konva('link-branch')).map((d) => d.lineId).sort()).toEqual(['no', 'yes']);
    await screenshot(s.page, 'editor-prototype-links', { fullPage: false });

    // waiting for valid inputs makes a link conditional too
    await clickWidget('next');
    await interaction().getByRole('checkbox', { name: "Only when the screen's inputs are valid" }).check();
    await expect
      .poll(async () => (await konva('link-condition')).map((d) => d.lineId).sort())
      .toEqual(['plain', 'yes']);
    await saved();
    await designMode();
    expect(s.errors).toEqual([]);
  });

  it('flags the start screen on the canvas, and the flag moves with the start screen', async () => {
    const flag = (id: string) => s.page.locator(`[data-canvas-screen="${id}"] [data-testid="start-mark"]`);
    await flag('home').waitFor();
    expect(await flag('home').textContent()).toBe('Start');
    expect(await flag('second').count()).toBe(0);

    await prototypeMode();
    const second = await onPage({ x: 787, y: 600 });
    await s.page.mouse.click(second.x, second.y);
    await interaction().getByRole('button', { name: 'Make start screen' }).click();
    await expect.poll(async () => (await stored()).screens.second.props?.start).toBe(true);
    await flag('second').waitFor();
    await expect.poll(() => flag('home').count()).toBe(0);
    await saved();
    expect(s.errors).toEqual([]);
  });
});
