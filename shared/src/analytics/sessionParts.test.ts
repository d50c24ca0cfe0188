import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import type { AnnotationLike } from './annotations';
import { eventMaker } from './eventMaker';
import type { AnalyticsEvent } from './events';
import type { MouseTrackLike } from './mouseHeat';
import { partMaker, type MousePart, type SessionPart, type StudyInputs } from './sessionParts';
import { figuresFold, figuresMerge, type TagFilter } from './studyFigures';
import type { TaskLike } from './taskMatching';

/** A seeded source of numbers in 0..1, so a failing study can be made again. */
function randomOf(seed: number) {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}

function studyApp() {
  const go = newWidget({ id: 'go', type: 'Button', x: 10, y: 10, w: 100, h: 40, props: { label: 'Go' } });
  const back = newWidget({ id: 'back', type: 'Button', x: 10, y: 10, w: 100, h: 40, props: { label: 'Back' } });
  const name = newWidget({ id: 'name', type: 'TextBox', x: 10, y: 80, w: 200, h: 40, props: { label: 'Name' } });
  return newApp({
    id: 'study',
    screens: {
      s1: newScreen({ id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: ['go', 'name'] }),
      s2: newScreen({ id: 's2', name: 'Next', x: 500, y: 0, w: 375, h: 1200, children: ['back'] }),
    },
    widgets: { go, back, name },
    lines: {
      l1: newLine({ id: 'l1', from: 'go', to: 's2', event: 'click' }),
      l2: newLine({ id: 'l2', from: 'back', to: 's1', event: 'click' }),
    },
  });
}

const tasks: TaskLike[] = [
  {
    id: 't1',
    name: 'Go on',
    flow: [
      { screen: 's1', widget: 'go', type: 'WidgetClick' },
      { screen: 's2', widget: null, type: 'ScreenLoaded' },
    ],
  },
  { id: 't2', name: 'Come back', flow: [{ screen: 's2', widget: 'back', type: 'WidgetClick' }] },
];

interface Study extends StudyInputs {
  events: AnalyticsEvent[];
  tracks: MouseTrackLike[];
}

/** `n` random walks between the two screens, with typing, misclicks, scrolls and pointer tracks. */
function randomStudy(seed: number, n: number): Study {
  const random = randomOf(seed);
  const ev = eventMaker((session) => ({ user: `user-${session}`, x: -1, y: -1 }));
  const events: AnalyticsEvent[] = [];
  const tracks: MouseTrackLike[] = [];
  const annotations: AnnotationLike[] = [];
  for (let s = 0; s < n; s++) {
    const id = `r${s}`;
    let time = 1_000_000 + Math.floor(random() * 20) * 50_000;
    const at = () => (time += 100 + Math.round(random() * 3000));
    events.push(ev(id, at(), 'SessionStart', 's1'), ev(id, at(), 'ScreenLoaded', 's1'));
    let screen = 's1';
    for (let step = Math.floor(random() * 8); step > 0; step--) {
      const pick = random();
      if (pick < 0.2) events.push(ev(id, at(), 'ScreenClick', screen, null, { x: random(), y: random() }));
      else if (pick < 0.35)
        events.push(ev(id, at(), 'ScreenScroll', screen, null, { scrollTop: Math.round(random() * 600) }));
      else if (pick < 0.5 && screen === 's1')
        events.push(ev(id, at(), 'WidgetChange', 's1', 'name', { state: { type: 'value', value: `N${s}-${step}` } }));
      else {
        const [widget, to] = screen === 's1' ? ['go', 's2'] : ['back', 's1'];
        events.push(ev(id, at(), 'WidgetClick', screen, widget, { x: 0.2, y: 0.05 }), ev(id, at(), 'ScreenLoaded', to));
        screen = to;
      }
      if (random() < 0.5)
        tracks.push({ session: id, screen, x: [random(), random()], y: [random(), random()], t: [time, time + 300] });
    }
    if (random() < 0.1) annotations.push({ kind: 'session', reference: id, isValid: false });
    else if (random() < 0.3) annotations.push({ kind: 'session', reference: id, tags: [{ tag: 'x' }] });
  }
  tracks.push({ session: 'pointer-only', screen: 's1', x: [0.3], y: [0.7], t: [5], sample: 80 });
  return { app: studyApp(), tasks, annotations, events, tracks };
}

function atOnce(
  study: Study,
  events: readonly AnalyticsEvent[],
  tracks: readonly MouseTrackLike[],
  filter?: TagFilter,
) {
  const fold = figuresFold(study, filter);
  fold.addEvents(events);
  fold.addTracks(tracks);
  return fold.result();
}

/** A random order of arrival: late events of a session come after others' (shuffled). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * What the API does: the records arrive in batches; after each, the parts of the sessions the batch
 * touched are made again from all their records so far, and kept as JSON text; the figures are the
 * merge of every kept part.
 */
function incrementally(study: Study, seed: number, batches: number, filters: Array<TagFilter | undefined>) {
  const random = randomOf(seed);
  const maker = partMaker(study);
  const arrivals = shuffled([...study.events.map((e) => ({ e })), ...study.tracks.map((t) => ({ t }))], random);
  const cuts = [
    0,
    ...Array.from({ length: batches - 1 }, () => Math.floor(random() * arrivals.length)),
    arrivals.length,
  ];
  cuts.sort((a, b) => a - b);
  const events: AnalyticsEvent[] = [];
  const tracks: MouseTrackLike[] = [];
  const kept = new Map<string, string>();
  const keptMouse = new Map<string, string>();
  const checks: Array<{ merged: unknown; whole: unknown }> = [];
  for (let b = 1; b < cuts.length; b++) {
    const batch = arrivals.slice(cuts[b - 1], cuts[b]);
    const touched = new Set<string>();
    for (const item of batch) {
      if ('e' in item) events.push(item.e);
      else tracks.push(item.t);
      touched.add('e' in item ? item.e.session : item.t.session);
    }
    for (const part of maker.sessions(events.filter((e) => touched.has(e.session))))
      kept.set(part.row.id, JSON.stringify(part));
    for (const [session, part] of maker.tracks(tracks.filter((t) => touched.has(t.session))))
      keptMouse.set(session, JSON.stringify(part));
    for (const filter of filters) {
      const merge = figuresMerge(study, filter);
      for (const text of shuffled([...kept.values()], random)) merge.add(JSON.parse(text) as SessionPart);
      for (const [session, text] of keptMouse) merge.addMouse(session, JSON.parse(text) as MousePart);
      checks.push({ merged: merge.result(), whole: atOnce(study, events, tracks, filter) });
    }
  }
  return checks;
}

describe('the figures merged from the kept parts of each session', () => {
  const filters: Array<TagFilter | undefined> = [
    undefined,
    { tags: ['x'], tagMode: 'any' },
    { tags: [], tagMode: 'any', sessions: ['r1', 'r2', 'r5', 'pointer-only'] },
  ];

  it('equal the whole study folded afresh, after every batch of new and late records', () => {
    for (const seed of [3, 11, 29, 71, 101]) {
      const study = randomStudy(seed, 14 + (seed % 9));
      for (const { merged, whole } of incrementally(study, seed * 7, 2 + (seed % 4), filters))
        expect(merged).toEqual(whole);
    }
  });

  it('count the new sessions of the last batch', () => {
    const study = randomStudy(5, 20);
    const checks = incrementally(study, 9, 3, [undefined]);
    const last = checks[checks.length - 1].merged as ReturnType<typeof atOnce>;
    expect(last.sessions).toHaveLength(20);
    expect(last.heat.find((h) => h.screen === 's1')!.points.mouse).toBeGreaterThan(0);
  });
});
