/// <reference lib="dom" />
// The renderer against the existing product's own rules (issue 30, 1–4), each written down here as
// the reference and compared with what the player draws: a Repeater repeats its widgets in every
// cell of its grid (one cell per data row when bound), a Timeline's dots lie inside its bar evenly
// spaced, a Table's rows share its height, "Auto" text is round(0.95 × box height), and the
// `$perc;` escape shows as %.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newApp, newScreen, newWidget, widgetDefaults, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';

const SCREEN_W = 375;
/** Each test plays one prototype; a loaded machine (a rebuild, other browser tests) may take long. */
const TIMEOUT = 120_000;

/** An app with one start screen holding these widgets. */
function screenOf(widgets: Widget[]) {
  const screen = newScreen({ id: 's1', name: 'Fidelity', x: 0, y: 0, w: SCREEN_W, h: 667, props: { start: true } });
  return {
    ...newApp({ name: 'Fidelity' }),
    screens: { s1: { ...screen, children: widgets.map((w) => w.id) } },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  };
}

/** A widget of the palette's look, with these props and style on top. */
function placed(type: string, id: string, box: [number, number, number, number], more: Partial<Widget> = {}) {
  const defaults = widgetDefaults(type)!;
  const [x, y, w, h] = box;
  return newWidget({
    id,
    type,
    x,
    y,
    w,
    h,
    ...more,
    props: { ...defaults.props, ...more.props },
    style: { ...defaults.style, ...more.style },
  });
}

type Rect = { x: number; y: number; width: number; height: number; top: number; bottom: number };

describe.skipIf(!hasChromium)('the renderer follows the existing product', () => {
  const harness = playerHarness();

  /** The player on the test's start screen, and its scale (CSS px per design px). */
  async function play(doc: unknown): Promise<{ page: Page; scale: number; origin: Rect }> {
    const test = await publishTest(harness.api(), doc);
    const page = await harness.browser().newPage({ viewport: { width: SCREEN_W, height: 800 } });
    await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
    const screen = page.locator('[data-screen="s1"]');
    await screen.waitFor();
    const origin = (await screen.evaluate((el) => el.getBoundingClientRect().toJSON())) as Rect;
    return { page, scale: origin.width / SCREEN_W, origin };
  }

  /** The boxes, in design px from the screen's corner, of the drawn widgets whose text is `text`. */
  async function boxesWithText(page: Page, text: string, scale: number, origin: Rect) {
    const rects = await page
      .locator('[data-screen="s1"] .pl-widget')
      .evaluateAll(
        (els, wanted) =>
          els
            .filter((el) => el.textContent?.trim() === wanted)
            .map((el) => el.getBoundingClientRect().toJSON() as { x: number; y: number }),
        text,
      );
    return rects
      .map((r) => ({ x: Math.round((r.x - origin.x) / scale), y: Math.round((r.y - origin.y) / scale) }))
      .sort((a, b) => a.y - b.y || a.x - b.x);
  }

  it(
    'a Repeater repeats its widgets in every cell of its grid, and one cell per data row when bound',
    async () => {
      // Reference rule (quant-ux Repeater): a cell reaches from the repeater's corner to the far
      // edges of the widgets in its first cell; cells are distanceX / distanceY apart; as many columns
      // as ceil((w − distanceX) / (cell w + distanceX)), rows likewise; cell k holds a copy of each
      // child at the child's offset in the first cell, at column k mod columns, row ⌊k / columns⌋.
      // Here: a 80 × 40 label 10, 10 into the repeater → cells 90 × 50, 10 apart; 290 × 110 → 3 × 2.
      const repeater = placed('Repeater', 'rep', [20, 20, 290, 110], {
        props: { layout: 'grid', distanceX: 10, distanceY: 10, rows: -1, columns: -1, auto: false, data: [] },
        children: ['item'],
      } as Partial<Widget>);
      const item = placed('Label', 'item', [30, 30, 80, 40], { props: { label: 'Item' } });
      // bound: a 150 × 30 label at the top of a rows repeater, one row per data row (not per fitting cell)
      const list = placed('Repeater', 'list', [20, 300, 300, 300], {
        props: { layout: 'rows', distanceY: 5, data: [['name'], ['Ada'], ['Kim'], ['Lin']] },
        children: ['name'],
      } as Partial<Widget>);
      const name = placed('Label', 'name', [20, 300, 150, 30], {
        props: { label: 'Name', databinding: { default: 'name' } },
      });
      const { page, scale, origin } = await play(screenOf([repeater, item, list, name]));

      const expected = [0, 1, 2, 3, 4, 5].map((k) => ({ x: 30 + (k % 3) * 100, y: 30 + Math.floor(k / 3) * 60 }));
      await expect.poll(() => boxesWithText(page, 'Item', scale, origin)).toEqual(expected);

      const bound = await Promise.all(['Ada', 'Kim', 'Lin'].map((text) => boxesWithText(page, text, scale, origin)));
      expect(bound).toEqual([0, 1, 2].map((k) => [{ x: 20, y: 300 + k * 35 }]));
      expect(await boxesWithText(page, 'Name', scale, origin)).toEqual([]);
      await page.close();
    },
    TIMEOUT,
  );

  it(
    'a Timeline has its dots inside its bar, evenly spaced',
    async () => {
      // Reference rule (quant-ux Timeline): the bar runs the widget's height; with elementSpacing −1
      // the dots spread from its top to its bottom, so none sticks out and the gaps are equal.
      const timeline = placed('Timeline', 'tl', [20, 20, 200, 240], { style: { elementSpacing: -1, circleSize: 24 } });
      const { page } = await play(screenOf([timeline]));
      const drawn = await page.locator('[data-widget="tl"] [role="radiogroup"]').evaluate((group) => ({
        bar: group.querySelector(':scope > [aria-hidden]')!.getBoundingClientRect().toJSON() as Rect,
        dots: Array.from(group.querySelectorAll('[role="radio"] > span:first-child')).map(
          (dot) => dot.getBoundingClientRect().toJSON() as Rect,
        ),
      }));
      expect(drawn.dots).toHaveLength(4);
      for (const dot of drawn.dots) {
        expect(dot.top).toBeGreaterThanOrEqual(drawn.bar.top - 0.5);
        expect(dot.bottom).toBeLessThanOrEqual(drawn.bar.bottom + 0.5);
      }
      const centres = drawn.dots.map((d) => d.top + d.height / 2);
      const gaps = centres.slice(1).map((c, i) => c - centres[i]);
      for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0], 0);
      await page.close();
    },
    TIMEOUT,
  );

  it(
    "a Table's rows share the widget's height",
    async () => {
      // Reference rule (quant-ux Table): header and body rows split the widget's height evenly.
      const table = placed('Table', 'tb', [20, 20, 300, 320], {
        props: {
          data: [
            ['Name', 'Age'],
            ['Ada', '36'],
            ['Kim', '41'],
            ['Lin', '29'],
          ],
        },
        style: { checkBox: false },
      });
      const { page, scale } = await play(screenOf([table]));
      const rows = await page
        .locator('[data-widget="tb"] tr')
        .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      expect(rows).toHaveLength(4);
      const total = 320 * scale;
      expect(rows.reduce((a, b) => a + b, 0)).toBeGreaterThan(total - 2);
      expect(rows.reduce((a, b) => a + b, 0)).toBeLessThan(total + 2);
      for (const row of rows) expect(Math.abs(row - total / 4)).toBeLessThan(2);
      await page.close();
    },
    TIMEOUT,
  );

  it(
    'Labels and Buttons with an automatic font size use round(0.95 × the box height)',
    async () => {
      // Reference rule (quant-ux): fontSize "Auto" is Math.round(0.95 × h) design px.
      const label = placed('Label', 'big', [20, 20, 120, 40], { props: { label: '38' }, style: { fontSize: 'Auto' } });
      const button = placed('Button', 'btn', [20, 100, 120, 25], {
        props: { label: 'Go' },
        style: { fontSize: 'Auto' },
      });
      const { page, scale } = await play(screenOf([label, button]));
      const fontOf = (id: string) =>
        page.locator(`[data-widget="${id}"] .pl-text`).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(await fontOf('big')).toBeCloseTo(Math.round(0.95 * 40) * scale, 1);
      expect(await fontOf('btn')).toBeCloseTo(Math.round(0.95 * 25) * scale, 1);
      await page.close();
    },
    TIMEOUT,
  );

  it(
    'shows `$perc;` as %, in an imported document and in a label stored escaped later',
    async () => {
      const imported = placed('Label', 'share', [20, 20, 200, 30], { props: { label: '40$perc;' } });
      const later = placed('Label', 'later', [20, 80, 200, 30], { props: { label: 'later' } });
      const legacy: Record<string, unknown> = screenOf([imported, later]);
      delete legacy.schemaVersion;
      const test = await publishTest(harness.api(), legacy);
      // a quant-ux client's edit stores its escape in a document already imported
      const row = await harness.api().knex('apps').where({ id: test.appId }).first();
      const doc = JSON.parse(row.doc);
      doc.widgets.later.props.label = 'up 5$perc; $perc;';
      await harness
        .api()
        .knex('apps')
        .where({ id: test.appId })
        .update({ doc: JSON.stringify(doc) });

      const page = await harness.browser().newPage({ viewport: { width: SCREEN_W, height: 800 } });
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
      await page.locator('[data-screen="s1"]').waitFor();
      expect(await page.locator('[data-widget="share"]').textContent()).toBe('40%');
      expect(await page.locator('[data-widget="later"]').textContent()).toBe('up 5% %');
      await page.close();
    },
    TIMEOUT,
  );

  it(
    'design tokens: a Button placed by its alignment is not underlined, a token without one puts text at the top, a shadowed Label’s box wraps its text',
    async () => {
      // Reference rules (quant-ux), as in its designToken1 example:
      // - ModelUtil.inlineBoxDesignToken copies every linked prop from the token, undefined when the
      //   token lacks it: "14pt" has no verticalAlign, so a Button linked to it has none, its label
      //   gets no placing class and stays at the top (under its 4 px padding);
      // - a Button's label placed by "MatcInlineEditVAlign-middle-center" is position: absolute, and
      //   CSS does not carry the button's text-decoration into it: "Underine" underlines nothing;
      // - a Label with a vertical alignment key loses its full-size class, so its box (here its
      //   shadow) wraps its text: 14 px × line height 1.4 + 2 × 4 px padding ≈ 28 px, not the 32 of
      //   the widget, at the widget's top.
      const text = { fontFamily: 'Helvetica Neue,Helvetica,Arial,sans-serif', letterSpacing: 0, lineHeight: 1.4 };
      const designtokens = {
        underline: {
          id: 'underline',
          name: 'Underine',
          type: 'text',
          isComplex: true,
          value: { ...text, fontSize: 15, textAlign: 'center', verticalAlign: 'middle', textDecoration: 'underline' },
        },
        pt14: {
          id: 'pt14',
          name: '14pt',
          type: 'text',
          isComplex: true,
          value: { ...text, fontSize: 14, textAlign: 'left' },
        },
        pad4: {
          id: 'pad4',
          name: 'Padding4',
          type: 'padding',
          isComplex: true,
          value: { paddingTop: 4, paddingBottom: 4, paddingLeft: 4, paddingRight: 4 },
        },
        shadow: {
          id: 'shadow',
          name: 'Shadow',
          type: 'boxShadow',
          value: { v: 0, h: 0, b: 18, s: 1, c: 'rgba(0, 0, 0, 0.25)' },
        },
      };
      const textProps = [
        'fontSize',
        'fontFamily',
        'textAlign',
        'letterSpacing',
        'lineHeight',
        'verticalAlign',
        'textDecoration',
      ];
      const links = (token: string, props: string[]) => Object.fromEntries(props.map((prop) => [prop, token]));
      const padding = ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'];
      const underlined = placed('Button', 'under', [20, 20, 79, 90], {
        props: { label: 'asdasd' },
        style: { background: '#4dbbc8', textDecoration: 'underline', verticalAlign: 'middle', textAlign: 'center' },
        designtokens: { style: links('underline', textProps) },
      } as Partial<Widget>);
      const topped = placed('Button', 'topped', [20, 130, 116, 60], {
        props: { label: 'yxdyfasd' },
        style: { background: '#ac4dc8', fontSize: 14, textAlign: 'left', lineHeight: 1.4 },
        designtokens: { style: { ...links('pt14', textProps), ...links('pad4', padding) } },
      } as Partial<Widget>);
      const shadowed = placed('Label', 'shadowed', [20, 220, 248, 32], {
        props: { label: 'sadasd' },
        style: { fontSize: 'Auto', textAlign: 'left', lineHeight: 1, boxShadow: designtokens.shadow.value },
        designtokens: { style: { ...links('pt14', textProps), ...links('pad4', padding), boxShadow: 'shadow' } },
      } as Partial<Widget>);
      const { page, scale } = await play({ ...screenOf([underlined, topped, shadowed]), designtokens });

      const decorations = await page
        .locator('[data-widget="under"]')
        .evaluate((el) =>
          [el, ...Array.from(el.querySelectorAll('*'))].map((node) => getComputedStyle(node).textDecorationLine),
        );
      expect(decorations.every((line) => line === 'none')).toBe(true);

      const labelTop = await page.locator('[data-widget="topped"]').evaluate((el) => {
        return el.querySelector('.pl-text')!.getBoundingClientRect().top - el.getBoundingClientRect().top;
      });
      expect(labelTop / scale).toBeCloseTo(4, 0);

      const drawn = await page.locator('[data-widget="shadowed"]').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const shadowedPart = [el, ...Array.from(el.querySelectorAll('*'))].find(
          (node) => getComputedStyle(node).boxShadow !== 'none',
        )!;
        const part = shadowedPart.getBoundingClientRect();
        return { top: part.top - box.top, height: part.height };
      });
      expect(drawn.top).toBeCloseTo(0, 0);
      expect(drawn.height / scale).toBeGreaterThan(26);
      expect(drawn.height / scale).toBeLessThan(30);
      await page.close();
    },
    TIMEOUT,
  );
});
