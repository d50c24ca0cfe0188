// SPEC §5's style rules in the editor, in real Chromium against the real API (SQLite): a new
// button takes the look the prototype's buttons share (not the palette's), and a dropdown of few
// options is offered as a radio group, which shows every option on the canvas; undo takes it back.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';

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
  const s = editorSuite('style-rules', styledApp(), { env: { SEED_EXAMPLES: 'false' }, timeout: 10_000 });
  const { stored, panel } = s;
  const added = async (type: string) => Object.values((await stored()).widgets).find((w) => w.type === type);

  it("a new button takes the look of the prototype's buttons", async () => {
    await s.page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await expect.poll(async () => Object.keys((await stored()).widgets).length).toBe(3);
    const id = Object.keys((await stored()).widgets).find((w) => w !== 'ok' && w !== 'go')!;
    const drawn = s.page.locator(`.canvas-screen [data-widget="${id}"]`);
    await drawn.waitFor();
    expect(await drawn.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 128, 0)');
  });

  it('offers a dropdown of three options as a radio group, which shows every option', async () => {
    await s.page.getByRole('button', { name: 'Add Dropdown', exact: true }).click();
    await expect.poll(async () => (await added('DropDown'))?.id).toBeDefined();
    const id = (await added('DropDown'))!.id;
    const hint = panel().getByRole('note');
    await hint.getByText('With 3 choices, a radio group shows them all at once.').waitFor();
    await hint.getByRole('button', { name: 'Change to radio group' }).click();
    await expect.poll(async () => (await stored()).widgets[id].type).toBe('RadioGroup');
    const radios = s.page.locator(`.canvas-screen [data-widget="${id}"] [role="radio"]`);
    await expect.poll(() => radios.count()).toBe(3);
    expect(await hint.count()).toBe(0);

    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => (await stored()).widgets[id].type).toBe('DropDown');
    await expect.poll(() => radios.count()).toBe(0);
    expect(s.errors).toEqual([]);
  });
});
