import { describe, expect, it } from 'vitest';
import { en } from '../locales/workbench/versions/en';
import { compareTask, newcombeDifference, sampleSizePerGroup, timeRatio, type VariantTaskData } from './compare';
import { successVerdictText, timeVerdictText, type VerdictText } from './compareText';

describe('Newcombe hybrid score interval for p1 − p2', () => {
  // Newcombe (1998), Statistics in Medicine 17:873–890, Table II, method 10 (score, no continuity
  // correction): the eight worked examples (a)–(h), including zero counts and equal proportions.
  it.each([
    ['(a)', 56, 70, 48, 80, 0.0524, 0.3339],
    ['(b)', 9, 10, 3, 10, 0.1705, 0.809],
    ['(c)', 6, 7, 2, 7, 0.0582, 0.8062],
    ['(d)', 5, 56, 0, 29, -0.0381, 0.1926],
    ['(e)', 0, 10, 0, 20, -0.1611, 0.2775],
    ['(f)', 0, 10, 0, 10, -0.2775, 0.2775],
    ['(g)', 10, 10, 0, 20, 0.6791, 1],
    ['(h)', 10, 10, 0, 10, 0.6075, 1],
  ])('example %s %d/%d − %d/%d gives %d to %d', (_, x1, n1, x2, n2, low, high) => {
    const result = newcombeDifference(x1, n1, x2, n2);
    expect(result.difference).toBeCloseTo(x1 / n1 - x2 / n2, 12);
    expect(result.low).toBeCloseTo(low, 4);
    expect(result.high).toBeCloseTo(high, 4);
  });

  it('is symmetric when the groups swap, and empty without trials', () => {
    const ab = newcombeDifference(56, 70, 48, 80);
    const ba = newcombeDifference(48, 80, 56, 70);
    expect(ba.low).toBeCloseTo(-ab.high, 12);
    expect(ba.high).toBeCloseTo(-ab.low, 12);
    expect(newcombeDifference(0, 0, 3, 10)).toMatchObject({ difference: null, low: -1, high: 1 });
  });
});

describe('testers per group for two proportions', () => {
  it('matches published sample sizes (two-sided α = 0.05, power 0.8)', () => {
    // JMP 13.2 documentation, "Two Sample Proportions": 0.08 against 0.06 needs 2554 per group
    expect(sampleSizePerGroup(0.08, 0.06)).toBe(2554);
    // 50 % against 60 %: 388 per group (Fleiss, Levin & Paik eq. 4.14, no continuity correction)
    expect(sampleSizePerGroup(0.5, 0.6)).toBe(388);
    expect(sampleSizePerGroup(0.6, 0.5)).toBe(388);
    expect(() => sampleSizePerGroup(0.5, 0.5)).toThrow(RangeError);
  });
});

describe('ratio of geometric mean times, Welch interval on the log-times', () => {
  // R's documented Welch test on the sleep data (t.test(extra ~ group, data = sleep)): difference of
  // means 1.58, df = 17.776, 95 % interval −0.2054832 to 3.3654832 (group 2 − group 1). Given as
  // times exp(extra), the ratio of geometric means and its interval are exp of those figures.
  const group1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0].map(Math.exp);
  const group2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4].map(Math.exp);

  it('matches the worked example', () => {
    const result = timeRatio(group1, group2)!;
    expect(Math.log(result.ratio)).toBeCloseTo(1.58, 10);
    expect(result.df).toBeCloseTo(17.776, 3);
    expect(Math.log(result.low)).toBeCloseTo(-0.2054832, 6);
    expect(Math.log(result.high)).toBeCloseTo(3.3654832, 6);
  });

  it('needs two positive times per group', () => {
    expect(timeRatio([1000], [900, 1200])).toBeNull();
    expect(timeRatio([1000, 0, -5], [900, 1200])).toBeNull();
    expect(timeRatio([1000, 1000], [2000, 2000])).toMatchObject({ ratio: 2, low: 2, high: 2 });
  });
});

/** The English sentence of a verdict, as i18next would word it. */
function english({ key, params }: VerdictText): string {
  const texts = en as Record<string, string>;
  const plural = typeof params.count === 'number' ? (params.count === 1 ? '_one' : '_other') : '';
  const text = texts[key + plural];
  if (text === undefined) throw new Error(`no text ${key}${plural}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

const variant = (successes: number, trials: number, times: number[] = []): VariantTaskData => ({
  successes,
  trials,
  times,
});

describe('the plain sentence per task', () => {
  it('says by how many points B is better when the interval is above zero', () => {
    // B − A = 56/70 − 48/80: 5.24 to 33.39 points
    const comparison = compareTask(variant(48, 80), variant(56, 70));
    expect(comparison.successVerdict).toEqual({ kind: 'higher', low: 5, high: 33 });
    expect(english(successVerdictText(comparison.successVerdict, 'B'))).toBe(
      'B’s success rate is higher by 5 to 33 points',
    );
    const reverse = compareTask(variant(56, 70), variant(48, 80));
    expect(english(successVerdictText(reverse.successVerdict, 'B'))).toBe(
      'B’s success rate is lower by 5 to 33 points',
    );
  });

  it('says no difference is shown and how many more testers would find 10 points', () => {
    // 14/20 against 15/20: the pooled rate 0.725 → 0.675 against 0.775 needs 312 per variant (311.8)
    const comparison = compareTask(variant(14, 20), variant(15, 20));
    expect(sampleSizePerGroup(0.675, 0.775)).toBe(312);
    expect(comparison.successVerdict).toEqual({ kind: 'none', moreTesters: 292 });
    expect(english(successVerdictText(comparison.successVerdict, 'B'))).toBe(
      'No difference shown; about 292 more testers per variant would detect a 10-point difference at 80 % power',
    );
    const large = compareTask(variant(700, 1000), variant(710, 1000));
    expect(english(successVerdictText(large.successVerdict, 'B'))).toBe(
      'No difference shown; with this many testers a 10-point difference would have been found at 80 % power',
    );
    expect(english(successVerdictText(compareTask(variant(0, 0), variant(3, 4)).successVerdict, 'B'))).toBe(
      'Too few sessions to compare success rates',
    );
  });

  it('words the time ratio in per cent', () => {
    const slow = [30_000, 32_000, 35_000, 31_000, 29_000, 33_000];
    const fast = slow.map((t) => t / 2);
    const comparison = compareTask(variant(6, 6, slow), variant(6, 6, fast));
    expect(comparison.time!.ratio).toBeCloseTo(0.5, 12);
    expect(comparison.timeVerdict.kind).toBe('shorter');
    expect(english(timeVerdictText(comparison.timeVerdict, 'B'))).toMatch(/^B takes 4\d to 5\d % less time$/);
    const same = compareTask(variant(6, 6, slow), variant(6, 6, [...slow].reverse()));
    expect(english(timeVerdictText(same.timeVerdict, 'B'))).toBe('No difference in time shown');
    expect(english(timeVerdictText(compareTask(variant(1, 1, [5]), variant(1, 1, [6])).timeVerdict, 'B'))).toBe(
      'Too few timed sessions to compare times',
    );
  });
});
