import { beforeAll, describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import type { AnalyticsEvent } from './events';
import { levenshtein } from './levenshtein';
import { pathKeys, pathScores, sessionOutliers } from './outliers';
import { buildSessions } from './sessions';
import { eventMaker } from './eventMaker';

const codes = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const ev = eventMaker(() => ({ user: 'u', x: 0.5, y: 0.5 }));

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

/** The full table, written out plainly, to check the fast one against. */
function referenceDistance(a: readonly number[], b: readonly number[]): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i][j] = Math.min(
        table[i - 1][j] + 1,
        table[i][j - 1] + 1,
        table[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return table[a.length][b.length];
}

describe('levenshtein against the full table', () => {
  let state = 12345;
  const rand = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
  it('random pairs from 0 to 150 symbols, one to many words of bits', () => {
    for (let trial = 0; trial < 600; trial++) {
      const alphabet = 1 + rand(trial % 3 === 0 ? 3 : 40);
      const a = Array.from({ length: rand(trial % 2 ? 40 : 150) }, () => rand(alphabet));
      // b: a mutated copy or an unrelated sequence
      const b =
        trial % 4 === 0
          ? Array.from({ length: rand(150) }, () => rand(alphabet))
          : a.filter(() => rand(10) > 0).map((s) => (rand(8) ? s : rand(alphabet)));
      if (rand(3) === 0) b.splice(rand(b.length + 1), 0, ...Array.from({ length: rand(40) }, () => rand(alphabet)));
      const expected = referenceDistance(a, b);
      expect(levenshtein(a, b)).toBe(expected);
      expect(levenshtein(Int32Array.from(b), Int32Array.from(a))).toBe(expected);
    }
  });

  it('word boundaries (30 bits a word) and around them', () => {
    for (const length of [1, 29, 30, 31, 32, 59, 60, 61, 64, 89, 90, 91, 120, 121]) {
      const a = Array.from({ length }, (_, i) => i % 7);
      const b = Array.from({ length: length + 5 }, (_, i) => (i * 3) % 7);
      expect(levenshtein(a, b)).toBe(referenceDistance(a, b));
      expect(levenshtein(a, [])).toBe(length);
    }
  });

  it('other symbols (not small whole numbers) use the plain table', () => {
    expect(levenshtein([1.5, -2, 3], [-2, 3, 1e9])).toBe(2);
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
  let sessions: ReturnType<typeof buildSessions>;
  beforeAll(() => {
    sessions = buildSessions(readQuantUx<AnalyticsEvent[]>('outlierEvents.json'));
  });

  it('per-session table has 8 rows', () => {
    expect(sessionOutliers(sessions)).toHaveLength(8);
  });

  it('edit-distance score of S1682030162151_6362 is 72', () => {
    const scores = pathScores(sessions);
    expect(scores).toHaveLength(8);
    expect(scores.find((s) => s.session === 'S1682030162151_6362')?.score).toBe(72);
  });
});
