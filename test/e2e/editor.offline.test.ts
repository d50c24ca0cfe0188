// The editor without a connection, in real Chromium against the real API (SQLite): what the
// designer does offline is shown as kept, is sent as soon as the connection is back (not when the
// saver's back-off would try again), and survives a tab closed before it was sent.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';

describe.skipIf(!hasChromium)('editor: offline', () => {
  const s = editorSuite(
    'offline',
    newApp({ name: 'Offline edits', screens: { s1: newScreen({ id: 's1', name: 'Home', props: { start: true } }) } }),
  );
  const typesStored = async () => Object.values((await s.stored()).widgets).map((w) => w.type);
  const status = () => s.page.getByTestId('save-status');

  it('keeps a change made offline and sends it the moment the connection is back', { timeout: 60_000 }, async () => {
    const failed: number[] = [];
    s.page.on('requestfailed', (request) => {
      if (request.url().endsWith('/update')) failed.push(Date.now());
    });
    await s.context.setOffline(true);
    await s.page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await s.page.locator('[data-testid="save-status"][data-state="offline"]').waitFor();
    expect(await status().textContent()).toMatch(/^Offline: changes kept here \(\d+\)$/);
    // four failed tries (after 0, 1, 2 and 4 s of back-off): the next would come 8 s after the last
    await expect.poll(() => failed.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await s.context.setOffline(false);
    const back = Date.now();
    await s.saved();
    expect(Date.now() - back).toBeLessThan(5_000);
    expect(await typesStored()).toEqual(['Button']);
    expect(s.errors).toEqual([]);
  });

  it('what a closed tab had not sent is there, and sent, when the canvas is opened again', async () => {
    await s.context.setOffline(true);
    await s.page.getByRole('button', { name: 'Add Label', exact: true }).click();
    await s.page.locator('[data-testid="save-status"][data-state="offline"]').waitFor();
    // the tab goes while offline: the label reached only this browser
    await s.page.close();
    await s.context.setOffline(false);
    expect(await typesStored()).toEqual(['Button']);
    await s.openCanvas(s.appId);
    await expect.poll(typesStored).toEqual(['Button', 'Label']);
    expect(await s.page.locator('.canvas-screen [data-type="Label"]').count()).toBe(1);
    expect(s.errors).toEqual([]);
  });
});
