// The editor's browser tests start alike: the workbench on SQLite, a user, a prototype of theirs,
// and its canvas open in Chromium with nothing waiting to be saved.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '@protolab/shared';
import {
  createTestUser,
  DESKTOP,
  loggedInContext,
  startWorkbench,
  type TestUser,
  type WorkbenchWorld,
} from './workbenchWorld';

export interface OpenEditor {
  world: WorkbenchWorld;
  owner: TestUser;
  appId: string;
  context: BrowserContext;
  page: Page;
}

/** Opens `doc`'s canvas for a new user named after `label`; the page's errors go into `errors`. */
export async function openEditor(
  label: string,
  doc: App,
  options: { env?: Record<string, string>; errors: string[] },
): Promise<OpenEditor> {
  const world = await startWorkbench(options.env);
  const owner = await createTestUser(world.api, label);
  const appId = (await world.api.post<App>('/rest/apps/', doc, owner.token)).body.id;
  const context = await loggedInContext(world, owner, DESKTOP);
  const page = await context.newPage();
  page.on('pageerror', (e) => options.errors.push(e.message));
  await page.goto(world.url(`/apps/${appId}/create.html`));
  await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
  return { world, owner, appId, context, page };
}

/**
 * `openEditor` as the set-up of a browser test, registered in the calling `describe` (examples not
 * seeded): opened before its tests, closed after. Answers the open editor, the stored document and
 * a wait until nothing is left to save.
 */
export function editorSuite(label: string, doc: App, errors: string[]) {
  let open: OpenEditor | undefined;
  const editor = () => open!;
  beforeAll(async () => {
    open = await openEditor(label, doc, { env: { SEED_EXAMPLES: 'false' }, errors });
  }, 240_000);
  afterAll(async () => {
    await open?.context.close();
    await open?.world.close();
  });
  return {
    editor,
    stored: async () =>
      (await editor().world.api.get<App>(`/rest/apps/${editor().appId}.json`, editor().owner.token)).body,
    saved: () => editor().page.locator('[data-testid="save-status"][data-state="saved"]').waitFor(),
  };
}
