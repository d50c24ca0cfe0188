import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { newApp } from '../model/app';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { readStudyFiles, standInApp } from '../appDocument/quantUxStudy';
import type { AnnotationLike } from './annotations';
import { eventMaker } from './eventMaker';
import type { AnalyticsEvent } from './events';
import { journeyFigures } from './journeys';
import type { MouseTrackLike } from './mouseHeat';
import { screenFigures } from './screenFigures';
import { buildSessions } from './sessions';
import type { StudyInputs } from './sessionParts';
import { figuresFold, type TagFilter } from './studyFigures';
import { taskFigures } from './taskFigures';
import type { TaskLike } from './taskMatching';

interface Study extends StudyInputs {
  events: AnalyticsEvent[];
  tracks: MouseTrackLike[];
}

/** The figures folded from every session at once. */
function atOnce(study: Study, filter?: TagFilter) {
  const fold = figuresFold(study, filter);
  fold.addEvents(study.events);
  fold.addTracks(study.tracks);
  return fold.result();
}

/** The figures folded `size` sessions at a time in the order of their starts, as the API reads them. */
function inGroups(study: Study, size: number, filter?: TagFilter) {
  const sessions = buildSessions(study.events, { includeInvalid: true });
  const fold = figuresFold(study, filter);
  for (let i = 0; i < sessions.length; i += size)
    fold.addEvents(sessions.slice(i, i + size).flatMap((session) => session.events));
  // every track of a session in one call, as the API reads them
  const bySession = new Map<string, MouseTrackLike[]>();
  for (const track of study.tracks) bySession.set(track.session, [...(bySession.get(track.session) ?? []), track]);
  const tracks = [...bySession.values()];
  for (let i = 0; i < tracks.length; i += 7) fold.addTracks(tracks.slice(i, i + 7).flat());
  return fold.result();
}

/** Two screens, a button to the second and a field; a two-step task. */
function smallApp() {
  const button = newWidget({ id: 'go', type: 'Button', x: 10, y: 10, w: 100, h: 40, props: { label: 'Go' } });
  const field = newWidget({ id: 'name', type: 'TextBox', x: 10, y: 80, w: 200, h: 40, props: { label: 'Name' } });
  return newApp({
    id: 'study',
    screens: {
      s1: newScreen({ id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: ['go', 'name'] }),
      s2: newScreen({ id: 's2', name: 'Done', x: 500, y: 0, w: 375, h: 667, children: [] }),
    },
    widgets: { go: button, name: field },
    lines: { l1: newLine({ id: 'l1', from: 'go', to: 's2', event: 'click' }) },
  });
}

const task: TaskLike = {
  id: 't1',
  name: 'Go on',
  flow: [
    { screen: 's1', widget: 'go', type: 'WidgetClick' },
    { screen: 's2', widget: null, type: 'ScreenLoaded' },
  ],
};

/**
 * `n` sessions of a seeded walk: each types a name, misclicks, scrolls, and most go on to the second
 * screen; one pointer track per screen shown. Session 3 is invalid, every fifth is tagged "late".
 */
function generatedStudy(n: number): Study {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const ev = eventMaker((session) => ({ user: `user-${session}`, x: -1, y: -1 }));
  const events: AnalyticsEvent[] = [];
  const tracks: MouseTrackLike[] = [];
  const annotations: AnnotationLike[] = [];
  for (let s = 0; s < n; s++) {
    const id = `s${String(s).padStart(3, '0')}`;
    // a few sessions start at the same moment: the order of starts breaks the tie by id
    let time = 1_000_000 + Math.floor(s / 3) * 100_000;
    const at = () => (time += 200 + Math.round(random() * 4000));
    events.push(ev(id, at(), 'SessionStart', 's1'), ev(id, at(), 'ScreenLoaded', 's1'));
    for (let i = Math.floor(random() * 3); i > 0; i--)
      events.push(ev(id, at(), 'ScreenClick', 's1', null, { x: random(), y: random() }));
    events.push(ev(id, at(), 'WidgetChange', 's1', 'name', { state: { type: 'value', value: `N${s}` } }));
    if (random() < 0.4)
      events.push(ev(id, at(), 'ScreenScroll', 's1', null, { scrollTop: Math.round(random() * 300) }));
    tracks.push({ session: id, screen: 's1', x: [random(), random()], y: [random(), random()], t: [time, time + 400] });
    if (random() < 0.8) {
      events.push(ev(id, at(), 'WidgetClick', 's1', 'go', { x: 0.2, y: 0.05 }), ev(id, at(), 'ScreenLoaded', 's2'));
      tracks.push({ session: id, screen: 's2', x: [random()], y: [random()], t: [time], sample: 100 });
      if (random() < 0.3) events.push(ev(id, at(), 'ScreenLoaded', 's1'));
    }
    if (s === 3) annotations.push({ kind: 'session', reference: id, isValid: false });
    else if (s % 5 === 0) annotations.push({ kind: 'session', reference: id, tags: [{ tag: 'late' }] });
  }
  // a session that recorded only its pointer (an imported mouse study)
  tracks.push({ session: 'pointer-only', screen: 's1', x: [0.5], y: [0.5], t: [1], sample: 100 });
  return { app: smallApp(), tasks: [task], annotations, events, tracks };
}

describe('the figures of a study folded a few sessions at a time', () => {
  const study = generatedStudy(40);

  it('are those of every session at once, whatever the group size', () => {
    const whole = atOnce(study);
    for (const size of [1, 3, 16]) expect(inGroups(study, size)).toEqual(whole);
  });

  it('are, with a tag filter or a pick of sessions, those of the same filter at once', () => {
    for (const filter of [
      { tags: ['late'], tagMode: 'any' as const },
      { tags: [], tagMode: 'any' as const, sessions: ['s001', 's002', 's017'] },
    ])
      expect(inGroups(study, 4, filter)).toEqual(atOnce(study, filter));
  });

  it('count what the single-purpose functions count over the valid sessions', () => {
    const figures = inGroups(study, 6);
    const valid = buildSessions(study.events, { annotations: study.annotations });
    expect(valid).toHaveLength(39);
    expect(figures.sessions).toHaveLength(40);
    expect(figures.sessions.filter((s) => !s.valid).map((s) => s.id)).toEqual(['s003']);
    const whole = taskFigures(valid, [task])[0];
    expect(figures.tasks[0]).toEqual({
      ...whole,
      // a page draws each attempt's time and interactions, and whether it succeeded
      results: whole.results.map(({ session, success, duration, interactions }) => ({
        session,
        success,
        duration,
        interactions,
      })),
      stepNames: ['Start › Go', 'Done'],
    });
    expect(figures.screens).toEqual(
      screenFigures(valid).map(({ perSession: _perSession, ...row }) => ({
        ...row,
        name: study.app.screens[row.screen]!.name,
      })),
    );
    expect(figures.journeys.all).toEqual(journeyFigures(study.app, valid));
    expect(figures.survey.rows.map((row) => row.answers.name)).toEqual(
      valid.map((session) => `N${Number(session.id.slice(1))}`),
    );
  });
});

describe('the survey answers of a big study', () => {
  it('list the first 100 sessions that answered, and count them all', () => {
    const study = generatedStudy(130);
    const figures = inGroups(study, 40);
    // every session typed its name; session 3 is invalid
    expect(figures.survey.answered).toBe(129);
    const valid = buildSessions(study.events, { annotations: study.annotations });
    expect(figures.survey.rows.map((row) => row.session)).toEqual(valid.slice(0, 100).map((s) => s.id));
  });
});

describe('the mouse heat map', () => {
  const track = (session: string) => ({ session, screen: 's1', x: [0.5], y: [0.5], t: [1], sample: 100 });
  const ev = eventMaker((session) => ({ user: session, x: 0.5, y: 0.5 }));
  const events = ['a', 'b', 'c'].flatMap((session, i) => [
    ev(session, i * 10_000, 'SessionStart', 's1'),
    ev(session, i * 10_000 + 1, 'ScreenLoaded', 's1'),
  ]);
  const study = (tracks: MouseTrackLike[], annotations: AnnotationLike[]): Study => ({
    app: smallApp(),
    tasks: [],
    annotations,
    events,
    tracks,
  });
  const mousePoints = (figures: ReturnType<typeof atOnce>) => figures.heat.find((h) => h.screen === 's1')!.points.mouse;
  const invalidC = { kind: 'session', reference: 'c', isValid: false };

  it('counts the tracks of counted sessions and of pointer-only sessions, not of invalid ones', () => {
    const tracks = [track('a'), track('b'), track('c'), track('m')];
    expect(mousePoints(atOnce(study(tracks, [invalidC])))).toBe(3);
  });

  it('with a tag filter, only the tracks of the sessions it keeps', () => {
    const tagged = { kind: 'session', reference: 'a', tags: [{ tag: 'x' }] };
    const figures = atOnce(study([track('a'), track('m')], [tagged]), { tags: ['x'], tagMode: 'any' });
    expect(mousePoints(figures)).toBe(1);
    expect(figures.sessions.map((s) => s.id)).toEqual(['a']);
  });

  it('with sessions picked from a list, only theirs; the journeys count them alone', () => {
    const tracks = [track('a'), track('b'), track('m')];
    const picked = atOnce(study(tracks, []), { tags: [], tagMode: 'any', sessions: ['a'] });
    expect(mousePoints(picked)).toBe(1);
    expect(picked.journeys.all.sessions).toBe(1);
    expect(atOnce(study(tracks, [])).journeys.all.sessions).toBe(3);
  });

  it('is smooth: a single point warms the cells around its own, less with distance', () => {
    const grid = atOnce(study([track('a')], [])).heat.find((h) => h.screen === 's1')!;
    const at = (col: number, row: number) => grid.grids.mouse[row * grid.cols + col];
    const col = Math.floor(0.5 * grid.cols);
    const row = Math.floor(0.5 * grid.rows);
    expect(at(col, row)).toBe(1);
    expect(at(col + 1, row)).toBeGreaterThan(at(col + 2, row));
    expect(at(col + 2, row)).toBeGreaterThan(0);
  });
});

describe('an unusual order of interactions in the figures', () => {
  it('names the screen and widget of the interactions that stood out, folded a session at a time as at once', () => {
    const ev = eventMaker((session) => ({ user: `user-${session}`, x: 0.2, y: 0.05 }));
    /** Types a name (clicking the field first, unless `typedFirst`), then goes on. */
    const session = (id: string, t0: number, typedFirst = false) => {
      const click = ev(id, t0 + 1000, 'WidgetClick', 's1', 'name');
      const change = ev(id, t0 + 2000, 'WidgetChange', 's1', 'name', { state: { type: 'value', value: id } });
      return [
        ev(id, t0, 'SessionStart', 's1'),
        ev(id, t0 + 1, 'ScreenLoaded', 's1'),
        ...(typedFirst
          ? [
              { ...change, time: t0 + 1000 },
              { ...click, time: t0 + 2000 },
            ]
          : [click, change]),
        ev(id, t0 + 3000, 'WidgetClick', 's1', 'go'),
        ev(id, t0 + 3001, 'ScreenLoaded', 's2'),
      ];
    };
    const events = [
      ...Array.from({ length: 10 }, (_, i) => session(`u${i}`, i * 100_000)),
      session('odd', 2_000_000, true),
    ].flat();
    const study: Study = { app: smallApp(), tasks: [], annotations: [], events, tracks: [] };
    const figures = inGroups(study, 3);
    expect(figures).toEqual(atOnce(study));
    expect(figures.sessions.filter((row) => row.unusual.length).map((row) => [row.id, row.unusual])).toEqual([
      [
        'odd',
        [
          expect.objectContaining({
            metric: 'order',
            direction: 'high',
            steps: [
              [
                { screen: 'Start', widget: 'Name', type: 'WidgetChange' },
                { screen: 'Start', widget: 'Name', type: 'WidgetClick' },
                { screen: 'Start', widget: 'Go', type: 'WidgetClick' },
              ],
            ],
          }),
        ],
      ],
    ]);
  });
});

describe.skipIf(!hasQuantUx)('the studies of the existing product, folded a session at a time', () => {
  const file = (name: string) => ({ name, json: readQuantUx(name) });
  const toStudy = (imported: ReturnType<typeof readStudyFiles>, app = imported.app!): Study => ({
    app,
    tasks: (imported.testSettings?.tasks ?? []) as TaskLike[],
    annotations: [],
    events: imported.events as unknown as AnalyticsEvent[],
    tracks: imported.mouse as unknown as MouseTrackLike[],
  });

  it('funnel (11 sessions, 2 tasks): as at once, with the funnel of its tasks', () => {
    const study = toStudy(readStudyFiles(['funnelApp.json', 'funnelEvents.json', 'funnelTestSettings.json'].map(file)));
    const figures = inGroups(study, 1);
    expect(figures).toEqual(atOnce(study));
    expect(figures.tasks.map((f) => f.details?.funnel)).toEqual([
      [11, 9, 7, 6],
      [11, 9, 7],
    ]);
  });

  it('outliers (8 sessions, a stand-in prototype): as at once', () => {
    const imported = readStudyFiles(['outlierEvents.json', 'outlierTest.json'].map(file));
    const study = toStudy(imported, standInApp(imported, { id: 'stand-in', name: 'Outliers' }));
    expect(inGroups(study, 3)).toEqual(atOnce(study));
  });

  it('export_snack with its 1,698 pointer tracks and no events: the tracks warm its screens', () => {
    const study = toStudy(readStudyFiles(['export_snack.json', 'mouseData.json'].map(file)));
    const figures = inGroups(study, 5);
    expect(figures).toEqual(atOnce(study));
    expect(figures.sessions).toEqual([]);
    expect(figures.heat.filter((h) => h.points.mouse > 0).length).toBeGreaterThan(1);
  });
});
