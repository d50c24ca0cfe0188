// Two designers on one prototype, live, in real Chromium: the owner and a writer, each in a browser
// context of their own, each on an API instance of their own sharing one PostgreSQL database (one
// instance on SQLite where no PostgreSQL is reachable). They see each other (avatar, pointer),
// a change of one shows in the other without a reload, the same property set by both ends as the
// server stored it last on both canvases, and one who edits offline and comes back ends, like the
// other, with the stored document.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App } from '@protolab/shared';
import { pgAvailable, startTestApi, type TestApi } from '../../api/test/support/testApi';
import { hasChromium, launchBrowser } from './support/browser';
import { createTestUser, loggedInContext, type TestUser, type WorkbenchWorld } from './support/workbenchWorld';
import { ensureWorkbenchBuilt } from './support/workbenchBuild';

const doc = newApp({
  name: 'Together',
  screens: { s1: newScreen({ id: 's1', name: 'Home', x: 0, y: 0, w: 375, h: 667, props: { start: true } }) },
});
const button = newWidget({ type: 'Button', id: 'w1', x: 40, y: 40, w: 120, h: 40, props: { label: 'Go' } });
doc.widgets.w1 = { ...button, name: 'Go' };
doc.screens.s1!.children = ['w1'];

interface Designer {
  user: TestUser;
  world: WorkbenchWorld;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

describe.skipIf(!hasChromium)('editor: two designers at once', () => {
  const engine = pgAvailable ? 'pg' : 'sqlite';
  let first: TestApi;
  let second: TestApi;
  let appId: string;
  let a: Designer;
  let b: Designer;

  beforeAll(async () => {
    await ensureWorkbenchBuilt();
    first = await startTestApi(engine, { SEED_EXAMPLES: 'false' });
    // on SQLite one instance serves both (a second would be a second process on one file)
    second = engine === 'pg' ? await startTestApi('pg', { SEED_EXAMPLES: 'false' }, { sameDatabaseAs: first }) : first;
    const browser = await launchBrowser();
    const worldOf = (api: TestApi, close: boolean): WorkbenchWorld => ({
      api,
      browser,
      url: (path) => `${api.url}/#${path}`,
      close: async () => {
        if (close) await browser.close();
      },
    });
    const owner = await createTestUser(first, 'owner');
    const writer = await createTestUser(first, 'writer');
    appId = (await first.post<App>('/rest/apps/', doc, owner.token)).body.id;
    await first.knex('team').insert({ app_id: appId, user_id: writer.id, role: 'write', created: Date.now() });
    const open = async (user: TestUser, world: WorkbenchWorld): Promise<Designer> => {
      const context = await loggedInContext(world, user);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(world.url(`/apps/${appId}/create.html`));
      await saved(page);
      return { user, world, context, page, errors };
    };
    a = await open(owner, worldOf(first, true));
    b = await open(writer, worldOf(second, false));
  }, 240_000);

  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
    await a?.world.close();
    if (second !== first) await second?.close();
    await first?.close();
  });

  const saved = (page: Page) => page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
  const stored = async () => (await first.get<App>(`/rest/apps/${appId}.json`, a.user.token)).body;

  /** The pointers of co-editors a canvas draws: their names. */
  const pointersOn = (page: Page) =>
    page.evaluate(() => {
      type Node = { getAttr(name: string): unknown; isVisible(): boolean };
      const stages = (window as unknown as { Konva: { stages: { find(s: string): Node[] }[] } }).Konva.stages;
      return stages.flatMap((s) => s.find('.peer-pointer')).map((n) => n.getAttr('peerName') as string);
    });

  /** What a canvas draws of each widget, in the screen's own pixels: box (rounded) and text. */
  const drawn = (page: Page): Promise<Record<string, { x: number; y: number; w: number; text: string }>> =>
    page.evaluate(() => {
      const screen = document.querySelector('[data-canvas-screen="s1"]')!.getBoundingClientRect();
      const scale = screen.width / 375;
      return Object.fromEntries(
        Array.from(document.querySelectorAll<HTMLElement>('[data-canvas-screen="s1"] [data-widget]')).map((el) => {
          const box = el.getBoundingClientRect();
          return [
            el.dataset.widget!,
            {
              x: Math.round((box.left - screen.left) / scale),
              y: Math.round((box.top - screen.top) / scale),
              w: Math.round(box.width / scale),
              text: el.textContent ?? '',
            },
          ];
        }),
      );
    });
  const expected = (app: App) =>
    Object.fromEntries(
      (app.screens.s1!.children ?? []).map((id) => {
        const w = app.widgets[id]!;
        return [id, { x: w.x, y: w.y, w: w.w }];
      }),
    );
  const boxes = async (page: Page) =>
    Object.fromEntries(Object.entries(await drawn(page)).map(([id, { x, y, w }]) => [id, { x, y, w }]));

  /** Selects widget `id` with a click on the canvas; its properties show. */
  async function select(page: Page, id: string) {
    const box = (await page.locator(`[data-widget="${id}"]`).first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .getByRole('region', { name: 'Properties' })
      .getByRole('spinbutton', { name: 'X', exact: true })
      .waitFor();
  }
  const field = (page: Page, name: string) =>
    page.getByRole('region', { name: 'Properties' }).getByRole('spinbutton', { name, exact: true });

  it('shows each the other: an avatar in the bar, and the pointer where it moves on the canvas', async () => {
    await b.page.locator('[data-testid="peer-avatars"] [title="owner"]').waitFor();
    await a.page.locator('[data-testid="peer-avatars"] [title="writer"]').waitFor();
    const area = (await a.page.getByTestId('canvas-area').boundingBox())!;
    for (let i = 0; i < 5; i++) await a.page.mouse.move(area.x + 300 + i * 10, area.y + 200 + i * 5);
    await expect.poll(() => pointersOn(b.page), { timeout: 10_000 }).toEqual(['owner']);
  });

  it("shows one designer's change on the other's canvas without a reload", async () => {
    await select(a.page, 'w1');
    await field(a.page, 'X').fill('100');
    await expect.poll(async () => (await boxes(b.page)).w1?.x, { timeout: 10_000 }).toBe(100);
    await saved(a.page);
    expect((await stored()).widgets.w1!.x).toBe(100);
  });

  it('ends the same property set by both as the server stored it last, on both canvases', async () => {
    await select(b.page, 'w1');
    // both at once: neither has seen the other's value
    await Promise.all([field(a.page, 'Y').fill('111'), field(b.page, 'Y').fill('222')]);
    await saved(a.page);
    await saved(b.page);
    const y = (await stored()).widgets.w1!.y;
    expect([111, 222]).toContain(y);
    await expect.poll(async () => (await boxes(a.page)).w1?.y).toBe(y);
    await expect.poll(async () => (await boxes(b.page)).w1?.y).toBe(y);
    // one after the other: the later wins on both
    await field(b.page, 'Y').fill('150');
    await saved(b.page);
    await expect.poll(async () => (await boxes(a.page)).w1?.y).toBe(150);
    expect((await stored()).widgets.w1!.y).toBe(150);
  });

  it('one edits offline and comes back: both canvases end with the stored document', { timeout: 60_000 }, async () => {
    await a.context.setOffline(true);
    await select(a.page, 'w1');
    await select(b.page, 'w1');
    await field(a.page, 'Width').fill('200');
    await a.page.getByRole('button', { name: 'Add Label', exact: true }).click();
    await a.page.locator('[data-testid="save-status"][data-state="offline"]').waitFor();
    // meanwhile the other moves the same widget
    await field(b.page, 'X').fill('20');
    await saved(b.page);
    await a.context.setOffline(false);
    await saved(a.page);
    await expect.poll(async () => Object.keys((await stored()).widgets).length, { timeout: 10_000 }).toBe(2);
    const app = await stored();
    expect(app.widgets.w1).toMatchObject({ x: 20, w: 200 });
    await expect.poll(() => boxes(a.page), { timeout: 10_000 }).toEqual(expected(app));
    await expect.poll(() => boxes(b.page), { timeout: 10_000 }).toEqual(expected(app));
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('a widget one is dragging that the other deletes: the drag ends, saying who deleted it', async () => {
    await select(b.page, 'w1');
    const box = (await b.page.locator('[data-widget="w1"]').first().boundingBox())!;
    await b.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await b.page.mouse.down();
    for (let i = 1; i <= 5; i++) await b.page.mouse.move(box.x + box.width / 2 + i * 8, box.y + box.height / 2 + i * 4);
    // the other deletes it meanwhile
    await select(a.page, 'w1');
    await a.page.keyboard.press('Delete');
    await saved(a.page);
    await b.page.getByText('Deleted by owner while you were working on it').waitFor();
    // letting go afterwards moves nothing and brings nothing back
    await b.page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40);
    await b.page.mouse.up();
    await saved(b.page);
    expect((await stored()).widgets.w1).toBeUndefined();
    await expect.poll(async () => (await boxes(b.page)).w1).toBeUndefined();
    expect(await boxes(b.page)).toEqual(expected(await stored()));
    expect(b.errors).toEqual([]);
  });

  it('a member removed from the team is disconnected within seconds and told why', async () => {
    const addLabel = b.page.getByRole('button', { name: 'Add Label', exact: true });
    await addLabel.waitFor();
    const removed = await first.del(`/rest/apps/${appId}/team/${b.user.id}.json`, a.user.token);
    expect(removed.status).toBe(200);
    await b.page.getByRole('alert').filter({ hasText: "You were removed from this prototype's team" }).waitFor();
    // the owner sees them leave
    await a.page.locator('[data-testid="peer-avatars"] [title="writer"]').waitFor({ state: 'detached' });
    // and the canvas stops offering edits
    await addLabel.waitFor({ state: 'detached' });
    expect(b.errors).toEqual([]);
  });
});
