// Versions on the canvas (issue 39), in real Chromium against the real API (SQLite): the versions
// list shows each version's start screen; a version opens read only on the canvas, where an edit
// changes nothing; compared with the current draft after a designer moved one widget, restyled
// another, deleted a third and added a screen, exactly those four differences are listed and marked,
// and clicking one selects it.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type App, type AppVersionSummary } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

const WAIT = { timeout: 30_000 };

describe.skipIf(!hasChromium)('versions: thumbnails, read only on the canvas, compare', () => {
  const s = editorSuite(
    'versions-compare',
    newApp({
      name: 'Sign-up flow',
      screens: {
        s1: newScreen({ id: 's1', name: 'Sign up', props: { start: true }, children: ['b1', 'c1', 'n1'] }),
      },
      widgets: {
        b1: newWidget({ id: 'b1', type: 'Button', name: 'Go', x: 20, y: 40, props: { label: 'Create account' } }),
        c1: newWidget({ id: 'c1', type: 'Box', name: 'Card', x: 20, y: 120, w: 200, h: 80 }),
        n1: newWidget({ id: 'n1', type: 'Label', name: 'Note', x: 20, y: 240, props: { label: 'Fine print' } }),
      },
    }),
    { timeout: 20_000 },
  );
  const { stored, saved, panel } = s;
  const dialog = (): Locator => s.page.getByRole('dialog', { name: 'Versions' });
  const row = (name: string) => dialog().getByRole('listitem').filter({ hasText: name });
  const layer = (name: string) =>
    s.page.getByRole('tree', { name: 'Layers of Sign up' }).getByRole('treeitem', { name, exact: true });
  const differences = () => s.page.getByRole('complementary', { name: 'Differences' });
  const banner = () => s.page.getByRole('region', { name: 'Version' });
  /** the difference marks on the canvases as "kind id", sorted, each once */
  const marks = () =>
    s.page.evaluate(() => {
      type Mark = { getAttr(name: 'recordId' | 'kind'): string };
      const stages = (window as unknown as { Konva: { stages: { find(s: string): Mark[] }[] } }).Konva.stages;
      const all = stages.flatMap((stage) => stage.find('.version-mark'));
      return [...new Set(all.map((m) => `${m.getAttr('kind')} ${m.getAttr('recordId')}`))].sort();
    });
  let saved1: App;
  let versionId: string;

  async function openVersions() {
    await s.page.getByRole('button', { name: 'Versions', exact: true }).click();
    await dialog().waitFor();
  }

  it('lists a saved version with a thumbnail of its start screen, drawn as the canvas draws it', async () => {
    await openVersions();
    await dialog().getByRole('textbox', { name: 'Name of the version' }).fill('Before the review');
    await dialog().getByRole('button', { name: 'Save version' }).click();
    await dialog().getByRole('status').filter({ hasText: 'Version “Before the review” saved' }).waitFor();
    const thumbnail = row('Before the review').getByTestId('screen-thumbnail');
    await thumbnail.locator('[data-widget="n1"]').waitFor(WAIT);
    expect(await row('Before the review').locator('.version-thumbnail').getAttribute('data-start-screen')).toBe('s1');
    // the same widgets, with the same texts, as the canvas's drawing of the start screen
    const drawn = (screen: Locator) =>
      screen
        .locator('[data-widget]')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-widget')}:${e.textContent}`));
    expect(await drawn(thumbnail)).toEqual(await drawn(s.page.locator('.canvas-screen[data-canvas-screen="s1"]')));
    await screenshot(s.page, 'versions-thumbnails', { fullPage: false });
    await s.page.keyboard.press('Escape');
    saved1 = await stored();
    const list = (await s.world.api.get<AppVersionSummary[]>(`/rest/apps/${s.appId}/versions.json`, s.owner.token))
      .body;
    versionId = list[0].id;
  });

  it('compares the version with the current draft: the four changes listed and marked, one selected by a click', async () => {
    // move the button three pixels right
    await layer('Go').click();
    await s.page.getByTestId('canvas-area').focus();
    for (let i = 0; i < 3; i++) await s.page.keyboard.press('ArrowRight');
    // a new background for the card
    await layer('Card').click();
    const field = panel().getByRole('textbox', { name: 'Background code', exact: true });
    await field.fill('#00ff00');
    await field.blur();
    // the note goes
    await layer('Note').click();
    await s.page.getByTestId('canvas-area').focus();
    await s.page.keyboard.press('Delete');
    // and a screen comes
    await s.page.getByRole('region', { name: 'Screens' }).getByRole('button', { name: 'Add screen' }).click();
    await saved();
    await expect
      .poll(async () => {
        const doc = await stored();
        return [doc.widgets.b1?.x, doc.widgets.c1?.style?.background, doc.widgets.n1, Object.keys(doc.screens).length];
      })
      .toEqual([23, '#00ff00', undefined, 2]);
    const added = Object.keys((await stored()).screens).find((id) => id !== 's1')!;

    await openVersions();
    await row('Before the review').getByRole('button', { name: 'Compare' }).click();
    await s.page.waitForURL(`**/apps/${s.appId}/versions/${versionId}.html?compare=current`);
    await banner().getByText('Comparing version “Before the review” with “Current draft”').waitFor(WAIT);
    await differences().getByRole('status').filter({ hasText: '4 differences' }).waitFor(WAIT);
    const rows = differences()
      .getByRole('listitem')
      .filter({ has: s.page.getByRole('button') });
    expect(await rows.allTextContents()).toEqual([
      'Added: screen “Screen 2”',
      'Moved or resized: widget “Go”',
      'Restyled: widget “Card”',
      'Removed: widget “Note”',
    ]);
    // side by side: the version on the left, the draft on the right, each difference marked
    await s.page.getByTestId('version-canvas').locator('[data-widget="n1"]').waitFor();
    await s.page.getByTestId('version-canvas-other').locator(`[data-canvas-screen="${added}"]`).waitFor();
    const expected = [`added ${added}`, 'moved b1', 'removed n1', 'restyled c1'];
    await expect.poll(marks, WAIT).toEqual(expected);

    const moved = differences().getByRole('button', { name: 'Moved or resized: widget “Go”' });
    await moved.click();
    expect(await moved.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => s.selectedOnCanvas()).toEqual(['b1', 'b1']);
    await screenshot(s.page, 'versions-compare-side-by-side', { fullPage: false });

    // overlaid: one canvas, the version drawn faintly over the draft, the same marks
    await banner().getByRole('radio', { name: 'Overlaid' }).click();
    await s.page.getByTestId('version-over').waitFor();
    await expect.poll(() => s.page.getByTestId('version-canvas-other').count()).toBe(0);
    await expect.poll(marks, WAIT).toEqual(expected);
    await screenshot(s.page, 'versions-compare-overlaid', { fullPage: false });
    expect(s.errors).toEqual([]);
  });

  it('opens the version read only on the canvas: an edit there changes nothing; restore brings it back; two versions compare', async () => {
    const before = await stored();
    await s.page.goto(s.world.url(`/apps/${s.appId}/versions/${versionId}.html`));
    await banner().getByText('Viewing version “Before the review” — read only').waitFor(WAIT);
    const canvas = s.page.getByTestId('version-canvas');
    const note = canvas.locator('[data-widget="n1"]');
    await note.waitFor(WAIT);
    // a drag of a widget and the Delete key: nothing moves, nothing goes, nothing is saved
    const box = (await canvas.locator('[data-widget="b1"]').boundingBox())!;
    await s.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await s.page.mouse.down();
    await s.page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 5 });
    await s.page.mouse.up();
    await canvas.focus();
    await s.page.keyboard.press('Delete');
    await note.waitFor();
    expect(await s.page.getByRole('button', { name: 'Undo', exact: true }).count()).toBe(0);
    expect(await stored()).toEqual(before);

    await banner().getByRole('button', { name: 'Restore' }).click();
    await s.page.waitForURL(`**/apps/${s.appId}/create.html`, WAIT);
    await saved();
    await expect
      .poll(async () => {
        const doc = await stored();
        return [Object.keys(doc.screens), doc.widgets.b1?.x, doc.widgets.n1?.x];
      }, WAIT)
      .toEqual([Object.keys(saved1.screens), saved1.widgets.b1.x, saved1.widgets.n1.x]);

    // two saved versions compared: the one kept before the restore holds the four changes
    await s.page.goto(s.world.url(`/apps/${s.appId}/versions/${versionId}.html`));
    await banner()
      .getByRole('combobox', { name: 'Compare with' })
      .selectOption({ label: 'Before restoring “Before the review”' });
    await banner()
      .getByText('Comparing version “Before the review” with “Before restoring “Before the review””')
      .waitFor(WAIT);
    await differences().getByRole('status').filter({ hasText: '4 differences' }).waitFor(WAIT);
    await expect.poll(marks, WAIT).toHaveLength(4);
    expect(s.errors).toEqual([]);
  });
});
