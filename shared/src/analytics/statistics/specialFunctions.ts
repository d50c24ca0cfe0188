// Special functions behind the distributions: log-gamma, regularized incomplete beta and gamma.
// Written from the textbook definitions (Lanczos approximation; continued fractions evaluated with
// the modified Lentz method, DLMF 8.17.22 and 8.9.2).

const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/** ln Γ(x) for x > 0 (and by reflection for non-integer x < 0.5); about 15 significant digits. */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lnGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS_COEFFICIENTS[0];
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++) sum += LANCZOS_COEFFICIENTS[i] / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_TERMS = 10_000;

/**
 * Evaluates 1 / (1 + d(1) / (1 + d(2) / (1 + …))) with the modified Lentz method.
 */
function lentz(term: (m: number) => number): number {
  let f = TINY;
  let c = f;
  let d = 0;
  for (let j = 1; j <= MAX_TERMS; j++) {
    const a = j === 1 ? 1 : term(j - 1);
    d = 1 + a * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + a / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < EPSILON) return f;
  }
  return f;
}

/** The continued fraction of I_x(a, b), converging fast for x < (a + 1) / (a + b + 2). */
function betaFraction(x: number, a: number, b: number): number {
  return lentz((j) => {
    const m = Math.floor(j / 2);
    if (j % 2 === 0) return (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    return -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
  });
}

/** Regularized incomplete beta function I_x(a, b), a, b > 0, 0 ≤ x ≤ 1. */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (!(a > 0) || !(b > 0) || Number.isNaN(x)) return NaN;
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const logFront = lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(logFront) * betaFraction(x, a, b)) / a;
  return 1 - (Math.exp(logFront) * betaFraction(1 - x, b, a)) / b;
}

/** Upper regularized incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), a > 0, x ≥ 0. */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) return NaN;
  if (x === 0) return 1;
  const logFront = a * Math.log(x) - x - lnGamma(a);
  if (x < a + 1) {
    // series for P(a, x)
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n <= MAX_TERMS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return 1 - sum * Math.exp(logFront);
  }
  // continued fraction for Q(a, x): 1 / (x + 1 - a - 1(1 - a) / (x + 3 - a - 2(2 - a) / (x + 5 - a - …)))
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_TERMS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logFront) * h;
}
