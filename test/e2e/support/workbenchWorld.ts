// The workbench in real Chromium against the real API (SQLite, seeded examples): start it all,
// log a user in without the login screen, take screenshots for checking.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { IMAGE_COOKIE, IMAGE_COOKIE_PATH, imageToken } from '../../../api/src/http/imageCookie';
import { createUser, type Actor } from '../../../api/test/support/actors';
import { startTestApi, type TestApi } from '../../../api/test/support/testApi';
import { launchBrowser } from './browser';
import { ensureWorkbenchBuilt } from './workbenchBuild';

export interface WorkbenchWorld {
  api: TestApi;
  browser: Browser;
  /** The address of a hash route: url('/my-account.html') → http://127.0.0.1:port/#/my-account.html */
  url(path: string): string;
  close(): Promise<void>;
}

export async function startWorkbench(env: Record<string, string> = {}): Promise<WorkbenchWorld> {
  await ensureWorkbenchBuilt();
  const api = await startTestApi('sqlite', { SEED_EXAMPLES: 'true', ...env });
  const browser = await launchBrowser();
  return {
    api,
    browser,
    url: (path) => `${api.url}/#${path}`,
    async close() {
      await browser.close();
      await api.close();
    },
  };
}

export interface Viewport {
  width: number;
  height: number;
}
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** Desktop then phone, each with the suffix of its screenshots. */
export const BOTH_WIDTHS = [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const;

/** A user made in the database, with a login session (as createUser of the API tests). */
export type TestUser = Actor;
export const createTestUser = createUser;

/**
 * A browser context in which `user` is logged in: the stored user and the login cookie the
 * workbench keeps (workbench/src/session/storage.ts), and the image cookie the API sets at login
 * (api/src/http/imageCookie.ts), set before any page runs.
 */
export async function loggedInContext(
  world: WorkbenchWorld,
  user: TestUser,
  viewport: Viewport = DESKTOP,
): Promise<BrowserContext> {
  const answer = await world.api.get(`/rest/user/${user.id}.json`, user.token);
  if (answer.status !== 200) throw new Error(`could not read the test user: ${answer.status}`);
  const stored = { ...answer.body, token: user.token };
  const context = await world.browser.newContext({ viewport });
  const image = await imageToken(world.api.tokens, user.token);
  if (!image) throw new Error('the test user has no valid token');
  await context.addCookies([
    { name: 'protolab_login', value: user.token, url: world.api.url },
    {
      name: IMAGE_COOKIE,
      value: image.token,
      domain: new URL(world.api.url).hostname,
      path: IMAGE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('protolab.user')) localStorage.setItem('protolab.user', value);
  }, JSON.stringify(stored));
  return context;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** the page's errors (`errors` of the options when given) */
  errors: string[];
}

/**
 * A page in a new browser context at `viewport` (desktop by default): logged in as `user` when
 * given, else a guest's; its errors are collected.
 */
export async function openPage(
  world: WorkbenchWorld,
  options: { user?: TestUser; viewport?: Viewport; errors?: string[] } = {},
): Promise<OpenPage> {
  const viewport = options.viewport ?? DESKTOP;
  const context = options.user
    ? await loggedInContext(world, options.user, viewport)
    : await world.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = options.errors ?? [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCREENSHOT_DIR = join(repoRoot, 'test-results', 'workbench');

/**
 * Saves a screenshot under test-results/workbench/ (gitignored); returns its path. The whole page
 * by default; `fullPage: false` for the viewport only (dialogs over a sticky header).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
