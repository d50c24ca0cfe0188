// Three prototypes made in Quant-UX open in the editor with their structure shown — groups,
// templates, design tokens, master screens — and editing them there (recolour a token, update a
// template, relabel a master's widget) shows in the player, as a tester sees it. Real Chromium,
// the real API on SQLite; skipped with a notice when the fixtures are absent.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importQuantUxApp, newApp, type App } from '@protolab/shared';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';

describe.skipIf(!hasChromium || !hasQuantUx)('editor: Quant-UX prototypes, edited and played', () => {
  const s = editorSuite('fixtures', newApp({ name: 'Blank' }), { env: { SEED_EXAMPLES: 'false' }, timeout: 15_000 });
  const { panel } = s;

  const screensPanel = (): Locator => s.page.getByRole('region', { name: 'Screens' });
  const layer = (screen: string, name: string) =>
    s.page.getByRole('tree', { name: `Layers of ${screen}` }).getByRole('treeitem', { name, exact: true });
  const onCanvas = (screen: string, widget: string) =>
    s.page.locator(`[data-canvas-screen="${screen}"] [data-widget="${widget}"]`);
  const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

  /** Imports a fixture as a new prototype of the owner and opens its canvas; its id. */
  async function openFixture(file: string): Promise<string> {
    const doc = importQuantUxApp(readQuantUx(file)).app;
    const id = (await s.world.api.post<App>('/rest/apps/', doc, s.owner.token)).body.id;
    await s.openCanvas(id);
    return id;
  }

  it('designToken1.json: its tokens are listed; a recoloured token repaints its widget on the canvas and in the player', async () => {
    const id = await openFixture('designToken1.json');
    const open = s.page.getByRole('button', { name: /^Design tokens/ });
    expect(await open.textContent()).toContain('9');
    await screensPanel().getByRole('button', { name: 'Screen', exact: true }).click();
    await layer('Screen', 'Box 2').click();
    await panel().getByRole('group', { name: 'Background', exact: true }).getByText('BlueBack').waitFor();

    await open.click();
    const dialog = s.page.getByRole('dialog', { name: 'Design tokens' });
    await dialog.getByRole('button', { name: 'Edit BlueBack' }).click();
    const form = dialog.getByRole('form', { name: 'Edit BlueBack' });
    await form.getByRole('textbox', { name: 'Colour code' }).fill('#ff0000');
    await form.getByRole('button', { name: 'Save' }).click();
    await s.page.keyboard.press('Escape');
    await expect.poll(() => background(onCanvas('s10000', 'w10007'))).toBe('rgb(255, 0, 0)');

    const player = await s.play(id);
    const played = player.locator('[data-screen="s10000"] [data-widget="w10007"]');
    await played.waitFor();
    expect(await background(played)).toBe('rgb(255, 0, 0)');
    await player.context().close();
  });

  it("canvasTestApp.json: groups, templates and a master's copies are shown; an updated template repaints its instances in the player", async () => {
    const id = await openFixture('canvasTestApp.json');
    // the group of screen "Group" is a row of its layers, holding its two widgets
    await screensPanel().getByRole('button', { name: 'Group', exact: true }).click();
    const group = layer('Group', 'Group');
    await group.waitFor();
    expect(await group.getAttribute('aria-expanded')).not.toBeNull();
    // the templates, with their instances
    await s.page.getByRole('list', { name: 'Templates' }).getByText('2 instances').waitFor();
    // the child screen draws its master's widget, as a copy
    await s.page.getByRole('button', { name: 'Fit', exact: true }).click();
    await onCanvas('s10074', 'w10073@s10074').waitFor();

    // the instances' screen starts the test; one instance's new background goes into the template
    await screensPanel().getByRole('button', { name: 'Symbol Screen', exact: true }).click();
    await screensPanel().getByRole('button', { name: 'Make Symbol Screen the start screen' }).click();
    await layer('Symbol Screen', 'Symbol1').click();
    const field = panel().getByRole('textbox', { name: 'Background code', exact: true });
    await field.fill('#00ff00');
    await field.blur();
    await panel().getByRole('button', { name: 'Update template' }).click();
    await expect.poll(() => background(onCanvas('s10008', 'w10107'))).toBe('rgb(0, 255, 0)');

    const player = await s.play(id);
    const other = player.locator('[data-screen="s10008"] [data-widget="w10107"]');
    await other.waitFor();
    expect(await background(other)).toBe('rgb(0, 255, 0)');
    await player.context().close();
  });

  it("export_snack.json: the start screen shows its master's widgets; a master label changed in the editor shows in the player", async () => {
    const id = await openFixture('export_snack.json');
    const copy = onCanvas('s10096', 'w10090@s10096');
    await expect.poll(() => copy.textContent()).toBe('Sweets');
    await screensPanel().getByRole('button', { name: 'Master', exact: true }).click();
    await layer('Master', 'Label 10').click();
    await panel().getByRole('textbox', { name: 'Text', exact: true }).fill('Candy');
    await expect.poll(() => copy.textContent()).toBe('Candy');

    const player = await s.play(id);
    const played = player.locator('[data-screen="s10096"] [data-widget="w10090@s10096"]');
    await played.waitFor();
    expect(await played.textContent()).toBe('Candy');
    await player.context().close();
    expect(s.errors).toEqual([]);
  });
});
