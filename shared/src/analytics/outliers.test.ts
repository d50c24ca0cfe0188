import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import type { AnalyticsEvent } from './events';
import { levenshtein } from './levenshtein';
import { pathKeys, pathScores, sessionOutliers } from './outliers';
import { buildSessions } from './sessions';

const codes = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

let seq = 0;
function ev(session: string, time: number, type: string, screen: string, widget: string | null = null): AnalyticsEvent {
  return { id: `e${String(++seq).padStart(5, '0')}`, session, user: 'u', screen, widget, type, time, x: 0.5, y: 0.5 };
}

describe('levenshtein', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['flaw', 'lawn', 2],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['abc', 'abc', 0],
    ['intention', 'execution', 5],
    ['abcdef', 'azcdxf', 2],
  ])('%s → %s = %d', (a, b, d) => {
    expect(levenshtein(codes(a), codes(b))).toBe(d);
    expect(levenshtein(codes(b), codes(a))).toBe(d);
  });
});

describe('path scores and outliers', () => {
  const common = (s: string, t0: number, extra = 0) => [
    ev(s, t0, 'SessionStart', 'A'),
    ev(s, t0 + 1, 'ScreenLoaded', 'A'),
    ev(s, t0 + 1000, 'WidgetClick', 'A', 'go'),
    ev(s, t0 + 1001, 'ScreenLoaded', 'B'),
    ...Array.from({ length: extra }, (_, i) => ev(s, t0 + 1500 + i, 'ScreenClick', 'B')),
    ev(s, t0 + 2000, 'WidgetClick', 'B', 'buy'),
    ev(s, t0 + 2000 + extra * 100, 'ScreenScroll', 'B'),
  ];

  it('keys are screen.widget.type over path events only', () => {
    expect(pathKeys(common('S', 0))).toEqual([
      'A..ScreenLoaded',
      'A.go.WidgetClick',
      'B..ScreenLoaded',
      'B.buy.WidgetClick',
    ]);
  });

  it('scores each session by the sum of its distances to all others', () => {
    const sessions = buildSessions([...common('S1', 0), ...common('S2', 10_000), ...common('S3', 20_000, 2)]);
    expect(pathScores(sessions)).toEqual([
      { session: 'S1', length: 4, score: 0 + 2, estimated: false },
      { session: 'S2', length: 4, score: 0 + 2, estimated: false },
      { session: 'S3', length: 6, score: 2 + 2, estimated: false },
    ]);
  });

  it('estimates scores from reference sessions for large studies', () => {
    // 10 of 40 sessions take 3 extra clicks (distance 3 to the plain ones)
    const extra = (i: number) => i % 8 === 1 || i % 8 === 2;
    const events = Array.from({ length: 40 }, (_, i) =>
      common(`S${String(i).padStart(2, '0')}`, i * 10_000, extra(i) ? 3 : 0),
    ).flat();
    const sessions = buildSessions(events);
    const exact = pathScores(sessions);
    expect(exact.map((s) => s.score)).toEqual(sessions.map((_, i) => (extra(i) ? 30 * 3 : 10 * 3)));
    const estimate = pathScores(sessions, { references: 20 });
    expect(estimate.every((s) => s.estimated)).toBe(true);
    for (let i = 0; i < sessions.length; i++) {
      expect(Math.abs(estimate[i].score - exact[i].score) / exact[i].score).toBeLessThan(0.1);
    }
    const lowestExtra = Math.min(...estimate.filter((_, i) => extra(i)).map((s) => s.score));
    const highestPlain = Math.max(...estimate.filter((_, i) => !extra(i)).map((s) => s.score));
    expect(lowestExtra).toBeGreaterThan(highestPlain);
    expect(pathScores(sessions, { references: 100 })).toEqual(exact);
  });

  it('flags rare paths, long sessions and many interactions with their reasons', () => {
    const events = [
      ...common('S1', 0),
      ...common('S2', 10_000),
      ...common('S3', 20_000),
      ...common('S4', 30_000),
      ...common('S5', 40_000),
      ...common('S6', 50_000, 30),
    ];
    const rows = sessionOutliers(buildSessions(events));
    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 5).every((row) => row.reasons.length === 0)).toBe(true);
    const odd = rows[5];
    expect(odd).toMatchObject({ session: 'S6', interactions: 32, pathLength: 34, pathScore: 150, duration: 5000 });
    expect(odd.reasons.map((r) => [r.metric, r.direction])).toEqual([
      ['path', 'high'],
      ['duration', 'high'],
      ['interactions', 'high'],
    ]);
    expect(odd.reasons[0].text).toBe('rare path: score 150 above 30');
  });

  it('too few sessions: no flags', () => {
    const rows = sessionOutliers(buildSessions([...common('S1', 0), ...common('S2', 10_000, 30)]));
    expect(rows.every((row) => row.reasons.length === 0)).toBe(true);
  });
});

describe.skipIf(!hasQuantUx)('quant-ux outlier fixture', () => {
  const events = readQuantUx<AnalyticsEvent[]>('outlierEvents.json');
  const sessions = buildSessions(events);

  it('per-session table has 8 rows', () => {
    expect(sessionOutliers(sessions)).toHaveLength(8);
  });

  it('edit-distance score of S1682030162151_6362 is 72', () => {
    const scores = pathScores(sessions);
    expect(scores).toHaveLength(8);
    expect(scores.find((s) => s.session === 'S1682030162151_6362')?.score).toBe(72);
  });
});
