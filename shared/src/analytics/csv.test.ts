import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { importQuantUxApp } from '../appDocument/quantUx';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { csvField, toCsv } from './csv';
import { eventsCsv, surveyAnswers, surveyCsv, surveyFields, taskSummaryCsv } from './csvExports';
import type { AnalyticsEvent } from './events';
import { buildSessions } from './sessions';
import { taskFigures } from './taskFigures';
import { eventMaker } from './eventMaker';

const BOM = '\uFEFF';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['=1+2', "'=1+2"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['-12', '-12'],
    ['-0.5', '-0.5'],
    ['', ''],
    ['Zoë 😀', 'Zoë 😀'],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('formats other values', () => {
    expect(csvField(-12)).toBe('-12');
    expect(csvField(3.25)).toBe('3.25');
    expect(csvField(NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02T03:04:05.000Z');
    expect(csvField(['a', 'b,c'])).toBe('"a; b,c"');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('toCsv', () => {
  it('BOM, header, CRLF after every line', () => {
    expect(
      toCsv(
        ['name', 'n'],
        [
          ['x,y', -12],
          ['=cmd', 3],
        ],
      ),
    ).toBe(`${BOM}name,n\r\n"x,y",-12\r\n'=cmd,3\r\n`);
    expect(toCsv(['a'], [], { bom: false })).toBe('a\r\n');
  });
});

const ev = eventMaker((session) => ({ user: `u${session}`, x: -1, y: -1 }));

describe('survey export', () => {
  const form = newScreen({ id: 'F', children: ['name', 'age', 'ok', 'copy'] });
  const thanks = newScreen({ id: 'T', x: 500, children: ['mood'] });
  const widgets = [
    newWidget({ id: 'age', type: 'TextBox', y: 50, props: { label: 'Age' } }),
    newWidget({ id: 'name', type: 'TextBox', y: 10, props: { label: 'Name' } }),
    newWidget({ id: 'ok', type: 'Button', y: 90, props: { label: 'OK' } }),
    newWidget({ id: 'copy', type: 'TextBox', y: 70, name: 'Name' }),
    newWidget({ id: 'mood', type: 'RadioGroup', x: 500, name: 'Mood' }),
  ];
  const app = newApp({ screens: { F: form, T: thanks }, widgets: Object.fromEntries(widgets.map((w) => [w.id, w])) });
  const events = [
    ev('S1', 0, 'ScreenLoaded', 'F'),
    ev('S1', 1, 'WidgetChange', 'F', 'name', { state: { type: 'text', value: 'Ann' } }),
    ev('S1', 2, 'WidgetChange', 'F', 'name', { state: { type: 'text', value: '=HYPERLINK("x")' } }),
    ev('S1', 3, 'WidgetChange', 'F', 'age', { state: { type: 'text', value: -12 } }),
    ev('S1', 4, 'WidgetChange', 'T', 'mood', { state: { type: 'radio', value: ['good', 'calm'] } }),
    ev('S2', 10, 'ScreenLoaded', 'F'),
    ev('S2', 11, 'WidgetChange', 'F', 'copy', { state: { type: 'text', value: 'line 1\nline 2' } }),
  ];

  it('all inputs when none is marked, in screen and position order, unique headers', () => {
    expect(surveyFields(app)).toEqual([
      { widget: 'name', screen: 'F', header: 'Name (name)' },
      { widget: 'age', screen: 'F', header: 'Age' },
      { widget: 'copy', screen: 'F', header: 'Name (copy)' },
      { widget: 'mood', screen: 'T', header: 'Mood' },
    ]);
  });

  it('only marked widgets when some are marked', () => {
    const marked = {
      ...app,
      widgets: { ...app.widgets, age: { ...app.widgets.age, props: { label: 'Age', survey: true } } },
    };
    expect(surveyFields(marked).map((f) => f.widget)).toEqual(['age']);
  });

  it('names a field by its placeholder when it has no label', () => {
    const unlabelled = {
      ...app,
      widgets: { ...app.widgets, age: { ...app.widgets.age, props: { placeholder: 'Your age' } } },
    };
    expect(surveyFields(unlabelled).find((f) => f.widget === 'age')?.header).toBe('Your age');
  });

  it('one row per session with the last value of each field', () => {
    const sessions = buildSessions(events);
    expect(surveyAnswers(sessions, surveyFields(app)).map((r) => r.answers)).toEqual([
      { name: '=HYPERLINK("x")', age: -12, mood: ['good', 'calm'] },
      { copy: 'line 1\nline 2' },
    ]);
    expect(surveyCsv(sessions, app)).toBe(
      BOM +
        'session,user,start,Name (name),Age,Name (copy),Mood\r\n' +
        `S1,uS1,1970-01-01T00:00:00.000Z,"'=HYPERLINK(""x"")",-12,,good; calm\r\n` +
        'S2,uS2,1970-01-01T00:00:00.010Z,,,"line 1\nline 2",\r\n',
    );
  });

  it('an invalid session is not exported', () => {
    const sessions = buildSessions(events, { annotations: [{ kind: 'session', reference: 'S1', isValid: false }] });
    expect(surveyCsv(sessions, app).split('\r\n')).toHaveLength(3);
  });
});

describe('task summary and raw events', () => {
  it('task summary: rate, interval, times in seconds', () => {
    const events = [
      ev('S1', 0, 'ScreenLoaded', 'A'),
      ev('S1', 2000, 'ScreenLoaded', 'B'),
      ev('S2', 0, 'ScreenLoaded', 'A'),
      ev('S2', 8000, 'ScreenLoaded', 'B'),
      ev('S3', 0, 'ScreenLoaded', 'A'),
    ];
    const flow = [
      { screen: 'A', widget: null, type: 'ScreenLoaded' },
      { screen: 'B', widget: null, type: 'ScreenLoaded' },
    ];
    const csv = taskSummaryCsv(taskFigures(buildSessions(events), [{ id: 't', name: 'Find, "B"', flow }]));
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header.split(',')).toHaveLength(15);
    // 2/3: adjusted-Wald 0.2024..0.9437; both direct; geometric mean √(2·8) = 4 s; t(0.975, 1) = 12.706 makes its interval wide; median 5 s
    expect(row).toBe('"Find, ""B""",2,false,3,3,2,0.6667,0.2024,0.9437,2,2,4,0.001,26730.603,5');
  });

  it('raw events, legacy fields included, with the names of their screen and widget', () => {
    const app = newApp({
      screens: {
        A: newScreen({ id: 'A', name: 'Sign-up', children: ['w'] }),
        B: newScreen({ id: 'B', name: 'Welcome', parents: ['A'] }),
      },
      widgets: { w: newWidget({ id: 'w', type: 'TextBox', name: 'Box 1', props: { placeholder: 'Your email' } }) },
    });
    const event = ev('S', 1_700_000_000_000, 'WidgetChange', 'A', 'w', {
      state: { type: 'text', value: '-1+1' },
      scrollTop: 0,
    });
    // the copy of w that screen B inherits from A; and an event on a screen the app no longer has
    const inherited = ev('S', 1_700_000_001_000, 'WidgetClick', 'B', 'w@B');
    const gone = ev('S', 1_700_000_002_000, 'ScreenLoaded', 'Z');
    const csv = eventsCsv([{ ...event, user: { id: 'U1', name: 'tester' } }, inherited, gone], app);
    expect(csv.split('\r\n')).toEqual([
      BOM +
        'id,session,user,time,time (ISO 8601),type,screen,screen name,widget,widget name,x,y,scrollTop,overlay,gesture,value',
      `${event.id},S,U1,1700000000000,2023-11-14T22:13:20.000Z,WidgetChange,A,Sign-up,w,Your email,-1,-1,0,,,'-1+1`,
      `${inherited.id},S,uS,1700000001000,2023-11-14T22:13:21.000Z,WidgetClick,B,Welcome,w@B,Your email,-1,-1,,,,`,
      `${gone.id},S,uS,1700000002000,2023-11-14T22:13:22.000Z,ScreenLoaded,Z,,,,-1,-1,,,,`,
      '',
    ]);
  });
});

describe.skipIf(!hasQuantUx)('quant-ux survey fixture', () => {
  it('simSimpleForm: the text boxes are the fields; the example stream answers them', () => {
    const { app } = importQuantUxApp(readQuantUx('simSimpleForm.json'));
    const fields = surveyFields(app);
    expect(fields.map((f) => f.header)).toEqual(
      expect.arrayContaining(['Firstname', 'Lastname', 'Email', 'age', 'Number']),
    );
    const sessions = buildSessions(readQuantUx<AnalyticsEvent[]>('exampleEventStrea.json'));
    const csv = surveyCsv(sessions, app);
    expect(csv.startsWith(BOM + 'session,user,start,')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });
});
