// Geometric mean of positive values (time on task) with a log-normal confidence interval.
import { studentTQuantile } from './distributions';
import { DEFAULT_CONFIDENCE } from './proportion';

export interface GeometricMeanEstimate {
  /** values used (positive and finite) */
  n: number;
  /** values left out because they were zero, negative or not finite */
  excluded: number;
  /** exp(mean of ln values) */
  mean: number;
  /** null below two values */
  low: number | null;
  high: number | null;
  confidence: number;
  logMean: number;
  /** sample standard deviation of the ln values */
  logSd: number;
}

/**
 * Geometric mean with the interval Sauro & Lewis use for task times: take logs, build the
 * t interval on the log mean, mean ± t(1 − α/2, n − 1)·s/√n, and transform back with exp.
 * Time data are right-skewed; on the log scale they are close to normal, so this interval is
 * about the median of a log-normal time distribution. Non-positive values cannot be logged and
 * are left out (counted in `excluded`). Null when no value is left.
 */
export function geometricMeanInterval(
  values: Iterable<number>,
  confidence = DEFAULT_CONFIDENCE,
): GeometricMeanEstimate | null {
  const logs: number[] = [];
  let excluded = 0;
  for (const v of values) {
    if (Number.isFinite(v) && v > 0) logs.push(Math.log(v));
    else excluded++;
  }
  const n = logs.length;
  if (!n) return null;
  let sum = 0;
  for (const l of logs) sum += l;
  const logMean = sum / n;
  let squares = 0;
  for (const l of logs) squares += (l - logMean) ** 2;
  const logSd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
  let low: number | null = null;
  let high: number | null = null;
  if (n > 1) {
    const half = (studentTQuantile(1 - (1 - confidence) / 2, n - 1) * logSd) / Math.sqrt(n);
    low = Math.exp(logMean - half);
    high = Math.exp(logMean + half);
  }
  return { n, excluded, mean: Math.exp(logMean), low, high, confidence, logMean, logSd };
}
