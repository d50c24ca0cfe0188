// The WCAG 2.x contrast maths, checked against the figures the field publishes: black on white is
// the formula's top, 21:1 (WCAG's definition of contrast ratio); #767676 on white is 4.54:1, the
// lightest grey passing 4.5:1, and #777777 is 4.48:1 (W3C working group, Oct. 2016: no rounding up).
import { describe, expect, it } from 'vitest';
import { contrastRatio, nearestPassingColour, parseColour, relativeLuminance, type Rgba } from './colour';

const colour = (text: string): Rgba => parseColour(text)!;
const onWhite = (text: string) => contrastRatio(colour(text), colour('#ffffff'));

describe('parseColour', () => {
  it('reads hex in all four lengths, rgb() and rgba() in both syntaxes and common names', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#1A2b3C')).toEqual({ r: 26, g: 43, b: 60, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(128 / 255, 5);
    expect(parseColour('#f008')).toEqual({ r: 255, g: 0, b: 0, a: 136 / 255 });
    expect(parseColour('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColour('rgba(10,20,30,0.25)')).toEqual({ r: 10, g: 20, b: 30, a: 0.25 });
    expect(parseColour('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColour('White')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('transparent')?.a).toBe(0);
  });

  it('judges nothing it does not understand', () => {
    for (const value of ['#12', '#ggg', 'rgb(1, 2)', 'papayawhip', '', 12, undefined, { colors: [] }]) {
      expect(parseColour(value)).toBeUndefined();
    }
  });
});

describe('contrastRatio', () => {
  it('gives the published ratios', () => {
    expect(relativeLuminance(colour('#000'))).toBe(0);
    expect(relativeLuminance(colour('#fff'))).toBe(1);
    expect(onWhite('#000000')).toBe(21);
    expect(onWhite('#ffffff')).toBe(1);
    expect(onWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(onWhite('#777777')).toBeCloseTo(4.48, 2);
    expect(onWhite('#777777')).toBeLessThan(4.5);
    expect(onWhite('#767676')).toBeGreaterThanOrEqual(4.5);
  });

  it('is the same whichever colour is on top', () => {
    expect(contrastRatio(colour('#fff'), colour('#3b31c4'))).toBe(contrastRatio(colour('#3b31c4'), colour('#fff')));
  });

  it('composites a translucent colour over the background first', () => {
    // half-transparent black over white is the grey halfway between them
    const halfBlack = contrastRatio(colour('rgba(0, 0, 0, 0.5)'), colour('#fff'));
    expect(halfBlack).toBeCloseTo(contrastRatio({ r: 127.5, g: 127.5, b: 127.5, a: 1 }, colour('#fff')), 10);
    expect(contrastRatio(colour('rgba(0, 0, 0, 0)'), colour('#fff'))).toBe(1);
  });
});

describe('nearestPassingColour', () => {
  it('darkens a light grey on white just enough, keeping it grey', () => {
    const fixed = nearestPassingColour(colour('#999999'), colour('#fff'), 4.5)!;
    expect(fixed.r === fixed.g && fixed.g === fixed.b).toBe(true);
    expect(contrastRatio(fixed, colour('#fff'))).toBeGreaterThanOrEqual(4.5);
    // one step lighter fails: the nearest
    const lighter = { ...fixed, r: fixed.r + 1, g: fixed.g + 1, b: fixed.b + 1 };
    expect(contrastRatio(lighter, colour('#fff'))).toBeLessThan(4.5);
  });

  it('keeps the hue of a colour and lightens it on a dark background', () => {
    const fixed = nearestPassingColour(colour('#3b31c4'), colour('#101010'), 4.5)!;
    expect(contrastRatio(fixed, colour('#101010'))).toBeGreaterThanOrEqual(4.5);
    expect(fixed.b).toBeGreaterThan(fixed.r);
    expect(fixed.r).toBeGreaterThan(fixed.g);
    expect(relativeLuminance(fixed)).toBeGreaterThan(relativeLuminance(colour('#3b31c4')));
  });

  it('finds none when no lightness of the hue reaches the ratio', () => {
    // mid grey: neither black (about 4.7:1) nor white (4.48:1) reaches 7:1 against it
    expect(nearestPassingColour(colour('#777'), colour('#777'), 7)).toBeUndefined();
  });
});
