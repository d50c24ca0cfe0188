// Versions of a prototype in the editor (issue 39), in real Chromium against the real API (SQLite):
// a designer saves a named version, changes the prototype, opens the version read-only on the canvas,
// restores it (an automatic version of what was there comes first; undo takes the restore back) and
// deletes one; an import keeps what was there before it as a version.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, type AppVersion, type AppVersionSummary } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite, openImports } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

describe.skipIf(!hasChromium)('editor: versions', () => {
  const s = editorSuite(
    'versions',
    newApp({
      name: 'Sign-up flow',
      screens: { s1: newScreen({ id: 's1', name: 'Sign up', props: { start: true }, children: ['b1'] }) },
      widgets: { b1: newWidget({ id: 'b1', type: 'Button', x: 20, y: 40, props: { label: 'Create account' } }) },
    }),
    { timeout: 15_000 },
  );
  const { stored, saved } = s;
  const dialog = (): Locator => s.page.getByRole('dialog', { name: 'Versions' });
  const row = (name: string) => dialog().getByRole('listitem').filter({ hasText: name });
  const versions = async () =>
    (await s.world.api.get<AppVersionSummary[]>(`/rest/apps/${s.appId}/versions.json`, s.owner.token)).body;
  const widgetCount = async () => Object.keys((await stored()).widgets).length;

  async function openVersions() {
    await s.page.getByRole('button', { name: 'Versions', exact: true }).click();
    await dialog().waitFor();
  }

  it('saves a named version with its author, time and screens', async () => {
    await openVersions();
    await dialog().getByText('No versions saved yet.').waitFor();
    await dialog().getByRole('textbox', { name: 'Name of the version' }).fill('First sign-up');
    await dialog().getByRole('button', { name: 'Save version' }).click();
    await dialog().getByRole('status').filter({ hasText: 'Version “First sign-up” saved' }).waitFor();
    await row('First sign-up')
      .getByText(/^versions · .+ · 1 screen$/)
      .waitFor();
    const [version] = await versions();
    expect(version).toMatchObject({ name: 'First sign-up', trigger: 'manual', authorName: 'versions', screenCount: 1 });
    await s.page.keyboard.press('Escape');
  });

  it('opens a version read-only after the prototype changed, and restores it as one undo step', async () => {
    // the prototype moves on: a second button
    await s.page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await saved();
    await expect.poll(widgetCount).toBe(2);
    const added = Object.keys((await stored()).widgets).find((id) => id !== 'b1')!;
    await s.page.locator(`.canvas-screen [data-widget="${added}"]`).waitFor();

    await openVersions();
    await row('First sign-up').getByRole('button', { name: 'Open' }).click();
    // on the canvas, read only, the version in the address
    const preview = s.page.getByTestId('version-canvas');
    await preview.locator('[data-widget="b1"]').waitFor();
    expect(s.page.url()).toMatch(new RegExp(`/apps/${s.appId}/versions/[^/]+\\.html$`));
    await expect.poll(() => preview.locator(`[data-widget="${added}"]`).count()).toBe(0);
    await preview.getByText('Create account').waitFor();
    await s.page
      .getByRole('region', { name: 'Version' })
      .getByText('Viewing version “First sign-up” — read only')
      .waitFor();
    await screenshot(s.page, 'editor-version-preview', { fullPage: false });
    // opening changed nothing
    expect(await widgetCount()).toBe(2);
    await s.page.getByRole('button', { name: 'Back to current' }).click();
    await s.page.locator(`.canvas-screen [data-widget="${added}"]`).waitFor();
    await saved();

    await openVersions();
    await row('First sign-up').getByRole('button', { name: 'Restore' }).click();
    await dialog().getByRole('status').filter({ hasText: 'Version “First sign-up” restored' }).waitFor();
    await saved();
    await expect.poll(widgetCount).toBe(1);
    await expect.poll(() => s.page.locator(`.canvas-screen [data-widget="${added}"]`).count()).toBe(0);
    // what was there before the restore was saved first, automatically
    const list = await versions();
    expect(list.map((v) => [v.name, v.trigger])).toEqual([
      ['Before restoring “First sign-up”', 'restore'],
      ['First sign-up', 'manual'],
    ]);
    const before = await s.world.api.get<AppVersion>(
      `/rest/apps/${s.appId}/versions/${list[0].id}.json`,
      s.owner.token,
    );
    expect(Object.keys(before.body.doc.widgets).sort()).toEqual([added, 'b1'].sort());
    await row('Before restoring').getByText('saved before a restore').waitFor();
    await screenshot(s.page, 'editor-versions-dialog', { fullPage: false });
    await s.page.keyboard.press('Escape');

    // one undo takes the whole restore back
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await saved();
    await expect.poll(widgetCount).toBe(2);
    await s.page.locator(`.canvas-screen [data-widget="${added}"]`).waitFor();
  });

  it('deletes a version after a second click', async () => {
    await openVersions();
    const automatic = row('Before restoring');
    await automatic.getByRole('button', { name: 'Delete' }).click();
    expect((await versions()).length).toBe(2);
    await automatic.getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(async () => (await versions()).map((v) => v.name)).toEqual(['First sign-up']);
    await expect.poll(() => dialog().getByRole('listitem').count()).toBe(1);
    await s.page.keyboard.press('Escape');
  });

  it('keeps what was there before an import as a version', async () => {
    const screensBefore = Object.keys((await stored()).screens);
    await openImports(s.page);
    await s.page.getByRole('button', { name: 'Import HTML…' }).click();
    const importDialog = s.page.getByRole('dialog');
    await importDialog.getByRole('textbox', { name: 'Or paste it here' }).fill('<h1>Welcome aboard</h1>');
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await s.page.getByTestId('page-import-report').waitFor();
    await importDialog.getByRole('button', { name: 'Close' }).click();
    await saved();
    await expect.poll(async () => Object.keys((await stored()).screens).length).toBe(screensBefore.length + 1);
    await expect.poll(async () => (await versions())[0]?.name).toBe('Before an import');
    const [automatic] = await versions();
    expect(automatic).toMatchObject({ trigger: 'import', screenCount: screensBefore.length });
    const before = await s.world.api.get<AppVersion>(
      `/rest/apps/${s.appId}/versions/${automatic.id}.json`,
      s.owner.token,
    );
    expect(Object.keys(before.body.doc.screens)).toEqual(screensBefore);
    await openVersions();
    await row('Before an import').getByText('saved before an import').waitFor();
    await s.page.keyboard.press('Escape');
    expect(s.errors).toEqual([]);
  });
});
