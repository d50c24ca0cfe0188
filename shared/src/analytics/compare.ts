// Comparing two variants of a prototype (A/B studies, issue 39): the difference of two success rates
// with Newcombe's hybrid score interval, the ratio of geometric mean task times with a Welch interval
// on the log-times, the testers needed per variant to detect a difference, and the plain verdict the
// results page words for each task.
import { normalQuantile, studentTQuantile } from './statistics/distributions';
import { geometricMeanInterval } from './statistics/geometricMean';
import { DEFAULT_CONFIDENCE, wilsonInterval } from './statistics/proportion';

export interface ProportionDifference {
  /** p1 − p2; null when either group has no trials */
  difference: number | null;
  low: number;
  high: number;
  confidence: number;
  method: 'newcombe-hybrid-score';
}

/**
 * The interval for p1 − p2 of two independent proportions by Newcombe's hybrid score method
 * (method 10 of Newcombe 1998, Statistics in Medicine 17:873–890): with (l1, u1) and (l2, u2) the
 * Wilson score intervals of each proportion, L = d − √((p1 − l1)² + (u2 − p2)²) and
 * U = d + √((u1 − p1)² + (p2 − l2)²). It never leaves [−1, 1] and stays sensible at 0 and n.
 */
export function newcombeDifference(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
  confidence = DEFAULT_CONFIDENCE,
): ProportionDifference {
  const one = wilsonInterval(successes1, trials1, confidence);
  const two = wilsonInterval(successes2, trials2, confidence);
  if (one.rate === null || two.rate === null) {
    return { difference: null, low: -1, high: 1, confidence, method: 'newcombe-hybrid-score' };
  }
  const difference = one.rate - two.rate;
  const below = Math.hypot(one.rate - one.low, two.high - two.rate);
  const above = Math.hypot(one.high - one.rate, two.rate - two.low);
  return {
    difference,
    low: Math.max(-1, difference - below),
    high: Math.min(1, difference + above),
    confidence,
    method: 'newcombe-hybrid-score',
  };
}

/**
 * Testers per group for a two-sided test of two proportions p1 ≠ p2 (normal approximation without
 * continuity correction, Fleiss, Levin & Paik, "Statistical Methods for Rates and Proportions",
 * eq. 4.14): n = (z₁₋α/₂·√(2p̄q̄) + z₁₋β·√(p1q1 + p2q2))² / (p1 − p2)², rounded up.
 */
export function sampleSizePerGroup(p1: number, p2: number, confidence = DEFAULT_CONFIDENCE, power = 0.8): number {
  if (!(p1 >= 0 && p1 <= 1 && p2 >= 0 && p2 <= 1) || p1 === p2) {
    throw new RangeError(`need two different proportions in [0, 1], got ${p1} and ${p2}`);
  }
  const zAlpha = normalQuantile(1 - (1 - confidence) / 2);
  const zBeta = normalQuantile(power);
  const mean = (p1 + p2) / 2;
  const root = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((root * root) / ((p1 - p2) * (p1 - p2)) - 1e-9);
}

export interface TimeRatio {
  /** geometric mean of the second group's times ÷ the first's */
  ratio: number;
  low: number;
  high: number;
  /** Welch–Satterthwaite degrees of freedom; Infinity when both groups' log-times are constant */
  df: number;
  confidence: number;
}

/**
 * Time on task of group 2 against group 1 as the ratio of geometric means, with the Welch interval
 * of the difference of mean log-times transformed back: d = m2 − m1, se² = s1²/n1 + s2²/n2,
 * df = se⁴ / ((s1²/n1)²/(n1 − 1) + (s2²/n2)²/(n2 − 1)), exp(d ± t(1 − α/2, df)·se).
 * Times that are not positive are left out; null below two times in either group.
 */
export function timeRatio(
  times1: Iterable<number>,
  times2: Iterable<number>,
  confidence = DEFAULT_CONFIDENCE,
): TimeRatio | null {
  const one = geometricMeanInterval(times1, confidence);
  const two = geometricMeanInterval(times2, confidence);
  if (!one || !two || one.n < 2 || two.n < 2) return null;
  const v1 = (one.logSd * one.logSd) / one.n;
  const v2 = (two.logSd * two.logSd) / two.n;
  const se = Math.sqrt(v1 + v2);
  const d = two.logMean - one.logMean;
  const df = se === 0 ? Infinity : (se * se * se * se) / ((v1 * v1) / (one.n - 1) + (v2 * v2) / (two.n - 1));
  const half = se === 0 ? 0 : studentTQuantile(1 - (1 - confidence) / 2, df) * se;
  return { ratio: Math.exp(d), low: Math.exp(d - half), high: Math.exp(d + half), df, confidence };
}

/** The difference in success rate a study should be able to detect, and the power to detect it with. */
export const DETECTABLE_DIFFERENCE = 0.1;
export const DETECTION_POWER = 0.8;

/** What the success rates support, in whole percentage points of variant B against variant A. */
export type SuccessVerdict =
  | { kind: 'noData' }
  | { kind: 'higher' | 'lower'; low: number; high: number }
  /** `moreTesters`: testers each variant still needs to detect a 10-point difference at 80 % power */
  | { kind: 'none'; moreTesters: number };

/** What the task times support, in whole per cent of B's geometric mean time against A's. */
export type TimeVerdict =
  { kind: 'noData' } | { kind: 'shorter' | 'longer'; low: number; high: number } | { kind: 'none' };

export interface VariantTaskData {
  successes: number;
  trials: number;
  /** task times of the successful sessions, in ms */
  times: readonly number[];
}

export interface TaskComparison {
  /** B's success rate − A's */
  success: ProportionDifference;
  /** B's time ÷ A's */
  time: TimeRatio | null;
  successVerdict: SuccessVerdict;
  timeVerdict: TimeVerdict;
}

const points = (v: number) => Math.round(Math.abs(v) * 100);

/**
 * Testers each variant still needs so that a 10-point difference around the rate seen so far (both
 * variants pooled) would be found at 80 % power.
 */
function moreTestersNeeded(a: VariantTaskData, b: VariantTaskData): number {
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const lower = Math.min(Math.max(pooled - DETECTABLE_DIFFERENCE / 2, 0), 1 - DETECTABLE_DIFFERENCE);
  const needed = sampleSizePerGroup(lower, lower + DETECTABLE_DIFFERENCE, DEFAULT_CONFIDENCE, DETECTION_POWER);
  return Math.max(0, needed - Math.min(a.trials, b.trials));
}

/** Variant B against variant A on one task: the figures and what they support. */
export function compareTask(a: VariantTaskData, b: VariantTaskData, confidence = DEFAULT_CONFIDENCE): TaskComparison {
  const success = newcombeDifference(b.successes, b.trials, a.successes, a.trials, confidence);
  let successVerdict: SuccessVerdict;
  if (success.difference === null) successVerdict = { kind: 'noData' };
  else if (success.low > 0) successVerdict = { kind: 'higher', low: points(success.low), high: points(success.high) };
  else if (success.high < 0) successVerdict = { kind: 'lower', low: points(success.high), high: points(success.low) };
  else successVerdict = { kind: 'none', moreTesters: moreTestersNeeded(a, b) };

  const time = timeRatio(a.times, b.times, confidence);
  let timeVerdict: TimeVerdict;
  if (!time) timeVerdict = { kind: 'noData' };
  else if (time.high < 1) timeVerdict = { kind: 'shorter', low: points(1 - time.high), high: points(1 - time.low) };
  else if (time.low > 1) timeVerdict = { kind: 'longer', low: points(time.low - 1), high: points(time.high - 1) };
  else timeVerdict = { kind: 'none' };
  return { success, time, successVerdict, timeVerdict };
}
