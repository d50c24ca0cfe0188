import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TEST_HASHES, examplePlayHref, exampleResultsHref } from './exampleLinks';

const fixtures = resolve(import.meta.dirname, '../../../fixtures/examples');

describe('example links', () => {
  it('knows the test hash of every seeded example', () => {
    const seeded = readdirSync(fixtures)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as {
            app: { id: string };
            invitations: { test: string };
          },
      );
    expect(seeded.length).toBeGreaterThan(0);
    expect(Object.fromEntries(seeded.map((e) => [e.app.id, e.invitations.test]))).toEqual(EXAMPLE_TEST_HASHES);
  });

  it('links to the public analytics canvas and to the player without recording', () => {
    expect(exampleResultsHref('example-shop-checkout')).toBe('#/examples/example-shop-checkout/analyze/workspace.html');
    expect(examplePlayHref('example-shop-checkout')).toBe(
      '/player/#/simulate.html?h=oFfPti_9Ch4tQE7YlBOrfkuQaM8B20VC&log=false',
    );
    expect(examplePlayHref('someone-else')).toBeUndefined();
  });
});
