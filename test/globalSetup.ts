// Builds the two front ends once, before any test file runs, when the browser tests will run:
// test files then never rebuild a dist folder another file is serving.
import { hasChromium } from './e2e/support/browser';
import { ensurePlayerBuilt } from './e2e/support/playerBuild';
import { ensureWorkbenchBuilt } from './e2e/support/workbenchBuild';

export default async function setup(): Promise<void> {
  if (!hasChromium) return;
  try {
    await ensureWorkbenchBuilt();
    await ensurePlayerBuilt();
    process.env.PROTOLAB_FRONT_ENDS_BUILT = '1';
  } catch (err) {
    // The browser tests retry the build themselves and fail with its error; unit tests still run.
    console.error('[setup] building the front ends failed:', err);
  }
}
