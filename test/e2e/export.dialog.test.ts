// The share dialog's Code part (issue 37) in real Chromium against the real API: the designer
// picks a React project or a static site, downloads its ZIP, reads a screen's code highlighted and
// copies it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { workbenchHarness } from './support/workbenchHarness';
import { createTestUser, openPage, screenshot } from './support/workbenchWorld';

const example = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/examples/shop-checkout.json'), 'utf8'),
) as { app: { id: string } };

async function downloadZip(page: Page): Promise<Record<string, string>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  return Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

describe.skipIf(!hasChromium)('share dialog: code from the prototype', () => {
  const world = workbenchHarness();
  let appId: string;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    const owner = await createTestUser(world.api, 'coder');
    const { id: _id, ...doc } = example.app;
    appId = (await world.api.post<{ id: string }>('/rest/apps/', { ...doc, name: 'Shoe shop' }, owner.token)).body.id;
    const opened = await openPage(world, { user: owner, errors });
    page = opened.page;
    await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  it('downloads a React project and a static site, and shows and copies a screen’s code', async () => {
    await page.goto(world.url(`/apps/${appId}.html`));
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share “Shoe shop”' });
    await dialog.getByRole('heading', { name: 'Code' }).waitFor();

    // React first: a component per screen, named after it
    const react = await downloadZip(page);
    expect(Object.keys(react)).toEqual(
      expect.arrayContaining([
        'shoe-shop-react/package.json',
        'shoe-shop-react/README.md',
        'shoe-shop-react/src/screens/Product.tsx',
        'shoe-shop-react/src/screens/Cart.tsx',
      ]),
    );
    const preview = dialog.getByLabel('Code of the screen');
    await expect.poll(() => preview.textContent()).toContain('export function Product()');
    expect(await preview.locator('.code-keyword', { hasText: 'function' }).count()).toBeGreaterThan(0);

    // another screen, its style sheet
    await dialog.getByLabel('Screen', { exact: true }).selectOption({ label: 'Cart' });
    await dialog.getByLabel('File', { exact: true }).selectOption('src/screens/Cart.css');
    await expect.poll(() => preview.textContent()).toContain('.screen-cart {');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('.screen-cart {');

    // the static site: one page, its style sheet and script
    await dialog.getByLabel('Export as', { exact: true }).selectOption('site');
    await expect.poll(() => preview.textContent()).toContain('.screen-cart {');
    await dialog.getByLabel('File', { exact: true }).selectOption('cart.html');
    await expect.poll(() => preview.textContent()).toContain('<main class="pl-screen screen-cart"');
    const site = await downloadZip(page);
    expect(Object.keys(site).sort()).toEqual([
      'shoe-shop-site/README.md',
      'shoe-shop-site/app.js',
      'shoe-shop-site/index.html',
      'shoe-shop-site/styles.css',
    ]);
    expect(site['shoe-shop-site/index.html']).toContain('data-go="shipping"');
    await screenshot(page, 'share-code');
    expect(errors).toEqual([]);
  }, 120_000);
});
