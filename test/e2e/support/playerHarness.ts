import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/test/support/testApi';
import { launchBrowser } from './browser';
import { ensurePlayerBuilt } from './playerBuild';

/**
 * The set-up of a player browser test, registered in the calling `describe`: the player built, a
 * real API on SQLite (with `env` added to its environment), Chromium (with `browserArgs`); all closed
 * afterwards. Answers getters for the running ones.
 */
export function playerHarness(
  env: Record<string, string> = {},
  browserArgs: string[] = [],
): { api(): TestApi; browser(): Browser } {
  let api: TestApi;
  let browser: Browser;
  beforeAll(async () => {
    await ensurePlayerBuilt();
    api = await startTestApi('sqlite', env);
    browser = await launchBrowser(browserArgs);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });
  return { api: () => api, browser: () => browser };
}
