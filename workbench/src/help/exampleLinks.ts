// Where an example leads: its public analytics canvas, and — when it has a public test link — the
// player. The seeded examples (fixtures/examples/*.json) have fixed invitation hashes.
import { hashHref } from '../app/paths';

export const EXAMPLE_TEST_HASHES: Readonly<Record<string, string>> = {
  'example-shop-checkout': 'oFfPti_9Ch4tQE7YlBOrfkuQaM8B20VC',
  'example-newsletter-signup': 'l4wjl2UDJYIkuzSB5U7ml8Yf7AdAnk74',
};

export function exampleResultsHref(appId: string): string {
  return hashHref(`/examples/${encodeURIComponent(appId)}/analyze/workspace.html`);
}

/** The player, playing at once without recording (an example's results stay as they are). */
export function examplePlayHref(appId: string): string | undefined {
  const hash = EXAMPLE_TEST_HASHES[appId];
  return hash === undefined ? undefined : `/player/#/simulate.html?h=${encodeURIComponent(hash)}&log=false`;
}
