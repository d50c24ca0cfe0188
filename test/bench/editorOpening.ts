// A cold opening of the editor, as the editor and export benchmarks measure it: a new browser
// context, the canvas page, and the time until every screen is drawn and the save status shows.
import type { BrowserContext, Page } from 'playwright-core';
import { loggedInContext, type TestUser, type WorkbenchWorld } from '../e2e/support/workbenchWorld';

export async function openEditorCold(
  world: WorkbenchWorld,
  owner: TestUser,
  appId: string,
  screens: number,
): Promise<{ context: BrowserContext; page: Page; ms: number }> {
  const context = await loggedInContext(world, owner, { width: 1600, height: 1000 });
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(world.url(`/apps/${appId}/create.html`));
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('[data-canvas-screen] .pl-screen').length >= count &&
      document.querySelector('[data-testid="save-status"]') !== null,
    screens,
    { timeout: 120_000, polling: 'raf' },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return { context, page, ms: Date.now() - start };
}
