import { describe, expect, it } from 'vitest';
import { examplePlayHref, exampleResultsHref } from './exampleLinks';

describe('example links', () => {
  it('links to the public analytics canvas and, with a test hash, to the player without recording', () => {
    expect(exampleResultsHref('example-shop-checkout')).toBe('#/examples/example-shop-checkout/analyze/workspace.html');
    expect(examplePlayHref('h1/x')).toBe('/player/#/simulate.html?h=h1%2Fx&log=false');
    expect(examplePlayHref(undefined)).toBeUndefined();
  });
});
