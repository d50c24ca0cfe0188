import { describe, expect, it } from 'vitest';
import { compareVariants, variantSessionsCsv, variantTaskCsv, type VariantFigures } from './variantComparison';

/** A variant whose sessions attempted the sign-up task `starts` times, `successes` of them in `ms` each. */
function variant(id: string, starts: number, successes: number, ms: (i: number) => number): VariantFigures {
  const results = Array.from({ length: starts }, (_, i) => ({
    session: `${id}${i}`,
    success: i < successes,
    duration: ms(i),
    interactions: 3,
  }));
  const rate = { rate: successes / starts, low: 0, high: 1 };
  return {
    variant: { id, name: `Variant ${id}` },
    figures: {
      misclicks: { clicks: 0, missed: 0, byScreen: [] } as unknown as VariantFigures['figures']['misclicks'],
      sessions: results.map((r, i) => ({
        id: r.session,
        user: `u${i}`,
        start: 1_700_000_000_000 + i,
        tasksDone: r.success ? 1 : 0,
      })) as VariantFigures['figures']['sessions'],
      tasks: [
        {
          task: 'signup',
          name: 'Sign up',
          steps: 3,
          strict: false,
          sessions: starts,
          starts,
          successes,
          directSuccesses: successes,
          indirectSuccesses: 0,
          overridden: 0,
          successRate: { ...rate, confidence: 0.95 },
          directRate: { ...rate, confidence: 0.95 },
          details: null,
          results,
          stepNames: [],
        },
      ] as unknown as VariantFigures['figures']['tasks'],
    },
  };
}

describe('compareVariants', () => {
  // Newcombe (1998), Table II, example (a): 56/70 against 48/80, interval 0.0524 to 0.3339 by method 10
  const a = variant('A', 80, 48, (i) => 30_000 + i * 100);
  const b = variant('B', 70, 56, (i) => 20_000 + i * 100);

  it("compares each variant's successes and times with the first's, in words that follow the interval", () => {
    const [signup] = compareVariants([a, b]);
    expect(signup!.perVariant.map((v) => [v.variant.id, v.data.successes, v.data.trials, v.data.times.length])).toEqual(
      [
        ['A', 48, 80, 48],
        ['B', 56, 70, 56],
      ],
    );
    const [{ comparison, success, time }] = signup!.against as [(typeof signup)['against'][number]];
    expect(comparison.success.difference).toBeCloseTo(0.2, 4);
    expect(comparison.success.low).toBeCloseTo(0.0524, 4);
    expect(comparison.success.high).toBeCloseTo(0.3339, 4);
    expect(success).toEqual({ key: 'verdict.higher', params: { variant: 'Variant B', low: 5, high: 33 } });
    expect(comparison.time!.ratio).toBeLessThan(1);
    expect(time.key).toBe('time.shorter');
  });

  it('writes one row per task and variant, and one per session with its variant', () => {
    const csv = variantTaskCsv(compareVariants([a, b]))
      .trim()
      .split(/\r?\n/);
    expect(csv).toHaveLength(3);
    expect(csv[0]).toMatch(/^variant,task,steps,/);
    expect(csv[1]).toMatch(/^Variant A,Sign up,3,false,80,80,48,0\.6,/);
    expect(csv[2]).toMatch(/^Variant B,Sign up,3,false,70,70,56,0\.8,.*,0\.2,0\.0524,0\.3339,/);
    const sessions = variantSessionsCsv([a, b]).trim().split(/\r?\n/);
    expect(sessions).toHaveLength(151);
    expect(sessions[1]).toMatch(/^A0,u0,.*,A,Variant A,1$/);
    expect(sessions.filter((line) => line.includes(',B,Variant B,'))).toHaveLength(70);
  });
});
