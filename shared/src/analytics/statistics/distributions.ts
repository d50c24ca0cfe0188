// Normal and Student t distributions: CDFs from the incomplete gamma / beta functions, quantiles by
// safeguarded Newton iteration on the tail probability (no cancellation near p = 1).
import { lnGamma, regularizedBeta, regularizedGammaQ } from './specialFunctions';

const SQRT2 = Math.SQRT2;
const INV_SQRT_TWO_PI = 1 / Math.sqrt(2 * Math.PI);

/** Complementary error function erfc(x) = Q(1/2, x²) for x ≥ 0, 2 − erfc(−x) below. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  return x >= 0 ? regularizedGammaQ(0.5, x * x) : 2 - regularizedGammaQ(0.5, x * x);
}

export function normalPdf(x: number): number {
  return INV_SQRT_TWO_PI * Math.exp(-0.5 * x * x);
}

/** Φ(x), the standard normal CDF. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / SQRT2);
}

/** The standard normal quantile Φ⁻¹(p), accurate to about 1e-14. */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  const upper = p > 0.5;
  const tail = upper ? 1 - p : p; // upper-tail probability of |x|
  // Start: Abramowitz & Stegun 26.2.23 (error < 4.5e-4), then Halley steps on the tail 0.5·erfc(x/√2).
  const t = Math.sqrt(-2 * Math.log(tail));
  let x =
    t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t);
  for (let i = 0; i < 20; i++) {
    const pdf = normalPdf(x);
    if (pdf === 0) break;
    const error = 0.5 * erfc(x / SQRT2) - tail; // Q(x) − tail; Q' = −pdf
    const newton = error / pdf;
    const step = newton / (1 - 0.5 * x * newton); // Halley: Q'' = x·pdf
    x += step;
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(x))) break;
  }
  return upper ? x : -x;
}

function tPdf(t: number, df: number): number {
  const logC = lnGamma((df + 1) / 2) - lnGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  return Math.exp(logC - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/** P(T > t) for t ≥ 0 without cancellation. */
function tUpperTail(t: number, df: number): number {
  return 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
}

/** The CDF of Student's t with df > 0 degrees of freedom (df need not be an integer). */
export function studentTCdf(t: number, df: number): number {
  if (!(df > 0) || Number.isNaN(t)) return NaN;
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = tUpperTail(Math.abs(t), df);
  return t >= 0 ? 1 - tail : tail;
}

/**
 * The quantile of Student's t: the t with P(T ≤ t) = p, for df > 0 (df = Infinity gives the normal
 * quantile). Newton's method on the upper tail, which is convex and decreasing for t > 0, so the
 * iterates approach the root from below once they are below it; accurate to ~1e-12 relative.
 */
export function studentTQuantile(p: number, df: number): number {
  if (!(p >= 0 && p <= 1) || !(df > 0)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  if (df === Infinity) return normalQuantile(p);
  const upper = p > 0.5;
  const target = upper ? 1 - p : p;
  let t: number;
  if (df === 1) {
    t = Math.tan(Math.PI * (0.5 - target)); // Cauchy, closed form
  } else if (df === 2) {
    const q = 1 - target;
    t = (2 * q - 1) / Math.sqrt(2 * q * (1 - q));
  } else {
    // Cornish–Fisher start from the normal quantile (Abramowitz & Stegun 26.7.5)
    const z = normalQuantile(1 - target);
    const z3 = z * z * z;
    const z5 = z3 * z * z;
    t = z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df);
    for (let i = 0; i < 200; i++) {
      const pdf = tPdf(t, df);
      if (!(pdf > 0)) break;
      const step = (tUpperTail(t, df) - target) / pdf;
      const next = Math.max(0, t + step);
      const done = Math.abs(next - t) <= 1e-13 * Math.max(1, next);
      t = next;
      if (done) break;
    }
  }
  return upper ? t : -t;
}
