import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import type { AnalyticsEvent } from './events';
import { buildSessions } from './sessions';
import { taskFigures, taskSessionResult } from './taskFigures';
import { breaksDirectRun, matchTask, flowStepMatches, type TaskLike } from './taskMatching';
import { eventMaker } from './eventMaker';

const ev = eventMaker(() => ({ user: 'u', x: -1, y: -1 }));

// Flow: on A click "go" → B loads → on B click "buy".
const flow = [
  { screen: 'A', widget: 'go', type: 'WidgetClick' },
  { screen: 'B', widget: null, type: 'ScreenLoaded' },
  { screen: 'B', widget: 'buy', type: 'WidgetClick' },
];
const loose: TaskLike = { id: 't-loose', name: 'Buy', flow, strict: false };
const strict: TaskLike = { id: 't-strict', name: 'Buy (strict)', flow, strict: true };

const direct = (s: string, t0: number) => [
  ev(s, t0, 'SessionStart', 'A'),
  ev(s, t0 + 1, 'ScreenLoaded', 'A'),
  ev(s, t0 + 10, 'WidgetClick', 'A', 'go'),
  ev(s, t0 + 11, 'ScreenLoaded', 'B'),
  ev(s, t0 + 12, 'ScreenScroll', 'B'),
  ev(s, t0 + 20, 'WidgetClick', 'B', 'buy'),
];
const detour = (s: string, t0: number) => [
  ev(s, t0, 'SessionStart', 'A'),
  ev(s, t0 + 1, 'ScreenLoaded', 'A'),
  ev(s, t0 + 10, 'WidgetClick', 'A', 'go'),
  ev(s, t0 + 11, 'ScreenLoaded', 'B'),
  ev(s, t0 + 15, 'ScreenClick', 'B'), // a miss on B
  ev(s, t0 + 30, 'WidgetClick', 'B', 'buy'),
];
const dropped = (s: string, t0: number) => [
  ev(s, t0, 'SessionStart', 'A'),
  ev(s, t0 + 1, 'ScreenLoaded', 'A'),
  ev(s, t0 + 10, 'WidgetClick', 'A', 'go'),
  ev(s, t0 + 11, 'ScreenLoaded', 'B'),
];

describe('step matching', () => {
  it('needs screen, widget and type; gesture type when the step has one', () => {
    const step = { screen: 'A', widget: 'w', type: 'WidgetGesture', gesture: { type: 'swipeLeft' } };
    expect(flowStepMatches(step, ev('S', 0, 'WidgetGesture', 'A', 'w', { gesture: { type: 'swipeLeft' } }))).toBe(true);
    expect(flowStepMatches(step, ev('S', 0, 'WidgetGesture', 'A', 'w', { gesture: { type: 'swipeRight' } }))).toBe(
      false,
    );
    expect(flowStepMatches(step, ev('S', 0, 'WidgetGesture', 'B', 'w', { gesture: { type: 'swipeLeft' } }))).toBe(
      false,
    );
    expect(flowStepMatches({ screen: 'A', type: 'ScreenLoaded' }, ev('S', 0, 'ScreenLoaded', 'A'))).toBe(true);
    expect(
      flowStepMatches({ screen: 'A', widget: null, type: 'ScreenLoaded' }, ev('S', 0, 'ScreenLoaded', 'A', 'x')),
    ).toBe(false);
  });

  it('strict rule: what counts as a detour between steps', () => {
    const [go, loadB, buy] = flow;
    expect(breaksDirectRun(ev('S', 0, 'ScreenLoaded', 'B'), go, loadB)).toBe(false);
    expect(breaksDirectRun(ev('S', 0, 'ScreenLoaded', 'C'), go, loadB)).toBe(true);
    expect(breaksDirectRun(ev('S', 0, 'OverlayLoaded', 'B', null, { overlay: 'menu' }), loadB, buy)).toBe(true);
    expect(breaksDirectRun(ev('S', 0, 'ScreenClick', 'B'), loadB, buy)).toBe(true);
    expect(breaksDirectRun(ev('S', 0, 'WidgetChange', 'B', 'name'), loadB, buy)).toBe(true);
    expect(breaksDirectRun(ev('S', 0, 'WidgetClick', 'A', 'go'), go, loadB)).toBe(false); // double click
    for (const type of [
      'ScreenScroll',
      'SessionStart',
      'ValidationError',
      'OverlayRemoved',
      'Animation',
      'TaskSuccess',
    ]) {
      expect(breaksDirectRun(ev('S', 0, type, 'B'), loadB, buy)).toBe(false);
    }
  });
});

describe('matchTask', () => {
  it('not strict: in order, skipping what lies between', () => {
    const events = buildSessions(detour('S', 0))[0].events;
    expect(matchTask(events, flow, false)).toEqual({
      started: true,
      reached: 3,
      completed: true,
      direct: false,
      stepIndexes: [2, 3, 5],
    });
  });

  it('strict: a detour ends the attempt', () => {
    const events = buildSessions(detour('S', 0))[0].events;
    expect(matchTask(events, flow, true)).toEqual({
      started: true,
      reached: 2,
      completed: false,
      direct: false,
      stepIndexes: [2, 3],
    });
    const clean = buildSessions(direct('S', 0))[0].events;
    expect(matchTask(clean, flow, true)).toMatchObject({ completed: true, direct: true, stepIndexes: [2, 3, 5] });
  });

  it('a session starts a task once, at the first step, however often it comes back to it', () => {
    const events = buildSessions([
      ev('S', 0, 'ScreenLoaded', 'A'),
      ev('S', 5, 'WidgetClick', 'A', 'go'),
      ev('S', 6, 'ScreenLoaded', 'C'), // wrong way
      ev('S', 9, 'ScreenLoaded', 'A'),
      ev('S', 10, 'WidgetClick', 'A', 'go'),
      ev('S', 11, 'ScreenLoaded', 'B'),
      ev('S', 20, 'WidgetClick', 'B', 'buy'),
      ev('S', 30, 'WidgetClick', 'A', 'go'),
      ev('S', 31, 'ScreenLoaded', 'B'),
      ev('S', 40, 'WidgetClick', 'B', 'buy'),
    ])[0].events;
    // not strict: from the first "go", greedy: succeeds once, timed from the first start
    expect(matchTask(events, flow, false)).toMatchObject({ completed: true, direct: false, stepIndexes: [1, 5, 6] });
    // strict: the first attempt took a detour (C); no second attempt
    expect(matchTask(events, flow, true)).toMatchObject({ started: true, completed: false, reached: 1 });
    const figures = taskFigures(buildSessions(events.map((e) => ({ ...e }))), [loose, strict]);
    expect(figures[0]).toMatchObject({ starts: 1, successes: 1 });
    expect(figures[1]).toMatchObject({ starts: 1, successes: 0 });
  });

  it('empty flow or no first step: not started', () => {
    const events = buildSessions(direct('S', 0))[0].events;
    expect(matchTask(events, [], false).started).toBe(false);
    expect(matchTask(events, [{ screen: 'Z', type: 'ScreenLoaded' }, ...flow], false).started).toBe(false);
  });
});

describe('taskFigures', () => {
  const events = [
    ...direct('S1', 0),
    ...detour('S2', 1000),
    ...dropped('S3', 2000),
    ...direct('S4', 3000),
    ev('S5', 4000, 'ScreenLoaded', 'C'),
  ];

  it('counts starts, direct and indirect successes, drop-off, time and interactions', () => {
    const [l, s] = taskFigures(buildSessions(events), [loose, strict]);
    expect(l).toMatchObject({
      sessions: 5,
      starts: 4,
      successes: 3,
      directSuccesses: 2,
      indirectSuccesses: 1,
      overridden: 0,
      steps: 3,
    });
    expect(l.successRate).toMatchObject({ successes: 3, trials: 4, rate: 0.75, method: 'adjusted-wald' });
    expect(l.directRate).toMatchObject({ successes: 2, trials: 4, rate: 0.5 });
    expect(l.details!.funnel).toEqual([4, 4, 3]);
    expect(l.details!.dropOff).toEqual([0, 1, 0]);
    // durations first → last step: 10, 20, 10
    expect(l.details!.time).toMatchObject({ n: 3, median: 10, min: 10, max: 20 });
    expect(l.details!.timeGeometric!.mean).toBeCloseTo(Math.cbrt(10 * 20 * 10), 10);
    // interactions go … buy, both included: 2, 3 (the miss), 2
    expect(l.details!.interactions).toMatchObject({ n: 3, min: 2, max: 3 });
    expect(l.details!.timeToFirstStep).toMatchObject({ n: 4, min: 10, max: 10 });
    expect(l.details!.steps.map((step) => [step.reached, step.duration?.median, step.interactions?.max])).toEqual([
      [4, 10, 1],
      [4, 1, 0],
      [3, 9, 2],
    ]);
    expect(l.results.map((r) => r.session)).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(l.results[1]).toMatchObject({
      success: true,
      direct: false,
      duration: 20,
      interactions: 3,
      stepDurations: [10, 1, 19],
      stepInteractions: [1, 0, 2],
    });
    expect(s).toMatchObject({ starts: 4, successes: 2, directSuccesses: 2, indirectSuccesses: 0 });
    expect(s.details!.funnel).toEqual([4, 4, 2]);
  });

  it('times an important step from the important step before it, as the charts show those alone', () => {
    // "go" and "buy" marked: buy's time runs from go (t0 + 10), not from B's loading (t0 + 11)
    const marked: TaskLike = {
      id: 't-marked',
      flow: [{ ...flow[0], important: true }, flow[1], { ...flow[2], important: true }],
    };
    const [session] = buildSessions(detour('S2', 0));
    expect(taskSessionResult(session, marked)).toMatchObject({
      stepDurations: [10, 1, 20],
      stepInteractions: [1, 0, 2],
    });
    // unmarked, every step counts from the one before it
    expect(taskSessionResult(session, loose)).toMatchObject({ stepDurations: [10, 1, 19] });
  });

  it('drops invalid sessions from every figure', () => {
    const [l] = taskFigures(
      buildSessions(events, { annotations: [{ kind: 'session', reference: 'S2', isValid: false }] }),
      [loose],
    );
    expect(l).toMatchObject({ sessions: 4, starts: 3, successes: 2, indirectSuccesses: 0 });
    expect(l.details!.funnel).toEqual([3, 3, 2]);
  });

  it('a hand-set result overrides the matcher', () => {
    const annotations = [
      { kind: 'session', reference: 'S1', tasks: { 't-loose': false } },
      { kind: 'session', reference: 'S3', tasks: { 't-loose': true } },
      { kind: 'session', reference: 'S5', tasks: { 't-loose': true } },
    ];
    const [l] = taskFigures(buildSessions(events, { annotations }), [loose]);
    expect(l).toMatchObject({ sessions: 5, starts: 5, successes: 4, overridden: 3, directSuccesses: 1 });
    expect(l.details!.funnel).toEqual([5, 5, 4]);
    expect(l.details!.dropOff).toEqual([0, 1, 0]);
    // hand-set successes without a matched flow have no time; the hand-set failure's time is out
    expect(l.details!.time).toMatchObject({ n: 2 });
    const s1 = l.results.find((r) => r.session === 'S1')!;
    expect(s1).toMatchObject({ success: false, matched: true, override: false, reached: 2, direct: false });
    const s5 = l.results.find((r) => r.session === 'S5')!;
    expect(s5).toMatchObject({
      started: true,
      success: true,
      matched: false,
      override: true,
      reached: 3,
      duration: null,
    });
  });

  it('task details need two steps', () => {
    const single: TaskLike = { id: 'one', flow: [{ screen: 'B', widget: null, type: 'ScreenLoaded' }] };
    const [f] = taskFigures(buildSessions(events), [single]);
    expect(f).toMatchObject({ starts: 4, successes: 4, details: null, name: '' });
  });

  it('per-session result of a session that did not start', () => {
    const session = buildSessions([ev('X', 0, 'ScreenLoaded', 'C')])[0];
    expect(taskSessionResult(session, loose)).toMatchObject({
      started: false,
      reached: 0,
      success: false,
      duration: null,
      stepDurations: [],
    });
  });
});

interface Settings {
  tasks: TaskLike[];
}

describe.skipIf(!hasQuantUx)('quant-ux funnel fixture', () => {
  it('gives the worked drop-off and durations', () => {
    const events = readQuantUx<AnalyticsEvent[]>('funnelEvents.json');
    const { tasks } = readQuantUx<Settings>('funnelTestSettings.json');
    const sessions = buildSessions(events);
    expect(sessions).toHaveLength(11);
    const [t1, t2] = taskFigures(sessions, tasks);
    expect(t1.details!.funnel).toEqual([11, 9, 7, 6]);
    expect(t1).toMatchObject({ starts: 11, successes: 6 });
    expect(
      t1.results
        .filter((r) => r.success)
        .map((r) => r.duration)
        .sort((a, b) => a! - b!),
    ).toEqual([10302, 8855, 8610, 9142, 8567, 15703].sort((a, b) => a - b));
    expect(t1.details!.time!.median).toBeCloseTo(8998.5, 10);
    expect(t1.details!.timeGeometric!.mean).toBeCloseTo(9942.47054, 4);
    expect(t1.successRate.low).toBeCloseTo(0.2799, 4);
    expect(t1.successRate.high).toBeCloseTo(0.7875, 4);
    expect(t2.details!.funnel).toEqual([11, 9, 7]);
    expect(t2).toMatchObject({ starts: 11, successes: 7 });
  });
});
