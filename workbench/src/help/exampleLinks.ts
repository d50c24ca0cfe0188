// Where an example leads: its public analytics canvas, and — when the public list gives it a test
// link's hash — the player.
import { hashHref } from '../shell/paths';

export function exampleResultsHref(appId: string): string {
  return hashHref(`/examples/${encodeURIComponent(appId)}/analyze/workspace.html`);
}

/** The player, playing at once without recording (an example's results stay as they are). */
export function examplePlayHref(testHash: string | undefined): string | undefined {
  return testHash === undefined ? undefined : `/player/#/simulate.html?h=${encodeURIComponent(testHash)}&log=false`;
}
