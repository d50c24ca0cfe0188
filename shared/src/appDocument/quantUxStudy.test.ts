import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { buildSessions } from '../analytics/sessions';
import { taskFigures } from '../analytics/taskFigures';
import { MAX_EVENT_BATCH } from '../constants';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { studyBatchSchema } from '../contract/study';
import {
  hasStudyData,
  MAX_STUDY_BATCH_BYTES,
  readStudyFiles,
  standInApp,
  studyBatches,
  studyCounts,
  studyFileKind,
  type StudyImport,
} from './quantUxStudy';
import { validateApp } from './validateApp';

type Json = Record<string, unknown>;

const app = () => {
  const doc = newApp({ id: 'qux-app', name: 'Shop' });
  doc.screens = { s1: newScreen({ id: 's1' }), s2: newScreen({ id: 's2' }) };
  return doc;
};

const event = (fields: Json = {}): Json => ({
  session: 'S1',
  user: { id: 'U1', name: 'tester' },
  screen: 's1',
  widget: null,
  type: 'ScreenLoaded',
  time: 1000,
  x: -1,
  y: -1,
  scrollTop: 0,
  ...fields,
});

const track = (fields: Json = {}): Json => ({
  session: 'S1',
  user: 'U1',
  screen: 's1',
  x: [0.1, -0.2],
  y: [0.5, 1.2],
  c: [0, 1],
  t: [1000, 1050],
  sample: 50,
  ...fields,
});

const settings = (fields: Json = {}): Json => ({
  _id: 'ts1',
  appID: 'qux-app',
  userID: 'u9',
  created: 5,
  lastUpdate: 6,
  id: 'ts1',
  tasks: [
    {
      name: 'Go on',
      description: '',
      id: 't1',
      strict: false,
      flow: [
        { screen: 's1', widget: null, type: 'ScreenLoaded' },
        { screen: 's2', widget: null, type: 'ScreenLoaded', recorded: true },
      ],
    },
  ],
  ...fields,
});

const read = (...json: unknown[]) => readStudyFiles(json.map((value, i) => ({ name: `file${i}.json`, json: value })));

describe('studyFileKind: what a file holds, by its content', () => {
  it.each([
    ['a prototype', app(), 'app'],
    ['test settings', settings(), 'testSettings'],
    ['events', [event()], 'events'],
    ['mouse tracks', [track()], 'mouse'],
    ['comments', [{ appID: 'a', message: 'Hi', type: 'overview' }], 'comments'],
    ['our session annotations', [{ kind: 'session', reference: 'S1', isValid: false }], 'annotations'],
    ['our tag definitions', [{ kind: 'tag', name: 'lost' }], 'annotations'],
    ["the existing product's tags", [{ type: 'tags', reference: '', sessions: {} }], 'annotations'],
    ['an empty list', [], 'empty'],
    ['something else', { hello: 'world' }, undefined],
    ['a list of something else', [1, 2], undefined],
  ])('%s', (_name, json, kind) => {
    expect(studyFileKind(json)).toBe(kind);
  });
});

describe('readStudyFiles', () => {
  it('brings the prototype with its events, tracks and tasks, unknown fields kept', () => {
    const events = [event(), event({ type: 'Animation', time: 1001, animation: { from: {} }, noheat: true, x: -0.1 })];
    const study = read(settings(), [track({ appID: 'qux-app', hidden: 1 })], events, app());
    expect(study.app?.id).toBe('qux-app');
    expect(study.events).toEqual(events);
    expect(study.mouse).toEqual([track({ appID: 'qux-app', hidden: 1 })]);
    expect(study.testSettings).toEqual({
      tasks: [
        {
          name: 'Go on',
          description: '',
          id: 't1',
          strict: false,
          flow: [
            { screen: 's1', widget: null, type: 'ScreenLoaded' },
            { screen: 's2', widget: null, type: 'ScreenLoaded' },
          ],
        },
      ],
    });
    expect(study.problems).toEqual([]);
    expect(studyCounts(study)).toEqual({ sessions: 1, events: 2, mouse: 1, tasks: 1, annotations: 0, comments: 0 });
    expect(hasStudyData(study)).toBe(true);
  });

  it('says what cannot come along: unknown files, a second prototype, bad records, records of another prototype', () => {
    const study = read(
      app(),
      { ...app(), id: 'second' },
      { notes: 'hello' },
      [event(), event({ time: 'later' }), event({ session: 7 }), event({ appID: 'elsewhere' })],
      settings({ splash: { url: 'qux-app/welcome.png' }, language: 'fr' }),
    );
    expect(study.events).toEqual([event()]);
    expect(study.problems).toEqual([
      { kind: 'unknownFile', file: 'file2.json' },
      { kind: 'extraFile', file: 'file1.json', part: 'app' },
      { kind: 'otherApp', part: 'events', count: 1 },
      { kind: 'invalidRecords', part: 'events', count: 2, field: 'time', message: expect.any(String) },
      { kind: 'splash' },
    ]);
    expect(study.testSettings).not.toHaveProperty('language');
  });

  it('drops the appId our API adds to what it answers, and keeps records of our own export', () => {
    const study = read(app(), [{ ...event(), id: 'e1', appId: 'old-app' }]);
    expect(study.events).toEqual([{ ...event(), id: 'e1' }]);
  });

  it('refuses test settings of another prototype, and names a bad task', () => {
    expect(read(app(), settings({ appID: 'elsewhere' })).problems).toEqual([
      { kind: 'otherApp', part: 'testSettings', count: 1 },
    ]);
    const bad = read(app(), settings({ tasks: [{ id: 't1', name: '', flow: [] }] }));
    expect(bad.testSettings).toBeNull();
    expect(bad.problems).toEqual([
      { kind: 'invalidTestSettings', file: 'file1.json', field: 'tasks.0.name', message: 'A task needs a name' },
    ]);
  });

  it("merges the existing product's annotations into one verdict per session, and keeps tag definitions", () => {
    const study = read(app(), [
      { _id: 'n1', appID: 'qux-app', type: 'session', reference: 'S1', isValid: false, tasks: { t1: true, t2: 'x' } },
      {
        type: 'tags',
        appID: 'qux-app',
        reference: '',
        sessions: { S1: [{ tag: 'lost', time: 2000 }], S2: [{ tag: 'fast' }] },
      },
      { id: 'n3', kind: 'session', reference: 'S1', isValid: true, tags: [{ tag: 'again' }] },
      { id: 'tag1', kind: 'tag', name: 'lost', color: '#ff0000', appId: 'old' },
      { type: 'mood', reference: 'S3' },
    ]);
    expect(study.annotations).toEqual([
      {
        id: 'n1',
        kind: 'session',
        reference: 'S1',
        isValid: false,
        tasks: { t1: true },
        tags: [
          { tag: 'lost', start: 2000, end: undefined },
          { tag: 'again', start: undefined, end: undefined },
        ],
        created: undefined,
        lastUpdate: undefined,
      },
      expect.objectContaining({
        kind: 'session',
        reference: 'S2',
        isValid: true,
        tags: [{ tag: 'fast', start: undefined, end: undefined }],
      }),
      expect.objectContaining({ id: 'tag1', kind: 'tag', name: 'lost', color: '#ff0000' }),
    ]);
    expect(study.problems).toEqual([
      { kind: 'invalidRecords', part: 'annotations', count: 1, field: 'kind', message: expect.any(String) },
    ]);
  });

  it('brings comments without their authors', () => {
    const study = read(app(), [
      {
        _id: 'c1',
        appID: 'qux-app',
        userID: 'u1',
        user: { name: 'Klaus' },
        message: 'Nice',
        type: 'screen',
        reference: 's1',
        created: 10,
      },
      { id: 'c2', message: 'Yes', parentId: 'c1', fromInvitation: true, created: 11, lastUpdate: 12 },
    ]);
    expect(study.comments).toEqual([
      {
        id: 'c1',
        type: 'screen',
        reference: 's1',
        message: 'Nice',
        parentId: undefined,
        created: 10,
        lastUpdate: undefined,
      },
      { id: 'c2', type: undefined, reference: undefined, message: 'Yes', parentId: 'c1', created: 11, lastUpdate: 12 },
    ]);
  });

  it('reads recordings without their prototype', () => {
    const study = read([event()], settings());
    expect(study.app).toBeNull();
    expect(studyCounts(study).events).toBe(1);
  });
});

describe('standInApp', () => {
  it('has one blank screen per screen the recordings and tasks name, at the recorded size, ids kept', () => {
    const study = read(
      [
        event({ screen: 'b', time: 2000 }),
        event({ type: 'SessionStart', screen: 'a', time: 1000, device: { w: 390, h: 844 } }),
        event({ type: 'OverlayLoaded', screen: 'a', overlay: 'pop', time: 1500 }),
      ],
      [track({ screen: 'm' })],
      settings(),
    );
    const stand = standInApp(study, { id: 'new', name: 'Recorded study' });
    expect(validateApp(stand).ok).toBe(true);
    expect(Object.keys(stand.screens)).toEqual(['a', 'pop', 'b', 'm', 's1', 's2']);
    expect(stand.screenSize).toEqual({ w: 390, h: 844 });
    expect(stand.screens.a).toMatchObject({ name: 'a', x: 0, w: 390, h: 844, props: { start: true } });
    expect(stand.screens.pop).toMatchObject({ x: 490, props: { start: false } });
    expect(Object.keys(stand.widgets)).toEqual([]);
    expect(stand).toMatchObject({ id: 'new', name: 'Recorded study', type: 'smartphone' });
  });
});

describe('studyBatches', () => {
  const part = (n: number, make: (i: number) => Json) => Array.from({ length: n }, (_, i) => make(i));

  it('cuts each part at its limit of records', () => {
    const study: Pick<StudyImport, 'events' | 'mouse' | 'annotations' | 'comments'> = {
      events: part(MAX_EVENT_BATCH * 2 + 1, (i) => event({ time: i })),
      mouse: part(3, () => track()),
      annotations: [],
      comments: [{ message: 'Hi' }],
    };
    const batches = studyBatches(study);
    expect(batches.map((b) => Object.keys(b))).toEqual([['events'], ['events'], ['events'], ['mouse'], ['comments']]);
    expect(batches.map((b) => Object.values(b)[0]!.length)).toEqual([MAX_EVENT_BATCH, MAX_EVENT_BATCH, 1, 3, 1]);
    for (const batch of batches) expect(studyBatchSchema.safeParse(batch).success).toBe(true);
  });

  it('keeps each request under the body limit', () => {
    const big = 'x'.repeat(20_000);
    const events = part(600, (i) => event({ time: i, note: big }));
    const batches = studyBatches({ events, mouse: [], annotations: [], comments: [] });
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(JSON.stringify(batch).length).toBeLessThanOrEqual(MAX_STUDY_BATCH_BYTES + 100);
    expect(batches.flatMap((b) => b.events!)).toEqual(events);
  });
});

describe.skipIf(!hasQuantUx)('the fixtures of the existing product', () => {
  const file = (name: string) => ({ name, json: readQuantUx(name) });

  it('funnel: the app, its 68 events of 11 sessions and its 2 tasks, with the known task figures', () => {
    // names tell nothing: the content does
    const study = readStudyFiles(
      ['funnelTestSettings.json', 'funnelEvents.json', 'funnelApp.json'].map((name, i) => ({
        name: `upload-${i}.json`,
        json: readQuantUx(name),
      })),
    );
    expect(study.problems).toEqual([]);
    expect(studyCounts(study)).toEqual({ sessions: 11, events: 68, mouse: 0, tasks: 2, annotations: 0, comments: 0 });
    // the imported app keeps its screen and widget ids, so the events still name them
    for (const e of study.events) {
      expect(study.app!.screens[e.screen as string]).toBeDefined();
      if (e.widget) expect(study.app!.widgets[e.widget as string]).toBeDefined();
    }
    const figures = taskFigures(buildSessions(study.events as never), study.testSettings!.tasks as never);
    expect(figures.map((f) => f.details?.funnel)).toEqual([
      [11, 9, 7, 6],
      [11, 9, 7],
    ]);
    expect(studyBatches(study)).toHaveLength(1);
  });

  it('export_snack with mouseData: 1,698 tracks of 68 sessions; with another app they are refused', () => {
    const study = readStudyFiles([file('mouseData.json'), file('export_snack.json')]);
    expect(study.problems).toEqual([]);
    expect(studyCounts(study)).toMatchObject({ sessions: 68, mouse: 1698 });
    expect(studyBatches(study).map((b) => b.mouse!.length)).toEqual([500, 500, 500, 198]);
    const wrong = readStudyFiles([file('mouseData.json'), file('funnelApp.json')]);
    expect(wrong.mouse).toEqual([]);
    expect(wrong.problems).toEqual([{ kind: 'otherApp', part: 'mouse', count: 1698 }]);
  });

  it('outlier: no prototype among the files; a stand-in has every screen, and the study 8 sessions and 4 tasks', () => {
    const study = readStudyFiles([file('outlierEvents.json'), file('outlierTest.json')]);
    expect(study.app).toBeNull();
    expect(study.problems).toEqual([]);
    expect(studyCounts(study)).toEqual({ sessions: 8, events: 112, mouse: 0, tasks: 4, annotations: 0, comments: 0 });
    const stand = standInApp(study, { id: 'stand-in', name: 'Outliers' });
    expect(validateApp(stand).ok).toBe(true);
    for (const e of study.events) expect(stand.screens[e.screen as string]).toBeDefined();
    expect(buildSessions(study.events as never)).toHaveLength(8);
  });
});
