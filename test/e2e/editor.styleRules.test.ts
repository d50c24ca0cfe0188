// SPEC §5's style rules in the editor, in real Chromium against the real API (SQLite): a new
// button takes the look the prototype's buttons share (not the palette's), and a dropdown of few
// options is offered as a radio group, which shows every option on the canvas; undo takes it back.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { openEditor } from './support/editorHarness';
import type { TestUser, WorkbenchWorld } from './support/workbenchWorld';

function styledApp(): App {
  const styled = (id: string, x: number, label: string) => ({
    ...newWidget({ id, type: 'Button', x, y: 40, w: 120, h: 40, props: { label } }),
    style: { background: '#008000', color: '#ffffff', fontSize: 16 },
  });
  return newApp({
    name: 'Rules',
    screens: { s1: newScreen({ id: 's1', name: 'Home', x: 0, y: 0, children: ['ok', 'go'], props: { start: true } }) },
    widgets: { ok: styled('ok', 20, 'OK'), go: styled('go', 160, 'Go') },
  });
}

describe.skipIf(!hasChromium)('editor: style rules of SPEC §5', () => {
  let world: WorkbenchWorld;
  let owner: TestUser;
  let context: BrowserContext;
  let page: Page;
  let appId: string;
  const errors: string[] = [];

  const stored = async () => (await world.api.get<App>(`/rest/apps/${appId}.json`, owner.token)).body;
  const panel = (): Locator => page.getByRole('region', { name: 'Properties' });
  const added = async (type: string) => Object.values((await stored()).widgets).find((w) => w.type === type);

  beforeAll(async () => {
    ({ world, owner, appId, context, page } = await openEditor('style-rules', styledApp(), {
      env: { SEED_EXAMPLES: 'false' },
      errors,
    }));
    page.setDefaultTimeout(10_000);
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await world?.close();
  });

  it("a new button takes the look of the prototype's buttons", async () => {
    await page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await expect.poll(async () => Object.keys((await stored()).widgets).length).toBe(3);
    const id = Object.keys((await stored()).widgets).find((w) => w !== 'ok' && w !== 'go')!;
    const drawn = page.locator(`.canvas-screen [data-widget="${id}"]`);
    await drawn.waitFor();
    expect(await drawn.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 128, 0)');
  });

  it('offers a dropdown of three options as a radio group, which shows every option', async () => {
    await page.getByRole('button', { name: 'Add DropDown', exact: true }).click();
    await expect.poll(async () => (await added('DropDown'))?.id).toBeDefined();
    const id = (await added('DropDown'))!.id;
    const hint = panel().getByRole('note');
    await hint.getByText('With 3 choices, a radio group shows them all at once.').waitFor();
    await hint.getByRole('button', { name: 'Change to radio group' }).click();
    await expect.poll(async () => (await stored()).widgets[id].type).toBe('RadioGroup');
    const radios = page.locator(`.canvas-screen [data-widget="${id}"] [role="radio"]`);
    await expect.poll(() => radios.count()).toBe(3);
    expect(await hint.count()).toBe(0);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => (await stored()).widgets[id].type).toBe('DropDown');
    await expect.poll(() => radios.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
