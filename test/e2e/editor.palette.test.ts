// The widget palette in real Chromium against the real API (SQLite): the types in sections, each a
// preview the renderer draws over the name designers know it by; a search by a translated name,
// the type name or a search word; the types placed last first, also after a reload (issue 35 item 6).
import { describe, expect, it } from 'vitest';
import { newApp, newScreen } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';

describe.skipIf(!hasChromium)('editor: widget palette', () => {
  const s = editorSuite(
    'palette',
    newApp({ name: 'Palette', screens: { s1: newScreen({ id: 's1', name: 'Home', props: { start: true } }) } }),
  );
  const palette = () => s.page.getByRole('region', { name: 'Widgets' });
  const section = (name: string) => palette().getByRole('group', { name, exact: true });
  const sectionNames = () =>
    palette()
      .locator('.editor-palette-heading')
      .evaluateAll((headings) => headings.map((h) => h.textContent));
  /** The preview drawn over the palette's button named `name`. */
  const previewOf = (name: string) =>
    palette()
      .locator('.editor-palette-tile')
      .filter({ has: s.page.getByRole('button', { name, exact: true }) })
      .getByTestId('widget-preview');
  const typesStored = async () => Object.values((await s.stored()).widgets).map((w) => w.type);

  it('lists the widgets in sections, each a preview the renderer draws over its name', async () => {
    expect(await sectionNames()).toEqual(['Basic', 'Forms', 'Navigation', 'Media', 'Charts', 'Data', 'Logic']);
    const button = section('Basic').getByRole('button', { name: 'Add Button', exact: true });
    expect(await button.textContent()).toBe('Button');
    // the renderer's Button, with its palette label, not a picture of one
    const drawn = previewOf('Add Button').locator('.pl-widget[data-type="Button"]');
    await drawn.waitFor();
    expect(await drawn.textContent()).toBe('Button');
    expect(await previewOf('Add Button').getAttribute('aria-hidden')).toBe('true');
    // the format's type names give way to names designers know
    await section('Navigation').getByRole('button', { name: 'Add Progress steps', exact: true }).waitFor();
    await section('Logic').getByRole('button', { name: 'Add Web request', exact: true }).waitFor();
    expect(await palette().getByRole('button', { name: 'Add ProgessSegments' }).count()).toBe(0);
    // a preview is drawn once its tile comes into view
    const chart = section('Charts').getByRole('button', { name: 'Add Pie chart', exact: true });
    await chart.scrollIntoViewIfNeeded();
    await previewOf('Add Pie chart').locator('.pl-widget[data-type="PieChart"]').waitFor();
    // a section closes and opens again
    const heading = section('Charts').getByRole('button', { name: 'Charts', exact: true });
    await heading.click();
    expect(await heading.getAttribute('aria-expanded')).toBe('false');
    expect(await chart.count()).toBe(0);
    await heading.click();
    await chart.waitFor();
    expect(s.errors).toEqual([]);
  });

  it('puts a placed widget first under Recently used, which a click places again and a reload keeps', async () => {
    await section('Basic').getByRole('button', { name: 'Add Image', exact: true }).click();
    await expect.poll(typesStored).toEqual(['Image']);
    await section('Forms').getByRole('button', { name: 'Add Checkbox', exact: true }).click();
    await expect.poll(typesStored).toEqual(['Image', 'CheckBox']);
    const recent = () => section('Recently used').locator('.editor-palette-item');
    const recentNames = () => recent().evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    await expect.poll(recentNames).toEqual(['Add Checkbox (recently used)', 'Add Image (recently used)']);
    // drawn once scrolled into view (the palette was scrolled down to the checkbox)
    await recent().first().scrollIntoViewIfNeeded();
    await section('Recently used').locator('.pl-widget[data-type="CheckBox"]').waitFor();

    await recent().last().click();
    await expect.poll(typesStored).toEqual(['Image', 'CheckBox', 'Image']);
    await expect.poll(recentNames).toEqual(['Add Image (recently used)', 'Add Checkbox (recently used)']);

    // a drag from the palette drops one where it is let go, and counts as placed too
    const area = (await s.page.getByTestId('canvas-area').boundingBox())!;
    const home = (await s.page.locator('[data-canvas-screen="s1"]').boundingBox())!;
    await section('Forms')
      .getByRole('button', { name: 'Add Switch', exact: true })
      .dragTo(s.page.getByTestId('canvas-area'), {
        targetPosition: { x: home.x - area.x + 40, y: home.y - area.y + 300 },
      });
    await expect.poll(typesStored).toEqual(['Image', 'CheckBox', 'Image', 'Switch']);
    await expect
      .poll(recentNames)
      .toEqual(['Add Switch (recently used)', 'Add Image (recently used)', 'Add Checkbox (recently used)']);

    await s.saved();
    await s.page.reload();
    await s.saved();
    await expect
      .poll(recentNames)
      .toEqual(['Add Switch (recently used)', 'Add Image (recently used)', 'Add Checkbox (recently used)']);
    expect(await sectionNames()).toEqual([
      'Recently used',
      'Basic',
      'Forms',
      'Navigation',
      'Media',
      'Charts',
      'Data',
      'Logic',
    ]);
    expect(s.errors).toEqual([]);
  });

  it('finds a widget by its name in the page language, a search word or its type name, accents ignored', async () => {
    await s.page.goto(s.world.url(`/apps/${s.appId}/create.html?ln=es`));
    await s.saved();
    const widgets = s.page.getByRole('region', { name: 'Widgets' });
    const search = widgets.getByRole('searchbox', { name: 'Buscar widgets' });
    const found = () =>
      widgets
        .locator('.editor-palette-tile .editor-palette-item')
        .evaluateAll((buttons) => buttons.map((b) => b.textContent));

    // a search word of the Spanish dropdown
    await search.fill('SELECTOR');
    await expect.poll(found).toContain('Lista desplegable');
    expect(await found()).not.toContain('Botón');
    await widgets.getByRole('button', { name: 'Añadir Lista desplegable', exact: true }).click();
    await expect.poll(typesStored).toContain('DropDown');

    // its Spanish name without the accent
    await search.fill('grafico circular');
    await expect.poll(found).toEqual(['Gráfico circular']);
    await widgets.getByRole('group', { name: 'Gráficos', exact: true }).waitFor();
    // the format's type name
    await search.fill('ProgessSegments');
    await expect.poll(found).toEqual(['Pasos de progreso']);

    await search.fill('zzz');
    await widgets.getByText('Ningún widget coincide con «zzz».').waitFor();
    expect(await found()).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
