import { describe, expect, it } from 'vitest';
import { allTags, sessionVerdicts, type AnnotationLike } from './annotations';
import type { AnalyticsEvent } from './events';
import { screenFigures } from './screenFigures';
import { dwellSegments, screenVisits } from './screenVisits';
import { buildSessions } from './sessions';
import type { Annotation } from '../model/annotation';
import type { RecordedEvent } from '../model/event';
import type { MouseTrack } from '../model/mouseTrack';
import { createTask, type Task } from '../model/testSettings';
import { mouseDwellPoints } from './mouseHeat';
import { taskFigures } from './taskFigures';

let seq = 0;
function ev(
  session: string,
  time: number,
  type: string,
  screen: string,
  extra: Partial<AnalyticsEvent> = {},
): AnalyticsEvent {
  return {
    id: `e${String(++seq).padStart(5, '0')}`,
    session,
    user: `u-${session}`,
    screen,
    widget: null,
    type,
    time,
    x: -1,
    y: -1,
    ...extra,
  };
}

describe('buildSessions', () => {
  it('groups by session, sorts by time then id, orders sessions by start', () => {
    const events = [
      ev('B', 50, 'ScreenLoaded', 's1'),
      { ...ev('A', 20, 'WidgetClick', 's1'), id: 'z' },
      { ...ev('A', 20, 'ScreenClick', 's1'), id: 'a' },
      ev('A', 10, 'SessionStart', 's1', { user: { id: 'tester-1', name: 'tester' } }),
    ];
    const sessions = buildSessions(events);
    expect(sessions.map((s) => s.id)).toEqual(['A', 'B']);
    expect(sessions[0].events.map((e) => e.id)).toEqual([events[3].id, 'a', 'z']);
    expect(sessions[0]).toMatchObject({
      user: 'tester-1',
      start: 10,
      end: 20,
      duration: 10,
      tags: [],
      taskOverrides: {},
    });
    expect(sessions[1]).toMatchObject({ user: 'u-B', start: 50, end: 50, duration: 0 });
  });

  it('drops sessions marked invalid, applies tags and hand-set task results', () => {
    const events = [
      ev('A', 1, 'SessionStart', 's1'),
      ev('B', 2, 'SessionStart', 's1'),
      ev('C', 3, 'SessionStart', 's1'),
    ];
    const annotations: AnnotationLike[] = [
      { kind: 'session', reference: 'A', isValid: false },
      { kind: 'session', reference: 'B', isValid: true, tasks: { t1: true }, tags: [{ tag: 'mobile' }], lastUpdate: 5 },
      { kind: 'session', reference: 'B', tasks: { t1: false, t2: true }, lastUpdate: 1 },
      { kind: 'tag', reference: 'C', tags: [{ tag: 'desktop' }, { tag: ' mobile ' }] },
    ];
    const sessions = buildSessions(events, { annotations });
    expect(sessions.map((s) => s.id)).toEqual(['B', 'C']);
    // the newer annotation (lastUpdate 5) wins for t1
    expect(sessions[0]).toMatchObject({ tags: ['mobile'], taskOverrides: { t1: true, t2: true } });
    expect(sessions[1].tags).toEqual(['desktop', 'mobile']);
    expect(buildSessions(events, { annotations, includeInvalid: true }).map((s) => s.id)).toEqual(['A', 'B', 'C']);
    expect(buildSessions(events, { annotations, tags: ['desktop'] }).map((s) => s.id)).toEqual(['C']);
    expect(buildSessions(events, { annotations, tags: ['desktop', 'mobile'] }).map((s) => s.id)).toEqual(['B', 'C']);
    expect(
      buildSessions(events, { annotations, tags: ['desktop', 'mobile'], tagMode: 'all' }).map((s) => s.id),
    ).toEqual(['C']);
    // picked from a list: only those, and still without the invalid one
    expect(buildSessions(events, { annotations, sessions: ['A', 'C'] }).map((s) => s.id)).toEqual(['C']);
    expect(buildSessions(events, { annotations, sessions: [] }).map((s) => s.id)).toEqual(['B', 'C']);
    expect(allTags(annotations)).toEqual(['desktop', 'mobile']);
    expect(sessionVerdicts(annotations).get('A')?.valid).toBe(false);
  });
});

describe('dwell time and screen figures', () => {
  // A loads at 0; overlay O from 10 to 25; clicks; B at 40; overlay P at 50 is still open when C loads at 60; last event 100.
  const events = [
    ev('S', -5, 'SessionStart', 'A'),
    ev('S', 0, 'ScreenLoaded', 'A'),
    ev('S', 5, 'ScreenClick', 'A', { x: 0.5, y: 0.5 }),
    ev('S', 10, 'OverlayLoaded', 'A', { overlay: 'O' }),
    ev('S', 12, 'WidgetClick', 'O', { widget: 'w1', x: 0.2, y: 0.2 }),
    ev('S', 25, 'OverlayRemoved', 'A', { overlay: 'O' }),
    ev('S', 30, 'WidgetChange', 'A', { widget: 'w2', state: { type: 'text', value: 'x' } }),
    ev('S', 40, 'ScreenLoaded', 'B'),
    ev('S', 45, 'ScreenGesture', 'B', { gesture: { type: 'swipeLeft' } }),
    ev('S', 50, 'OverlayLoaded', 'B', { overlay: 'P' }),
    ev('S', 60, 'ScreenLoaded', 'C'),
    ev('S', 100, 'ScreenScroll', 'C'),
    ev('T', 0, 'ScreenLoaded', 'A'),
    ev('T', 7, 'ScreenLoaded', 'A'),
    ev('T', 9, 'WidgetClick', 'A', { widget: 'w3' }),
  ];
  const sessions = buildSessions(events);

  it('splits time between screens and overlays', () => {
    expect(dwellSegments(sessions[0]).map((s) => [s.screen, s.kind, s.start, s.end])).toEqual([
      ['A', 'screen', 0, 10],
      ['O', 'overlay', 10, 25],
      ['A', 'screen', 25, 40],
      ['B', 'screen', 40, 50],
      ['P', 'overlay', 50, 60],
      ['C', 'screen', 60, 100],
    ]);
    expect(screenVisits(sessions[0]).map((v) => [v.screen, v.start, v.end, v.first, v.last])).toEqual([
      ['A', 0, 40, 1, 7],
      ['B', 40, 60, 7, 10],
      ['C', 60, 100, 10, 12],
    ]);
  });

  it('gives views, sessions, dwell and interactions per screen', () => {
    const rows = Object.fromEntries(screenFigures(sessions).map((row) => [row.screen, row]));
    expect(rows.A).toMatchObject({ views: 3, sessions: 2, dwell: 25 + 9, overlayDwell: 0, overlayViews: 0 });
    expect(rows.A.interactions).toEqual({
      screenClicks: 1,
      widgetClicks: 1,
      clicks: 2,
      changes: 1,
      gestures: 0,
      total: 3,
    });
    expect(rows.A.perSession).toEqual([
      { session: 'S', views: 1, dwell: 25, overlayViews: 0, overlayDwell: 0, interactions: 2 },
      { session: 'T', views: 2, dwell: 9, overlayViews: 0, overlayDwell: 0, interactions: 1 },
    ]);
    expect(rows.A.meanDwellPerSession).toBe(17);
    expect(rows.A.meanDwellPerView).toBeCloseTo(34 / 3, 12);
    expect(rows.O).toMatchObject({ views: 0, overlayViews: 1, sessions: 1, dwell: 0, overlayDwell: 15 });
    expect(rows.O.interactions.widgetClicks).toBe(1);
    expect(rows.B).toMatchObject({ views: 1, dwell: 10 });
    expect(rows.B.interactions.gestures).toBe(1);
    expect(rows.P).toMatchObject({ overlayViews: 1, overlayDwell: 10 });
    expect(rows.C).toMatchObject({ views: 1, dwell: 40 });
    // all time from the first ScreenLoaded to the last event is accounted for once
    const total = screenFigures(sessions).reduce((sum, row) => sum + row.dwell + row.overlayDwell, 0);
    expect(total).toBe(100 + 9);
  });

  it('closes the topmost overlay, or the one named', () => {
    const nested = buildSessions([
      ev('N', 0, 'ScreenLoaded', 'A'),
      ev('N', 10, 'OverlayLoaded', 'A', { overlay: 'O1' }),
      ev('N', 20, 'OverlayLoaded', 'A', { overlay: 'O2' }),
      ev('N', 30, 'OverlayRemoved', 'A', { overlay: 'O1' }),
      ev('N', 40, 'OverlayRemoved', 'A'),
      ev('N', 50, 'ScreenClick', 'A'),
    ]);
    expect(dwellSegments(nested[0]).map((s) => [s.screen, s.end - s.start])).toEqual([
      ['A', 10],
      ['O1', 10],
      ['O2', 10],
      ['O2', 10],
      ['A', 10],
    ]);
  });
});

describe('record types', () => {
  it('takes the stored events, tasks, annotations and mouse tracks as they are', () => {
    const recorded: RecordedEvent = {
      id: 'e1',
      session: 'S',
      user: { id: 'U', name: 'tester' },
      screen: 'A',
      widget: null,
      type: 'ScreenLoaded',
      time: 1,
      x: -1,
      y: -1,
      _id: 'legacy',
      appID: 'app',
    };
    const task: Task = { ...createTask('Load A'), flow: [{ screen: 'A', widget: null, type: 'ScreenLoaded' }] };
    const annotation: Annotation = {
      id: 'n1',
      appId: 'app',
      kind: 'session',
      reference: 'S',
      isValid: true,
      tasks: {},
      tags: [{ tag: 'pilot' }],
    };
    const sessions = buildSessions([recorded], { annotations: [annotation] });
    expect(sessions[0]).toMatchObject({ user: 'U', tags: ['pilot'] });
    expect(taskFigures(sessions, [task])[0]).toMatchObject({ starts: 1, successes: 1 });
    const track: MouseTrack = { id: 'm', session: 'S', screen: 'A', x: [0.5], y: [0.5], c: [0], t: [1], sample: 40 };
    expect(mouseDwellPoints([track]).A.weight).toEqual([40]);
  });
});
