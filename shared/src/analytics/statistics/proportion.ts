// Confidence intervals on a proportion (task success, completion).
import { normalQuantile } from './distributions';

export const DEFAULT_CONFIDENCE = 0.95;

export type IntervalMethod = 'adjusted-wald' | 'wilson';

export interface RateEstimate {
  successes: number;
  trials: number;
  /** successes / trials; null when there are no trials */
  rate: number | null;
  low: number;
  high: number;
  confidence: number;
  method: IntervalMethod;
}

/** Two-sided critical value z for a confidence level (0.95 → 1.959963984540054). */
export function zCritical(confidence: number): number {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be between 0 and 1, got ${confidence}`);
  return normalQuantile(1 - (1 - confidence) / 2);
}

function checkCounts(successes: number, trials: number): void {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || trials < 0 || successes > trials) {
    throw new RangeError(`need whole numbers 0 ≤ successes ≤ trials, got ${successes}/${trials}`);
  }
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Adjusted-Wald interval (Agresti & Coull 1998), the interval Sauro & Lewis ("Quantifying the User
 * Experience", ch. 3) recommend for task completion rates at any sample size: add z²/2 successes and
 * z²/2 failures, p̃ = (x + z²/2) / (n + z²), then p̃ ± z·√(p̃(1 − p̃) / (n + z²)), clipped to [0, 1].
 * Its centre is the Wilson score centre. This is the interval on every task success rate here.
 */
export function adjustedWaldInterval(successes: number, trials: number, confidence = DEFAULT_CONFIDENCE): RateEstimate {
  checkCounts(successes, trials);
  const z = zCritical(confidence);
  if (trials === 0) return { successes, trials, rate: null, low: 0, high: 1, confidence, method: 'adjusted-wald' };
  const nAdjusted = trials + z * z;
  const pAdjusted = (successes + (z * z) / 2) / nAdjusted;
  const half = z * Math.sqrt((pAdjusted * (1 - pAdjusted)) / nAdjusted);
  return {
    successes,
    trials,
    rate: successes / trials,
    low: clamp01(pAdjusted - half),
    high: clamp01(pAdjusted + half),
    confidence,
    method: 'adjusted-wald',
  };
}

/**
 * Wilson score interval (Wilson 1927): (x + z²/2 ± z·√(x(n − x)/n + z²/4)) / (n + z²).
 * Slightly narrower than adjusted-Wald; never leaves [0, 1].
 */
export function wilsonInterval(successes: number, trials: number, confidence = DEFAULT_CONFIDENCE): RateEstimate {
  checkCounts(successes, trials);
  const z = zCritical(confidence);
  if (trials === 0) return { successes, trials, rate: null, low: 0, high: 1, confidence, method: 'wilson' };
  const z2 = z * z;
  const centre = successes + z2 / 2;
  const half = z * Math.sqrt((successes * (trials - successes)) / trials + z2 / 4);
  return {
    successes,
    trials,
    rate: successes / trials,
    low: successes === 0 ? 0 : clamp01((centre - half) / (trials + z2)),
    high: successes === trials ? 1 : clamp01((centre + half) / (trials + z2)),
    confidence,
    method: 'wilson',
  };
}
