import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensurePlayerBuilt } from './playerBuild';
import { createTestUser, openPage, startWorkbench, type TestUser, type WorkbenchWorld } from './workbenchWorld';

/**
 * The set-up of a workbench browser test, registered in the calling `describe`: the workbench
 * started (the real API on SQLite with the seeded examples, `env` added to its environment, and
 * Chromium), the player built first when the suite plays prototypes too; all closed afterwards.
 * Answers the world, whose fields reach the running one from the first test on (and in the
 * suite's later `beforeAll`s).
 */
export function workbenchHarness(options: { env?: Record<string, string>; player?: boolean } = {}): WorkbenchWorld {
  let started: WorkbenchWorld | undefined;
  beforeAll(async () => {
    if (options.player) await ensurePlayerBuilt();
    started = await startWorkbench(options.env);
  }, 180_000);
  afterAll(async () => {
    await started?.close();
  });
  const running = (): WorkbenchWorld => {
    if (!started) throw new Error('the workbench starts before the first test');
    return started;
  };
  return {
    get api() {
      return running().api;
    },
    get browser() {
      return running().browser;
    },
    url: (path) => running().url(path),
    close: () => running().close(),
  };
}

/** A user of a suite and their page, open from the first test to the last. */
export interface UserPage {
  readonly user: TestUser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** the page's errors: a test ends expecting none */
  errors: string[];
}

/**
 * Before the suite's first test (after the `beforeAll`s registered earlier, the harness's among
 * them): a new user named after `label`, logged in on a desktop page of `world` that has not gone
 * anywhere yet; its context is closed after the last test.
 */
export function userPage(world: WorkbenchWorld, label: string): UserPage {
  const errors: string[] = [];
  let opened: { user: TestUser; context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    const user = await createTestUser(world.api, label);
    opened = { user, ...(await openPage(world, { user, errors })) };
  }, 60_000);
  afterAll(async () => {
    await opened?.context.close();
  });
  const open = () => {
    if (!opened) throw new Error('the page opens before the first test');
    return opened;
  };
  return {
    get user() {
      return open().user;
    },
    get context() {
      return open().context;
    },
    get page() {
      return open().page;
    },
    errors,
  };
}
