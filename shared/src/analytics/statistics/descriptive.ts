// Descriptive statistics: quantiles, box plots and summaries of a sample.

/**
 * The p-quantile of ascending-sorted values by Hyndman & Fan type 7 (the default of R and NumPy,
 * Excel's QUARTILE.INC): h = (n − 1)·p, linear interpolation between the values at ⌊h⌋ and ⌈h⌉.
 */
export function quantileSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0 || !(p >= 0 && p <= 1)) return NaN;
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(n - 1, lo + 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** Ascending copy; non-finite values are dropped. */
export function sortedFinite(values: Iterable<number>): Float64Array {
  // a typed array sorts numerically, and fast
  if (Array.isArray(values)) {
    const list = values as readonly number[];
    const out = new Float64Array(list.length);
    let n = 0;
    for (let i = 0; i < list.length; i++) if (Number.isFinite(list[i])) out[n++] = list[i];
    return (n === out.length ? out : out.slice(0, n)).sort();
  }
  const out: number[] = [];
  for (const v of values) if (Number.isFinite(v)) out.push(v);
  return Float64Array.from(out).sort();
}

export interface Quartiles {
  q1: number;
  median: number;
  q3: number;
}

/** Quartiles by type 7 (see quantileSorted). */
export function quartiles(values: Iterable<number>): Quartiles | null {
  const sorted = sortedFinite(values);
  if (!sorted.length) return null;
  return { q1: quantileSorted(sorted, 0.25), median: quantileSorted(sorted, 0.5), q3: quantileSorted(sorted, 0.75) };
}

export function median(values: Iterable<number>): number | null {
  const sorted = sortedFinite(values);
  return sorted.length ? quantileSorted(sorted, 0.5) : null;
}

/** Tukey's fences q1 − k·IQR and q3 + k·IQR (k = 1.5: "outside"; 3: "far out"). */
export function tukeyFences(q: Quartiles, k = 1.5): { low: number; high: number } {
  const iqr = q.q3 - q.q1;
  return { low: q.q1 - k * iqr, high: q.q3 + k * iqr };
}

export interface Summary extends Quartiles {
  n: number;
  sum: number;
  mean: number;
  /** sample standard deviation (n − 1); 0 for one value */
  sd: number;
  min: number;
  max: number;
  /** box-plot whiskers: the most extreme values within Tukey's 1.5·IQR fences */
  lowerWhisker: number;
  upperWhisker: number;
  /** values beyond the whiskers, ascending */
  outliers: number[];
}

/** Summary of the finite values for a table row or a box plot (quartiles by type 7); null when there are none. */
export function summarize(values: Iterable<number>): Summary | null {
  const sorted = sortedFinite(values);
  const n = sorted.length;
  if (!n) return null;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i];
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (sorted[i] - mean) ** 2;
  const q: Quartiles = {
    q1: quantileSorted(sorted, 0.25),
    median: quantileSorted(sorted, 0.5),
    q3: quantileSorted(sorted, 0.75),
  };
  const fences = tukeyFences(q);
  let lowerWhisker = sorted[0];
  let upperWhisker = sorted[n - 1];
  const outliers: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = sorted[i];
    if (v < fences.low || v > fences.high) outliers.push(v);
  }
  for (let i = 0; i < n; i++) {
    if (sorted[i] >= fences.low) {
      lowerWhisker = sorted[i];
      break;
    }
  }
  for (let i = n - 1; i >= 0; i--) {
    if (sorted[i] <= fences.high) {
      upperWhisker = sorted[i];
      break;
    }
  }
  return {
    n,
    sum,
    mean,
    sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
    min: sorted[0],
    max: sorted[n - 1],
    ...q,
    lowerWhisker,
    upperWhisker,
    outliers,
  };
}
