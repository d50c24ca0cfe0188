import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { importQuantUxApp } from '../appDocument/quantUx';
import { newApp, type App } from '../model/app';
import { newGroup } from '../model/group';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { clickPoints } from './clickPoints';
import type { AnalyticsEvent } from './events';
import { clickHeatGrid, gaussianBlur, normalizeGrid } from './heatGrid';
import { heatmapHints } from './heatmapHint';
import { buildLinkIndex, isMissedClick } from './links';
import { misclickFigures } from './misclicks';
import { mouseDwellPoints, type MouseTrackLike } from './mouseHeat';
import { scrollDepths, scrollReach } from './scrollDepth';
import { buildSessions } from './sessions';
import { eventMaker } from './eventMaker';

const ev = eventMaker(() => ({ user: 'u', x: 0.5, y: 0.5 }));

function testApp(): App {
  const a = newScreen({ id: 'A', children: ['go', 'label', 'name', 'g1', 'g2'] });
  const b = newScreen({ id: 'B', x: 500, children: ['buy'] });
  const c = newScreen({ id: 'C', x: 1000, parents: ['A'], children: [] });
  const widgets = [
    newWidget({ id: 'go', type: 'Button', y: 10 }),
    newWidget({ id: 'label', type: 'Label', y: 20 }),
    newWidget({ id: 'name', type: 'TextBox', y: 30 }),
    newWidget({ id: 'g1', type: 'Button', y: 40 }),
    newWidget({ id: 'g2', type: 'Icon', y: 50 }),
    newWidget({ id: 'buy', type: 'Button', x: 500 }),
  ];
  return newApp({
    screens: { A: a, B: b, C: c },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    groups: { G: newGroup({ id: 'G', children: ['g1', 'g2'] }) },
    lines: {
      l1: newLine({ id: 'l1', from: 'go', to: 'B' }),
      l2: newLine({ id: 'l2', from: 'G', to: 'B' }),
      l3: newLine({ id: 'l3', from: 'B', to: 'A', event: 'click' }),
      l4: newLine({ id: 'l4', from: 'C', to: 'A', event: 'timer' }),
    },
  });
}

describe('misclicks', () => {
  const links = buildLinkIndex(testApp());

  it('indexes lines from widgets, groups and screens', () => {
    expect([...links.linkedWidgets].sort()).toEqual(['g1', 'g2', 'go']);
    expect([...links.inputWidgets]).toEqual(['name']);
    expect([...links.clickableScreens]).toEqual(['B']);
  });

  it('a click that hits nothing linked is missed', () => {
    const missed = (type: string, screen: string, widget: string | null) =>
      isMissedClick({ type, screen, widget }, links);
    expect(missed('ScreenClick', 'A', null)).toBe(true);
    expect(missed('ScreenClick', 'B', null)).toBe(false); // B has a click line of its own
    expect(missed('ScreenClick', 'C', null)).toBe(true); // a timer line is not a click target
    expect(missed('WidgetClick', 'A', 'label')).toBe(true);
    expect(missed('WidgetClick', 'A', 'go')).toBe(false);
    expect(missed('WidgetClick', 'A', 'g2')).toBe(false); // its group has the line
    expect(missed('WidgetClick', 'C', 'go@C')).toBe(false); // inherited copy of a linked widget
    expect(missed('WidgetClick', 'C', 'label@C')).toBe(true);
    expect(missed('WidgetClick', 'A', 'name')).toBe(false); // a form control
    expect(missed('WidgetClick', 'A', 'gone')).toBe(true); // deleted since
    expect(missed('WidgetChange', 'A', 'label')).toBe(false);
  });

  it('gives the rate overall, per screen and per session', () => {
    const sessions = buildSessions([
      ev('S', 0, 'ScreenLoaded', 'A'),
      ev('S', 1, 'ScreenClick', 'A'),
      ev('S', 2, 'WidgetClick', 'A', 'label'),
      ev('S', 3, 'WidgetClick', 'A', 'go'),
      ev('S', 4, 'ScreenLoaded', 'B'),
      ev('S', 5, 'WidgetClick', 'B', 'buy'),
      ev('T', 0, 'ScreenLoaded', 'A'),
      ev('T', 1, 'WidgetChange', 'A', 'name'),
    ]);
    const figures = misclickFigures(sessions, links);
    expect(figures).toMatchObject({ clicks: 4, missed: 3, rate: 0.75 });
    expect(figures.byScreen).toEqual([
      { screen: 'A', clicks: 3, missed: 2, rate: 2 / 3 },
      { screen: 'B', clicks: 1, missed: 1, rate: 1 }, // "buy" has no line in this app
    ]);
    expect(figures.bySession).toEqual([
      { session: 'S', clicks: 4, missed: 3, rate: 0.75 },
      { session: 'T', clicks: 0, missed: 0, rate: null },
    ]);
  });
});

describe('click heat grid', () => {
  it('bins points row-major, skips points off the screen', () => {
    const grid = clickHeatGrid(
      [
        { x: 0, y: 0 },
        { x: 0.99, y: 0 },
        { x: 1, y: 1 },
        { x: 0.5, y: 0.5, weight: 3 },
        { x: -1, y: -1 },
      ],
      2,
      2,
    );
    expect([...grid]).toEqual([1, 1, 0, 4]);
    expect([...clickHeatGrid({ x: [0.1, 0.6, 0.6], y: [0.1, 0.1, 0.9] }, 2, 2, { normalize: 'max' })]).toEqual([
      1, 1, 0, 1,
    ]);
    expect([...clickHeatGrid({ x: [0.1, 0.6], y: [0.1, 0.1], weight: [1, 3] }, 2, 1, { normalize: 'sum' })]).toEqual([
      0.25, 0.75,
    ]);
    expect(() => clickHeatGrid([], 0, 3)).toThrow(RangeError);
  });

  it('blurs with a gaussian that keeps the mass away from the border', () => {
    const grid = new Float32Array(11 * 11);
    grid[5 * 11 + 5] = 100;
    const blurred = gaussianBlur(grid, 11, 11, 3, 1);
    const total = blurred.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(100, 3);
    expect(blurred[5 * 11 + 5]).toBeGreaterThan(blurred[5 * 11 + 6]);
    expect(blurred[5 * 11 + 6]).toBeCloseTo(blurred[6 * 11 + 5], 5); // symmetric
    expect(blurred[5 * 11 + 6] / blurred[5 * 11 + 5]).toBeCloseTo(Math.exp(-0.5), 5);
    // the blur option is the same thing
    const viaOption = clickHeatGrid([{ x: 5.5 / 11, y: 5.5 / 11, weight: 100 }], 11, 11, { blurRadius: 3, sigma: 1 });
    expect(viaOption[5 * 11 + 5]).toBeCloseTo(blurred[5 * 11 + 5], 4);
    expect([...normalizeGrid(new Float32Array(3), 'max')]).toEqual([0, 0, 0]);
  });

  it('bins 1,000,000 points fast', () => {
    const n = 1_000_000;
    const x = new Float64Array(n);
    const y = new Float64Array(n);
    let s = 42;
    const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < n; i++) {
      x[i] = rand();
      y[i] = rand();
    }
    const started = Date.now();
    const grid = clickHeatGrid({ x, y }, 100, 180);
    const blurred = clickHeatGrid({ x, y }, 100, 180, { blurRadius: 4 });
    const took = Date.now() - started;
    expect(grid.reduce((a, b) => a + b, 0)).toBe(n);
    expect(blurred.reduce((a, b) => a + b, 0)).toBeLessThan(n); // some weight spreads past the border
    expect(took).toBeLessThan(1000); // the benchmark holds the real aim (< 300 ms); this only catches a blow-up
  });
});

describe('click points', () => {
  const app = testApp();
  const links = buildLinkIndex(app);
  const sessions = buildSessions([
    ev('S', 0, 'ScreenLoaded', 'A'),
    ev('S', 1, 'ScreenClick', 'A', null, { x: 0.1, y: 0.1 }),
    ev('S', 2, 'WidgetClick', 'A', 'label', { x: 0.2, y: 0.2 }),
    ev('S', 3, 'WidgetClick', 'A', 'go', { x: 0.3, y: 0.3 }),
    ev('S', 4, 'ScreenLoaded', 'B'),
    ev('S', 5, 'ScreenClick', 'B', null, { x: -1, y: -1 }),
    ev('S', 6, 'ScreenLoaded', 'A'),
    ev('S', 7, 'WidgetClick', 'A', 'label', { x: 0.4, y: 0.4 }),
    ev('S', 8, 'WidgetChange', 'A', 'name', { x: 0.9, y: 0.9 }),
  ]);

  it('all clicks, the first N per visit, missed clicks', () => {
    expect(clickPoints(sessions)).toEqual({ A: { x: [0.1, 0.2, 0.3, 0.4], y: [0.1, 0.2, 0.3, 0.4] } });
    expect(clickPoints(sessions, { firstPerVisit: 1 }).A.x).toEqual([0.1, 0.4]);
    expect(clickPoints(sessions, { missedOnly: true, links }).A.x).toEqual([0.1, 0.2, 0.4]);
    expect(clickPoints(sessions, { missedOnly: true, links, firstPerVisit: 2 }).A.x).toEqual([0.1, 0.2, 0.4]);
    expect(clickPoints(sessions, { screen: 'B' })).toEqual({});
    expect(() => clickPoints(sessions, { missedOnly: true })).toThrow(TypeError);
  });

  it('hint: linked elements not clicked within the first three interactions', () => {
    const hintSessions = buildSessions([
      ev('S', 0, 'ScreenLoaded', 'A'),
      ev('S', 1, 'ScreenClick', 'A'),
      ev('S', 2, 'WidgetClick', 'A', 'label'),
      ev('S', 3, 'WidgetChange', 'A', 'name'),
      ev('S', 4, 'WidgetClick', 'A', 'go'), // fourth interaction: late
      ev('S', 5, 'ScreenLoaded', 'C'),
      ev('S', 6, 'WidgetClick', 'C', 'g1@C'),
      ev('T', 0, 'ScreenLoaded', 'A'),
      ev('T', 1, 'WidgetClick', 'A', 'g1'),
    ]);
    const hints = heatmapHints(hintSessions, app, { links });
    expect(hints.map((h) => h.screen)).toEqual(['A', 'C']);
    expect(hints[0]).toEqual({
      screen: 'A',
      visits: 2,
      elements: [
        { widget: 'g1', early: 1, later: 0, never: 1 },
        { widget: 'g2', early: 0, later: 0, never: 2 },
        { widget: 'go', early: 0, later: 1, never: 1 },
      ],
      notClickedEarly: ['g2', 'go'],
    });
    expect(hints[1].notClickedEarly).toEqual(['g2@C', 'go@C']);
    expect(heatmapHints(hintSessions, app, { interactions: 4 })[0].notClickedEarly).toEqual(['g2']);
  });
});

describe('mouse dwell and scroll depth', () => {
  it('weighs each sample by the time until the next one, capped', () => {
    const tracks: MouseTrackLike[] = [
      { session: 'S', screen: 'A', x: [0.1, 0.2, 0.3], y: [0.1, 0.2, 0.3], t: [1000, 1100, 20_000], sample: 50 },
      { session: 'X', screen: 'A', x: [0.5], y: [0.5], t: [0], sample: 50 },
    ];
    expect(mouseDwellPoints(tracks.slice(0, 1))).toEqual({
      A: { x: [0.1, 0.2, 0.3], y: [0.1, 0.2, 0.3], weight: [100, 5000, 50] },
    });
    expect(mouseDwellPoints(tracks, { maxDwell: 10_000 }).A.weight).toEqual([100, 10_000, 50, 50]);
    const grid = clickHeatGrid(mouseDwellPoints(tracks.slice(0, 1)).A, 2, 2);
    expect([...grid]).toEqual([5150, 0, 0, 0]);
  });

  it('takes the deepest scroll position of each visit', () => {
    const sessions = buildSessions([
      ev('S', 0, 'ScreenLoaded', 'A', null, { scrollTop: 0 }),
      ev('S', 1, 'ScreenScroll', 'A', null, {
        scrollTop: 0.1,
        state: { type: 'scroll', value: 0.1, children: [{ time: 1, value: 0.4 }] },
      }),
      ev('S', 2, 'ScreenScroll', 'A', null, { scrollTop: 0, state: { type: 'scroll', value: 0 } }),
      ev('S', 3, 'ScreenLoaded', 'B'),
      ev('S', 4, 'ScreenLoaded', 'A'),
      ev('S', 5, 'WidgetClick', 'A', 'go', { scrollTop: 0.2 }),
      ev('T', 0, 'ScreenLoaded', 'A'),
    ]);
    const depths = scrollDepths(sessions);
    expect(depths.map((d) => [d.screen, d.visits, d.depths])).toEqual([
      ['A', 3, [0.4, 0.2, 0]],
      ['B', 1, [0]],
    ]);
    expect(depths[0].summary!.median).toBeCloseTo(0.2, 12);
    // screen 2 units tall, viewport 1: band tops at 0, 0.5, 1, 1.5
    expect([...scrollReach([0.4, 0.2, 0], 1, 2, 4)]).toEqual([1, 1, 2 / 3, 0]);
    expect([...scrollReach([], 1, 2, 2)]).toEqual([0, 0]);
  });
});

describe.skipIf(!hasQuantUx)('quant-ux fixtures', () => {
  it('mouse data: every track of the app weighs in', () => {
    const tracks = readQuantUx<MouseTrackLike[]>('mouseData.json');
    const points = mouseDwellPoints(tracks);
    const screens = Object.keys(points);
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) {
      const grid = clickHeatGrid(points[screen], 20, 36, { blurRadius: 2, normalize: 'max' });
      expect(Math.max(...grid)).toBeCloseTo(1, 6);
    }
  });

  it('funnel app: only the two clicks on the background miss', () => {
    const { app } = importQuantUxApp(readQuantUx('funnelApp.json')); // the stored legacy document, migrated
    const events = readQuantUx<AnalyticsEvent[]>('funnelEvents.json');
    const figures = misclickFigures(buildSessions(events), buildLinkIndex(app));
    // every WidgetClick of the fixture is on a linked button; its two ScreenClicks are misses
    expect(figures).toMatchObject({ missed: 2 });
  });

  it('example stream: scroll depth from ScreenScroll values', () => {
    const events = readQuantUx<AnalyticsEvent[]>('exampleEventStrea.json');
    const [depth] = scrollDepths(buildSessions(events));
    // the deepest point the visit's scroll events reached, read from the stream itself: the first
    // scroll goes down to its value; the second starts back at about the same depth and returns to 0
    const scrolls = events.filter((e) => e.type === 'ScreenScroll');
    const reached = scrolls.flatMap((e) => [
      e.scrollTop ?? 0,
      ...((e.state?.children ?? []) as Array<{ value: number }>).map((step) => step.value),
    ]);
    expect(depth.depths[0]).toBe(Math.max(...reached));
    expect(depth.depths[0]).toBeGreaterThan(0.1);
  });
});
