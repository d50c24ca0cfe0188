// Bend points on link lines in real Chromium against the real API (SQLite): in prototype mode a
// selected link's "+" pulls out a bend point where it is dropped (saved in canvas coordinates, in
// Quant-UX's shape), the link is drawn and picked through it and no longer along the straight way;
// dragging the bend point is one undo step, a double-click removes it, "Straighten" clears them.
// An imported Quant-UX prototype's bent link is drawn through its stored points.
import { describe, expect, it } from 'vitest';
import { importQuantUxApp, newApp, newLine, newScreen, newWidget, type App, type Point } from '@protolab/shared';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

/** Home (0,0 375×640) holds the button "Next" (centre 160, 320); a click on it leads to Second (600,0 375×640). */
function linkedApp(): App {
  return newApp({
    name: 'Bends',
    screens: {
      home: newScreen({
        id: 'home',
        name: 'Home',
        x: 0,
        y: 0,
        w: 375,
        h: 640,
        props: { start: true },
        children: ['next'],
      }),
      second: newScreen({ id: 'second', name: 'Second', x: 600, y: 0, w: 375, h: 640 }),
    },
    widgets: {
      next: newWidget({ id: 'next', type: 'Button', x: 100, y: 300, w: 120, h: 40, props: { label: 'Next' } }),
    },
    lines: { link: newLine({ id: 'link', from: 'next', to: 'second', event: 'click' }) },
  });
}

type KonvaWindow = {
  Konva: {
    stages: {
      container(): HTMLElement;
      find(selector: string): { getAbsolutePosition(): Point }[];
    }[];
  };
};

describe.skipIf(!hasChromium)('editor: bend points on link lines', () => {
  const s = editorSuite('bends', linkedApp(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved } = s;
  const storedPoints = async () => (await stored()).lines.link.points;
  const linkPanel = () => s.page.getByRole('region', { name: 'Link', exact: true });
  const nothingSelected = () => s.page.getByText('Select a widget or a screen to change it', { exact: false });

  /** Where a screen of `doc` is drawn: canvas ↔ s.page coordinates (its box on the s.page and the zoom). */
  const frame = async (doc: App, screenId: string) => {
    const screen = doc.screens[screenId];
    const box = (await s.page.locator(`[data-canvas-screen="${screenId}"]`).boundingBox())!;
    const scale = box.width / screen.w;
    return {
      onPage: (at: Point) => ({ x: box.x + (at.x - screen.x) * scale, y: box.y + (at.y - screen.y) * scale }),
      onCanvas: (at: Point) => ({ x: screen.x + (at.x - box.x) / scale, y: screen.y + (at.y - box.y) / scale }),
    };
  };
  const onPage = async (doc: App, screenId: string, at: Point) => (await frame(doc, screenId)).onPage(at);
  const deselect = async () => {
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Escape');
    await nothingSelected().waitFor();
  };
  /** Where the canvas draws Konva shapes of a name (the handles: "bend", "bend-add"), in s.page coordinates. */
  const shapes = (name: string) =>
    s.page.evaluate(
      (n) =>
        (window as unknown as KonvaWindow).Konva.stages.flatMap((stage) => {
          const area = stage.container().getBoundingClientRect();
          return stage.find(n).map((node) => {
            const p = node.getAbsolutePosition();
            return { x: area.left + p.x, y: area.top + p.y };
          });
        }),
      `.${name}`,
    );
  const drag = async (from: Point, to: Point) => {
    await s.page.mouse.move(from.x, from.y);
    await s.page.mouse.down();
    await s.page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
    await s.page.mouse.move(to.x, to.y, { steps: 5 });
    await s.page.mouse.up();
  };
  /** Whether the link holds one bend point, in Quant-UX's shape, within 2 canvas px of `expected`. */
  const bentAt = async (expected: Point) => {
    const points = (await storedPoints()) as { x: number; y: number; w: number; h: number }[];
    return (
      points.length === 1 &&
      points[0].w === 2 &&
      points[0].h === 2 &&
      Math.abs(points[0].x - expected.x) <= 2 &&
      Math.abs(points[0].y - expected.y) <= 2
    );
  };

  it('pulls a bend point out of a selected link, draws and picks the link through it, moves it in one undo step, removes and straightens', async () => {
    const doc = linkedApp();
    await s.page.getByRole('button', { name: 'Prototype', exact: true }).click();
    // the straight link runs from the button's right edge (220, 320) to Second's left edge (600, 320)
    const straightMiddle = await onPage(doc, 'home', { x: 410, y: 320 });
    await s.page.mouse.click(straightMiddle.x, straightMiddle.y);
    await linkPanel().waitFor();
    await expect.poll(() => shapes('bend-add')).toHaveLength(1);
    expect(await shapes('bend')).toEqual([]);

    // drag the "+" above the gap between the screens: the link bends there
    const [plus] = await shapes('bend-add');
    const bendAt = await onPage(doc, 'home', { x: 487, y: 120 });
    await drag(plus, bendAt);
    // (the drag saves as it goes: wait for the drop)
    await expect.poll(async () => bentAt((await frame(doc, 'home')).onCanvas(bendAt))).toBe(true);
    await expect.poll(() => shapes('bend')).toHaveLength(1);
    expect(await shapes('bend-add')).toHaveLength(2);
    await screenshot(s.page, 'editor-bend-point', { fullPage: false });

    // pulling it out and dragging it was one step: undo takes the bend point away, redo brings it back
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(storedPoints).toEqual([]);
    await s.page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(storedPoints).toHaveLength(1);
    const first = (await storedPoints())!;

    // the link is drawn through the bend point: a click there selects it, a click on the old straight way does not
    await s.page.mouse.click(straightMiddle.x, straightMiddle.y);
    await nothingSelected().waitFor();
    const bend = await onPage(doc, 'home', first[0] as Point);
    await s.page.mouse.click(bend.x, bend.y);
    await linkPanel().waitFor();

    // drag the bend point below: one undo puts it back where it was
    const [ring] = await shapes('bend');
    const lower = await onPage(doc, 'home', { x: 487, y: 560 });
    await drag(ring, lower);
    await expect.poll(async () => bentAt((await frame(doc, 'home')).onCanvas(lower))).toBe(true);
    await saved();
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(storedPoints).toEqual(first);

    // "Straighten" clears the bend points; the handles go with them
    await linkPanel().getByRole('button', { name: 'Straighten' }).click();
    await expect.poll(storedPoints).toEqual([]);
    await expect.poll(() => shapes('bend')).toEqual([]);
    await expect(linkPanel().getByRole('button', { name: 'Straighten' }).count()).resolves.toBe(0);

    // a double-click on a bend point removes it
    const [again] = await shapes('bend-add');
    await drag(again, bendAt);
    await expect.poll(async () => bentAt((await frame(doc, 'home')).onCanvas(bendAt))).toBe(true);
    const [added] = await shapes('bend');
    await s.page.mouse.dblclick(added.x, added.y);
    await expect.poll(storedPoints).toEqual([]);
    await saved();
    expect(s.errors).toEqual([]);
  });

  it.skipIf(!hasQuantUx)("draws an imported Quant-UX prototype's bent link through its two stored points", async () => {
    const imported = importQuantUxApp(readQuantUx('export_snack.json')).app;
    const id = (await s.world.api.post<App>('/rest/apps/', imported, s.owner.token)).body.id;
    const app = await stored(id);
    const bent = Object.values(app.lines).find((line) => line.points?.length === 2)!;
    const [a, b] = bent.points as Point[];
    const anyScreen = Object.keys(app.screens)[0];

    await s.openCanvas(id);
    await s.page.getByRole('button', { name: 'Prototype', exact: true }).click();
    // the bend points lie above the screens: bring them well into view (a scroll pans)
    await s.page.getByTestId('canvas-area').hover();
    await s.page.mouse.wheel(0, -150);
    await expect.poll(async () => (await onPage(app, anyScreen, a)).y).toBeGreaterThan(200);

    // a click at each bend point, and halfway between them, picks that link
    const between = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    for (const point of [a, b, between]) {
      await deselect();
      const at = await onPage(app, anyScreen, point);
      await s.page.mouse.click(at.x, at.y);
      await s.page.locator(`.editor-links [data-line="${bent.id}"]`).waitFor();
    }
    // and its bend handles sit on the stored points
    const rings = await shapes('bend');
    const expected = await Promise.all([a, b].map((p) => onPage(app, anyScreen, p)));
    expect(rings).toHaveLength(2);
    rings.forEach((ring, i) => {
      expect(Math.abs(ring.x - expected[i].x)).toBeLessThan(2);
      expect(Math.abs(ring.y - expected[i].y)).toBeLessThan(2);
    });
    await screenshot(s.page, 'editor-bend-points-imported', { fullPage: false });
    expect(s.errors).toEqual([]);
  });
});
