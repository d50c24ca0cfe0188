import { beforeAll, describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { eventMaker } from './eventMaker';
import type { AnalyticsEvent } from './events';
import { outlierSession, pathScores, screenPath, sessionOutliers } from './outliers';
import { buildSessions } from './sessions';

const ev = eventMaker(() => ({ user: 'u', x: 0.5, y: 0.5 }));

/**
 * A session through `screens` (one letter each), starting at `t0`: each screen loaded, a click on
 * its button after 1 s, `clicks` clicks in all (the rest on the last screen), `seconds` long.
 */
function session(id: string, t0: number, screens: string, clicks = screens.length, seconds = 10) {
  const events = [ev(id, t0, 'SessionStart', screens[0])];
  [...screens].forEach((screen, i) => {
    events.push(ev(id, t0 + i * 1000 + 1, 'ScreenLoaded', screen));
    if (i < clicks) events.push(ev(id, t0 + i * 1000 + 500, 'WidgetClick', screen, 'go'));
  });
  const last = screens[screens.length - 1];
  for (let i = screens.length; i < clicks; i++) events.push(ev(id, t0 + 5000 + i, 'ScreenClick', last));
  events.push(ev(id, t0 + seconds * 1000, 'ScreenScroll', last));
  return events;
}

const study = (...sessions: AnalyticsEvent[][]) => buildSessions(sessions.flat()).map(outlierSession);
const flags = (rows: ReturnType<typeof sessionOutliers>) =>
  rows
    .filter((row) => row.reasons.length)
    .map((row) => [row.session, ...row.reasons.map((r) => `${r.metric} ${r.direction}`)]);

describe('screen paths', () => {
  it('are the screens loaded in order, a screen shown twice in a row once', () => {
    const events = [
      ev('S', 0, 'SessionStart', 'A'),
      ev('S', 1, 'ScreenLoaded', 'A'),
      ev('S', 2, 'WidgetClick', 'A', 'go'),
      ev('S', 3, 'ScreenLoaded', 'A'),
      ev('S', 4, 'ScreenLoaded', 'B'),
      ev('S', 5, 'OverlayLoaded', 'M'),
      ev('S', 6, 'ScreenLoaded', 'B'),
    ];
    expect(screenPath(events)).toEqual(['A', 'B', 'M', 'B']);
  });
});

describe('path scores', () => {
  it('are 0-ish when everybody went the same way, and about log2(N) bits for a step nobody else took', () => {
    const same = Array.from({ length: 20 }, (_, i) => session(`S${i}`, i * 100_000, 'ABC'));
    const scores = pathScores(study(...same, session('odd', 5_000_000, 'ADC')));
    const usual = scores.slice(0, 20).map((s) => s.score);
    expect(Math.max(...usual)).toBeLessThan(0.2);
    const odd = scores[20];
    expect(odd).toMatchObject({ session: 'odd', length: 3 });
    // start → A as everybody (≈ 0 bits); A → D and D → C never made by others (≈ log2 of 20 and more)
    expect(odd.score).toBeGreaterThan((2 * Math.log2(20)) / 3);
  });

  it('weigh a common alternative far less than a unique detour', () => {
    const split = [
      ...Array.from({ length: 12 }, (_, i) => session(`B${i}`, i * 100_000, 'ABC')),
      ...Array.from({ length: 8 }, (_, i) => session(`D${i}`, (20 + i) * 100_000, 'AC')),
    ];
    const scores = pathScores(study(...split, session('odd', 9_000_000, 'AXYC')));
    const alternative = scores.find((s) => s.session === 'D0')!.score;
    expect(alternative).toBeLessThan(1);
    expect(scores.find((s) => s.session === 'odd')!.score).toBeGreaterThan(3 * alternative);
  });

  it('count a loop once: going round twice is not twice as unusual', () => {
    const base = Array.from({ length: 10 }, (_, i) => session(`S${i}`, i * 100_000, 'ABAB'));
    const scores = pathScores(study(...base, session('twice', 2_000_000, 'ABABAB')));
    expect(scores[10].score).toBeCloseTo(scores[0].score, 1);
  });
});

describe('unusual sessions', () => {
  it('flag a unique detour, a very long session and many more interactions, with what is typical', () => {
    const usual = Array.from({ length: 11 }, (_, i) => session(`S${i}`, i * 100_000, 'ABC', 4 + (i % 3), 20 + i));
    const rows = sessionOutliers(study(...usual, session('odd', 9_000_000, 'AXYC', 40, 300)));
    expect(flags(rows)).toEqual([['odd', 'path high', 'duration high', 'interactions high']]);
    const interactions = rows[11].reasons.find((r) => r.metric === 'interactions')!;
    expect(interactions.value).toBe(40);
    // the middle half of the usual sessions: 4, 5 or 6 interactions
    expect(interactions.typical.low).toBeGreaterThanOrEqual(4);
    expect(interactions.typical.high).toBeLessThanOrEqual(6);
  });

  it('flag nothing in a study of ordinary variation, even when a fence is crossed by one interaction', () => {
    // 11 sessions of exactly 12 interactions and one of 11: the fences are 12–12
    const alike = Array.from({ length: 11 }, (_, i) => session(`S${i}`, i * 100_000, 'ABC', 12, 30));
    const rows = sessionOutliers(study(...alike, session('one less', 2_000_000, 'ABC', 11, 31)));
    expect(flags(rows)).toEqual([]);
    // two ways through, 60/40, and times between 20 and 45 s
    const mixed = Array.from({ length: 20 }, (_, i) =>
      session(`M${i}`, (100 + i) * 100_000, i % 5 < 3 ? 'ABC' : 'AC', 3 + (i % 4), 20 + ((i * 7) % 26)),
    );
    expect(flags(sessionOutliers(study(...mixed)))).toEqual([]);
  });

  it('flag a very short session with very few interactions', () => {
    const usual = Array.from({ length: 12 }, (_, i) => session(`S${i}`, i * 100_000, 'ABC', 10 + (i % 3), 60 + i));
    const rows = sessionOutliers(study(...usual, session('quick', 9_000_000, 'ABC', 1, 3)));
    expect(flags(rows)).toEqual([['quick', 'duration low', 'interactions low']]);
  });

  it('flag nothing in a study of fewer than 8 sessions, however odd one is', () => {
    const few = Array.from({ length: 6 }, (_, i) => session(`S${i}`, i * 100_000, 'ABC'));
    const rows = sessionOutliers(study(...few, session('odd', 900_000, 'AXYZC', 50, 900)));
    expect(rows).toHaveLength(7);
    expect(flags(rows)).toEqual([]);
  });
});

/**
 * A form on screen F: the tester clicks `fields` (one letter each, in order), then "send", which
 * leads to screen D, where "ok" is clicked. `misses` clicks land on F where nothing is linked,
 * after the first field. About 15 s long.
 */
function form(id: string, t0: number, fields: string, misses = 0) {
  const events = [ev(id, t0, 'SessionStart', 'F'), ev(id, t0 + 1, 'ScreenLoaded', 'F')];
  [...fields].forEach((field, i) => {
    events.push(ev(id, t0 + 1000 * (i + 1), 'WidgetClick', 'F', field));
    if (i === 0)
      for (let m = 0; m < misses; m++) events.push(ev(id, t0 + 1000 * (i + 1) + 100 + m, 'ScreenClick', 'F'));
  });
  events.push(ev(id, t0 + 9000, 'WidgetClick', 'F', 'send'));
  events.push(ev(id, t0 + 9001, 'ScreenLoaded', 'D'));
  events.push(ev(id, t0 + 15_000, 'WidgetClick', 'D', 'ok'));
  return events;
}

const words = (steps: { screen: string; widget: string; type: string }[][] | undefined) =>
  steps?.map((stretch) => stretch.map(({ screen, widget, type }) => `${screen}:${widget || '-'}:${type}`));

describe('interaction paths', () => {
  it('are the interactions in order, by screen, widget and event, one repeated in a row once', () => {
    const events = [
      ev('S', 0, 'SessionStart', 'A'),
      ev('S', 1, 'ScreenLoaded', 'A'),
      ev('S', 2, 'WidgetClick', 'A', 'x'),
      ev('S', 3, 'WidgetClick', 'A', 'x'),
      ev('S', 4, 'WidgetChange', 'A', 'x'),
      ev('S', 5, 'ScreenScroll', 'A'),
      ev('S', 6, 'ScreenClick', 'A'),
      ev('S', 7, 'WidgetClick', 'A', 'x'),
    ];
    expect(outlierSession(buildSessions(events)[0]).steps.map((step) => step.replaceAll('\u0001', ':'))).toEqual([
      'A:x:WidgetClick',
      'A:x:WidgetChange',
      'A::ScreenClick',
      'A:x:WidgetClick',
    ]);
  });
});

describe('unusual orders of interactions', () => {
  // most fill the form top to bottom, some fill "c" before "b", a few miss once after "a"
  const ordinary = Array.from({ length: 14 }, (_, i) =>
    form(`S${i}`, i * 100_000, i % 3 === 2 ? 'acbd' : 'abcd', i % 5 === 4 ? 1 : 0),
  );

  it('flag a session that clicks the same widgets on the same screens in an unusual order, and name them in order', () => {
    const rows = sessionOutliers(study(...ordinary, form('odd', 9_000_000, 'dcba')));
    expect(flags(rows)).toEqual([['odd', 'order high']]);
    const odd = rows.find((row) => row.session === 'odd')!;
    // the screen path is everybody's: F then D
    expect(odd.pathScore).toBeLessThan(0.2);
    const order = odd.reasons[0];
    expect(order.value).toBeGreaterThan(order.typical.high + 1);
    // the fields backwards from the start (c → b some others did too), then on to "send" from "a"
    expect(words(order.steps)).toEqual([
      ['F:d:WidgetClick', 'F:c:WidgetClick'],
      ['F:b:WidgetClick', 'F:a:WidgetClick', 'F:send:WidgetClick'],
    ]);
  });

  it('flag a session that does other kinds of interactions on the same widgets', () => {
    const changes = form('typed', 9_000_000, 'abcd').map((event) =>
      'abcd'.includes(event.widget ?? '-') ? { ...event, type: 'WidgetChange' } : event,
    );
    const rows = sessionOutliers(study(...ordinary, changes));
    expect(flags(rows)).toEqual([['typed', 'order high']]);
    expect(words(rows.find((row) => row.session === 'typed')!.reasons[0].steps)).toEqual([
      ['F:a:WidgetChange', 'F:b:WidgetChange', 'F:c:WidgetChange', 'F:d:WidgetChange'],
    ]);
  });

  it('flag nothing when every session is ordinary: common orders, an occasional miss', () => {
    expect(flags(sessionOutliers(study(...ordinary)))).toEqual([]);
    // two orders half and half, and misses in a third of the sessions
    const halves = Array.from({ length: 16 }, (_, i) =>
      form(`H${i}`, (200 + i) * 100_000, i % 2 ? 'abcd' : 'badc', i % 3 === 0 ? 2 : 0),
    );
    expect(flags(sessionOutliers(study(...halves)))).toEqual([]);
  });

  it('leave a session with a rare screen path to the path reason alone', () => {
    const detour = [
      ev('detour', 9_000_000, 'SessionStart', 'F'),
      ev('detour', 9_000_001, 'ScreenLoaded', 'F'),
      ev('detour', 9_001_000, 'WidgetClick', 'F', 'help'),
      ev('detour', 9_001_001, 'ScreenLoaded', 'H'),
      ev('detour', 9_002_000, 'WidgetClick', 'H', 'back'),
      ...form('detour', 9_002_001, 'abcd').slice(1),
    ];
    expect(flags(sessionOutliers(study(...ordinary, detour)))).toEqual([['detour', 'path high']]);
  });
});

describe.skipIf(!hasQuantUx)('quant-ux outlier fixture', () => {
  let sessions: ReturnType<typeof buildSessions>;
  beforeAll(() => {
    sessions = buildSessions(readQuantUx<AnalyticsEvent[]>('outlierEvents.json'));
  });

  it('per-session table has 8 rows, each with its path scored', () => {
    const rows = sessionOutliers(sessions.map(outlierSession));
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.pathLength > 0 && Number.isFinite(row.pathScore))).toBe(true);
  });

  it("flags the session that clicks the first screen's fields backwards, naming them, and no ordinary one", () => {
    const rows = sessionOutliers(sessions.map(outlierSession));
    // all pass the same two screens: no path is unusual; two sessions stop after a few clicks
    expect(flags(rows)).toEqual([
      ['S1682027359407_7096', 'order high'],
      ['S1682030151534_2466', 'duration low', 'interactions low'],
      ['S1682030162151_6362', 'duration low', 'interactions low'],
    ]);
    const [stretch] = rows.find((row) => row.session === 'S1682027359407_7096')!.reasons[0].steps!;
    // five fields of the first screen in the reverse of everybody's order, then on as usual
    expect(stretch.map((step) => step.widget.slice(-4))).toEqual(['4663', '9898', '0313', '7889', '7523', '3980']);
    expect(new Set(stretch.map((step) => `${step.screen} ${step.type}`)).size).toBe(1);
  });
});
