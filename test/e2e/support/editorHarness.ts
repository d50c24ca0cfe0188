// The editor's browser tests start alike: the workbench on SQLite, a user, a prototype of theirs,
// and its canvas open in Chromium with nothing waiting to be saved; they read the prototype back
// from the server, wait for the saves, look at the properties and play the prototype alike too.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { App, Invitation } from '@protolab/shared';
import { createTestUser, openPage, PHONE, startWorkbench, type TestUser, type WorkbenchWorld } from './workbenchWorld';

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
  const { context, page } = await openPage(world, {
    user: owner,
    errors: options.errors,
  });
  await page.goto(world.url(`/apps/${appId}/create.html`));
  await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
  return { world, owner, appId, context, page };
}

/** An open canvas of a suite, and what its tests ask of it. */
export interface EditorSuite extends Readonly<OpenEditor> {
  /** the page's errors: a test ends expecting none */
  errors: string[];
  /** the prototype `id` (the suite's by default) as the server holds it */
  stored(id?: string): Promise<App>;
  /** resolves once nothing waits to be saved on `on` (the suite's page by default) */
  saved(on?: Page): Promise<void>;
  /** the properties panel */
  panel(): Locator;
  /** the records the canvas outlines as selected, sorted (locked ones too): the ids the outline shape draws */
  selectedOnCanvas(): Promise<string[]>;
  /** opens prototype `id`'s canvas afresh, in a new page in place of the suite's, as from the prototypes list */
  openCanvas(id: string): Promise<void>;
  /** the start screen of prototype `id` (the suite's by default) in the player, on a phone, as a tester opens it; its errors go into `errors` */
  play(id?: string): Promise<Page>;
}

/**
 * Opens the canvas of `doc` for a new user named after `label` before the suite's first test, and
 * closes it all after its last. Its fields are there from the first test on.
 */
export function editorSuite(
  label: string,
  doc: App,
  options: { env?: Record<string, string>; timeout?: number } = {},
): EditorSuite {
  const errors: string[] = [];
  let opened: OpenEditor | undefined;
  const watch = (page: Page) => {
    page.on('pageerror', (e) => errors.push(e.message));
    if (options.timeout) page.setDefaultTimeout(options.timeout);
  };
  beforeAll(async () => {
    opened = await openEditor(label, doc, { env: options.env, errors });
    if (options.timeout) opened.page.setDefaultTimeout(options.timeout);
  }, 240_000);
  afterAll(async () => {
    await opened?.context.close();
    await opened?.world.close();
  });
  const open = (): OpenEditor => {
    if (!opened) throw new Error('the canvas opens before the first test');
    return opened;
  };
  const suite: EditorSuite = {
    get world() {
      return open().world;
    },
    get owner() {
      return open().owner;
    },
    get appId() {
      return open().appId;
    },
    get context() {
      return open().context;
    },
    get page() {
      return open().page;
    },
    errors,
    stored: async (id = suite.appId) =>
      (await suite.world.api.get<App>(`/rest/apps/${id}.json`, suite.owner.token)).body,
    saved: (on = suite.page) => on.locator('[data-testid="save-status"][data-state="saved"]').waitFor(),
    panel: () => suite.page.getByRole('region', { name: 'Properties' }),
    selectedOnCanvas: () =>
      suite.page.evaluate(() => {
        type Outlines = { getAttr(name: 'ids' | 'lockedIds'): string[] };
        const stages = (window as unknown as { Konva: { stages: { find(s: string): Outlines[] }[] } }).Konva.stages;
        const shapes = stages.flatMap((stage) => stage.find('.selection'));
        return shapes.flatMap((shape) => [...shape.getAttr('ids'), ...shape.getAttr('lockedIds')]).sort();
      }),
    async openCanvas(id) {
      const now = open();
      await now.page.close();
      now.page = await now.context.newPage();
      watch(now.page);
      await now.page.goto(now.world.url(`/apps/${id}/create.html`));
      await suite.saved();
    },
    async play(id = suite.appId) {
      await suite.saved();
      const invitations = await suite.world.api.get<Invitation[]>(
        `/rest/invitation/${id}.json?shape=list`,
        suite.owner.token,
      );
      const hash = invitations.body.find((i) => i.permission === 'test')!.hash;
      const tester = await suite.world.browser.newContext({ viewport: PHONE });
      const player = await tester.newPage();
      player.on('pageerror', (e) => errors.push(e.message));
      await player.goto(`${suite.world.api.url}/player/#/test.html?h=${hash}&s=true`);
      return player;
    },
  };
  return suite;
}

/** Opens the editor's "Import and generate" disclosure below the palette, unless it is open. */
export async function openImports(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Import and generate' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}
