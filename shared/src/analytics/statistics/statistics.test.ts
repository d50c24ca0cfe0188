import { describe, expect, it } from 'vitest';
import { quantileSorted, quartiles, summarize, tukeyFences } from './descriptive';
import { erfc, normalCdf, normalQuantile, studentTCdf, studentTQuantile } from './distributions';
import { geometricMeanInterval } from './geometricMean';
import { adjustedWaldInterval, wilsonInterval, zCritical } from './proportion';
import { lnGamma, regularizedBeta, regularizedGammaQ } from './specialFunctions';

describe('special functions', () => {
  it('match reference values', () => {
    expect(lnGamma(10.3)).toBeCloseTo(13.482036786138359, 12);
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    expect(regularizedBeta(0.3, 2.5, 0.5)).toBeCloseTo(0.018927124071945658, 12);
    expect(regularizedBeta(0.9, 3, 4)).toBeCloseTo(1 - regularizedBeta(0.1, 4, 3), 12);
    expect(regularizedGammaQ(0.5, 2)).toBeCloseTo(0.04550026389635857, 12);
    expect(erfc(1.3)).toBeCloseTo(0.06599205505934758, 12);
    expect(erfc(-1.3)).toBeCloseTo(2 - 0.06599205505934758, 12);
  });
});

describe('normal distribution', () => {
  it.each([
    [0.975, 1.959963984540054],
    [0.5, 0],
    [0.8, 0.8416212335729143],
    [0.001, -3.090232306167813],
    [1e-10, -6.361340902404056],
  ])('quantile(%d) = %d', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 10);
  });

  it('CDF inverts the quantile', () => {
    for (const p of [0.01, 0.3, 0.7, 0.999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 12);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(2)).toBeNaN();
  });
});

describe('Student t distribution', () => {
  // two-sided 95% critical values of printed t tables, and others from an independent implementation
  it.each([
    [0.975, 5, 2.5706],
    [0.975, 10, 2.2281],
    [0.975, 30, 2.0423],
    [0.975, 1, 12.7062],
    [0.975, 2, 4.3027],
    [0.95, 2, 2.92],
    [0.995, 3, 5.8409],
    [0.975, 120, 1.9799],
  ])('table: t(%d, %d) = %d', (p, df, t) => {
    expect(Math.abs(studentTQuantile(p, df) - t)).toBeLessThan(1e-4);
  });

  it.each([
    [0.975, 5, 2.5705818356363146],
    [0.975, 30, 2.0422724563012378],
    [0.9999, 1, 3183.098757118502],
    [0.9999, 3, 22.203742273205],
    [0.6, 4, 0.2707222947075976],
    [0.025, 7, -2.3646242515927844],
    [0.975, 2.5, 3.5746548420036817],
  ])('precise: t(%d, %d) = %d', (p, df, t) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(t, 8);
  });

  it('CDF matches reference values and inverts the quantile', () => {
    expect(studentTCdf(2, 5)).toBeCloseTo(0.9490302605850708, 12);
    expect(studentTCdf(-1.5, 3)).toBeCloseTo(0.11529193262241147, 12);
    expect(studentTCdf(0.3, 1)).toBeCloseTo(0.5927735790777423, 12);
    for (const df of [1, 3, 9, 40, 1000]) {
      for (const p of [0.01, 0.2, 0.5, 0.9, 0.995]) expect(studentTCdf(studentTQuantile(p, df), df)).toBeCloseTo(p, 11);
    }
  });

  it('tends to the normal quantile', () => {
    expect(studentTQuantile(0.975, 1e7)).toBeCloseTo(1.959963984540054, 5);
    expect(studentTQuantile(0.975, Infinity)).toBeCloseTo(1.959963984540054, 12);
  });
});

describe('success rate intervals', () => {
  it('critical value for 95%', () => {
    expect(zCritical(0.95)).toBeCloseTo(1.959963984540054, 12);
  });

  // adjusted-Wald: p̃ = (x + z²/2)/(n + z²), p̃ ± z√(p̃(1 − p̃)/(n + z²)), clipped to [0, 1]
  it.each([
    [6, 11, 0.27988934669054766, 0.7874894744941767],
    [0, 5, 0, 0.48905485963286016],
    [5, 5, 0.5109451403671397, 1],
    [1, 1, 0.167499485479413, 1],
    [7, 10, 0.3923252979772696, 0.8966615820775747], // Sauro & Lewis' example: 39% to 90%
  ])('adjusted-Wald %d/%d', (x, n, low, high) => {
    const ci = adjustedWaldInterval(x, n);
    expect(ci.rate).toBeCloseTo(x / n, 12);
    expect(ci.low).toBeCloseTo(low, 10);
    expect(ci.high).toBeCloseTo(high, 10);
    expect(ci.method).toBe('adjusted-wald');
  });

  // Newcombe (1998), Stat Med 17:857, table I, method 3 (Wilson score)
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [6, 11, 0.2801, 0.7873],
    [0, 5, 0, 0.4345],
    [5, 5, 0.5655, 1],
    [1, 1, 0.2065, 1],
  ])('Wilson %d/%d', (x, n, low, high) => {
    const ci = wilsonInterval(x, n);
    expect(ci.low).toBeCloseTo(low, 4);
    expect(ci.high).toBeCloseTo(high, 4);
  });

  it('no trials: no rate, the whole range', () => {
    expect(adjustedWaldInterval(0, 0)).toMatchObject({ rate: null, low: 0, high: 1 });
    expect(() => adjustedWaldInterval(3, 2)).toThrow(RangeError);
    expect(() => adjustedWaldInterval(1.5, 2)).toThrow(RangeError);
  });

  it('other confidence levels widen or narrow it', () => {
    const ci90 = adjustedWaldInterval(6, 11, 0.9);
    const ci99 = adjustedWaldInterval(6, 11, 0.99);
    expect(ci90.high - ci90.low).toBeLessThan(ci99.high - ci99.low);
  });
});

describe('quartiles (type 7)', () => {
  it('interpolates linearly at h = (n − 1)p', () => {
    expect(quantileSorted([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 12);
    expect(quartiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 100])).toEqual({ q1: 3.25, median: 5.5, q3: 7.75 });
    expect(quartiles([10302, 8855, 8610, 9142, 8567, 15703])).toEqual({ q1: 8671.25, median: 8998.5, q3: 10012 });
    expect(quartiles([42])).toEqual({ q1: 42, median: 42, q3: 42 });
    expect(quartiles([])).toBeNull();
  });

  it('box plot whiskers stop at the last value inside the 1.5·IQR fences', () => {
    const s = summarize([1, 2, 3, 4, 5, 6, 7, 8, 9, 100])!;
    expect(tukeyFences(s)).toEqual({ low: -3.5, high: 14.5 });
    expect(s).toMatchObject({
      n: 10,
      min: 1,
      max: 100,
      lowerWhisker: 1,
      upperWhisker: 9,
      outliers: [100],
      median: 5.5,
    });
    expect(s.mean).toBeCloseTo(14.5, 12);
    expect(s.sd).toBeCloseTo(30.152390728873666, 10);
  });

  it('ignores values that are not finite', () => {
    expect(summarize([NaN, 3, Infinity, 1])).toMatchObject({ n: 2, min: 1, max: 3 });
  });
});

describe('geometric mean time', () => {
  it('log-normal interval with t on the log times', () => {
    const g = geometricMeanInterval([10302, 8855, 8610, 9142, 8567, 15703])!;
    expect(g.n).toBe(6);
    expect(g.mean).toBeCloseTo(9942.470540439106, 6);
    expect(g.low).toBeCloseTo(7778.638478928927, 6);
    expect(g.high).toBeCloseTo(12708.229173431251, 6);
  });

  it('leaves out values it cannot log; one value has no interval', () => {
    const g = geometricMeanInterval([0, -5, 100])!;
    expect(g).toMatchObject({ n: 1, excluded: 2, low: null, high: null });
    expect(g.mean).toBeCloseTo(100, 10);
    expect(geometricMeanInterval([])).toBeNull();
  });
});
