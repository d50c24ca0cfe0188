// The export's own drawings of the widgets the web has no element for: charts as SVG from their
// data, a Table as a real table, a Timeline as radio buttons, an HSlider as a range input over
// its drawn parts; and the README naming the screens that hold them.
import { describe, expect, it } from 'vitest';
import { newApp } from '../../model/app';
import { newScreen } from '../../model/screen';
import { newWidget, type Widget } from '../../model/widget';
import { exportPrototype } from '../exportScreens';
import { toCss, toJsx, type Element, type Node } from '../markup';
import { staticSite } from '../staticSite';

function appWith(...widgets: Widget[]) {
  const screen = newScreen({ id: 's1', name: 'Stats', w: 400, h: 800, props: { start: true } });
  screen.children = widgets.map((w) => w.id);
  return newApp({ name: 'Stats', screens: { s1: screen }, widgets: Object.fromEntries(widgets.map((w) => [w.id, w])) });
}

/** The exported screen's elements (depth first) and its CSS. */
function exported(...widgets: Widget[]) {
  const screen = exportPrototype(appWith(...widgets)).screens[0]!;
  const all: Element[] = [];
  const walk = (node: Node) => {
    if (typeof node === 'string') return;
    all.push(node);
    node.children?.forEach(walk);
  };
  walk(screen.element);
  return { screen, all, css: toCss(screen.rules) };
}

const textOf = (node: Node): string => (typeof node === 'string' ? node : (node.children ?? []).map(textOf).join(''));

describe('charts in the export', () => {
  it("draws a bar chart's bars as tall as its data, in its series colours", () => {
    const { all } = exported(
      newWidget({
        id: 'bars',
        type: 'BarChart',
        x: 0,
        y: 0,
        w: 300,
        h: 100,
        props: {
          data: [
            ['1', '2'],
            ['4', '0'],
          ],
        },
        style: { background0: '#e77657', background1: '#6ceb95' },
      }),
    );
    const svg = all.find((e) => e.tag === 'svg')!;
    expect(svg.attrs).toMatchObject({ width: 300, height: 100, role: 'img' });
    const bars = all.filter((e) => e.tag === 'rect').map((e) => [e.attrs!.height, e.attrs!.fill]);
    expect(bars).toEqual([
      [25, '#e77657'],
      [50, '#6ceb95'],
      [100, '#e77657'],
      [0, '#6ceb95'],
    ]);
  });

  it("draws a doughnut's segments, one arc per value, and a stored gradient as an SVG gradient", () => {
    const { all, screen } = exported(
      newWidget({
        id: 'ring',
        type: 'MultiRingChart',
        x: 0,
        y: 0,
        w: 200,
        h: 200,
        props: { data: [[20, 40, 40]] },
        style: {
          lineWidth: 20,
          background0: {
            direction: 90,
            colors: [
              { c: '#ff0000', p: 0 },
              { c: '#0000ff', p: 100 },
            ],
          },
        },
      }),
    );
    const arcs = all.filter((e) => e.tag === 'path');
    expect(arcs).toHaveLength(3);
    expect(arcs.every((arc) => arc.attrs!['stroke-width'] === 20)).toBe(true);
    expect(arcs[0]!.attrs!.stroke).toBe('url(#w-ring-g0)');
    expect(all.find((e) => e.tag === 'linearGradient')!.attrs).toMatchObject({ id: 'w-ring-g0', x1: 0, x2: 1 });
    expect(toJsx(screen.element)).toContain('stopColor="#0000ff"');
  });
});

describe('a table in the export', () => {
  it('is a real table: the first row its header, every cell its text, every other row in the even colours', () => {
    const { all, css } = exported(
      newWidget({
        id: 't',
        type: 'Table',
        x: 0,
        y: 0,
        w: 300,
        h: 160,
        props: {
          data: [
            ['Name', 'Size'],
            ['Ana', 'S'],
            ['Bo', 'M'],
            ['Cy', 'L'],
          ],
          borderStyle: 'HLines',
        },
        style: { evenRowBackground: '#fde', headerBackground: '#333', headerColor: '#fff' },
      }),
    );
    expect(all.filter((e) => e.tag === 'th').map(textOf)).toEqual(['Name', 'Size']);
    const rows = all.filter((e) => e.tag === 'tbody').flatMap((body) => body.children as Element[]);
    expect(rows.map((row) => (row.children as Element[]).map(textOf))).toEqual([
      ['Ana', 'S'],
      ['Bo', 'M'],
      ['Cy', 'L'],
    ]);
    expect(rows.map((row) => row.className)).toEqual([undefined, 'w-t-even', undefined]);
    expect(css).toMatch(/\.w-t-even \{\n {2}background: #fde;/);
    // four rows share the widget's 160 px
    expect(css).toMatch(/\.w-t-table tr \{\n {2}height: 40px;/);
  });
});

describe('a slider and a timeline in the export', () => {
  it("is a range input of the slider's range and value over its handle, placed at the value", () => {
    const { all, css } = exported(
      newWidget({
        id: 'vol',
        type: 'HSlider',
        x: 0,
        y: 0,
        w: 220,
        h: 30,
        props: { min: 0, max: 10, value: 5 },
        style: { handleWidth: 20, barColor: '#333' },
      }),
    );
    const input = all.find((e) => e.tag === 'input')!;
    expect(input.attrs).toMatchObject({ type: 'range', min: 0, max: 10, step: 1 });
    expect(input.bind).toMatchObject({ kind: 'text', initial: '5' });
    // halfway along the 200 px the handle can travel, the bar up to its middle
    expect(css).toMatch(/\.w-vol-handle \{[^}]*left: 100px;[^}]*width: 20px;/);
    expect(css).toMatch(/\.w-vol-bar \{[^}]*width: 110px;[^}]*background: #333;/);
  });

  it('is a group of radio buttons, the chosen step checked, its circle in the active colours', () => {
    const { all, css, screen } = exported(
      newWidget({
        id: 'tl',
        type: 'Timeline',
        x: 0,
        y: 0,
        w: 100,
        h: 200,
        props: { options: ['May', 'June', 'July'], selected: 'June' },
        style: { circleSize: 20, elementSpacing: -1, cicleActiveBackground: '#ccc' },
      }),
    );
    const radios = all.filter((e) => e.attrs?.type === 'radio');
    expect(radios.map((r) => [r.attrs!.value, r.attrs!.checked])).toEqual([
      ['May', false],
      ['June', true],
      ['July', false],
    ]);
    expect(all.find((e) => e.attrs?.role === 'radiogroup')).toBeDefined();
    // spread over the box: 0, 90 and 180 px from the top
    expect(css).toMatch(/\.w-tl-at2 \{\n {2}top: 180px;/);
    expect(css).toMatch(/\.w-tl-step:has\(:checked\) \.w-tl-circle \{[^}]*background: #ccc;/);
    expect(toJsx(screen.element)).toContain('defaultChecked');
  });
});

describe('a progress bar in the export', () => {
  it('is named a progress bar at its value, filled that far in its foreground', () => {
    const { all, css } = exported(
      newWidget({
        id: 'p',
        type: 'ProgressBar',
        x: 0,
        y: 0,
        w: 200,
        h: 10,
        props: { value: 0.4 },
        style: { foreground: '#3b31c4' },
      }),
    );
    expect(all.find((e) => e.attrs?.role === 'progressbar')!.attrs).toMatchObject({ 'aria-valuenow': 40 });
    expect(css).toMatch(/\.w-p-fill \{[^}]*width: 40%;[^}]*background: #3b31c4;/);
  });
});

describe("the export's README", () => {
  it('lists the screens with widgets drawn with SVG or CSS apart from those still drawn as a plain box', () => {
    const app = appWith(
      newWidget({ id: 'c', type: 'PieChart', x: 0, y: 0, w: 100, h: 100, props: { data: [[1, 2]] } }),
      newWidget({ id: 'g', type: 'GeoLocation', x: 0, y: 200, w: 100, h: 40 }),
    );
    const readme = staticSite(app)['README.md']!;
    expect(readme).toMatch(/## Drawn with SVG or CSS\n\n[^\n]+\n\n- Stats: PieChart\n/);
    expect(readme).toMatch(/## Drawn as a plain box\n\n[^\n]+\n\n- Stats: GeoLocation\n/);
  });
});
