// The help area and import/export in real Chromium against the real API (SQLite, seeded examples):
// the examples page without login, help topics and search, the contact form, and an import of the
// existing product's app JSON, exported as a ZIP and imported again, and an import of images.
// Screenshots go to test-results/workbench/ (phone and desktop widths).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApp, newWidget, startScreen, type App } from '@protolab/shared';
import { pngFile } from '../../api/test/support/imageFiles';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { workbenchHarness } from './support/workbenchHarness';
import { BOTH_WIDTHS, createTestUser, DESKTOP, openPage, PHONE, screenshot } from './support/workbenchWorld';

interface StoredApp {
  id: string;
  name: string;
  screens: Record<string, unknown>;
  widgets: Record<string, unknown>;
  lines: Record<string, unknown>;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const route = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0]);

describe.skipIf(!hasChromium)('workbench: help, examples, contact, import and export', () => {
  const world = workbenchHarness();
  let tmp: string;

  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'protolab-help-'));
  });

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('lists the seeded examples without login, with a preview and their links', async () => {
    for (const [viewport, suffix] of BOTH_WIDTHS) {
      const { context, page, errors } = await openPage(world, { viewport });
      await page.goto(world.url('/examples.html'));
      await page.getByRole('heading', { name: 'Examples' }).waitFor();
      const cards = page.getByTestId('example');
      await expect.poll(() => cards.count()).toBe(2);
      expect(await page.getByRole('heading', { name: 'Shop checkout' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Newsletter sign-up' }).count()).toBe(1);
      await expect.poll(() => page.locator('.example-preview .pl-screen').count()).toBe(2);
      const shop = cards.filter({ hasText: 'Shop checkout' });
      expect(await shop.getByRole('link', { name: 'See the results' }).getAttribute('href')).toBe(
        '#/examples/example-shop-checkout/analyze/workspace.html',
      );
      const play = await shop.getByRole('link', { name: 'Play it' }).getAttribute('href');
      const hash = /h=([^&]+)/.exec(play ?? '')?.[1];
      // the hash is a public test link of that example
      const answer = await world.api.get(`/examples/invitation/${hash}/app.json`);
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe('example-shop-checkout');
      await page.waitForTimeout(300);
      await screenshot(page, `examples-${suffix}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('help: topics, a subtopic, back, and the search', async () => {
    for (const [viewport, suffix] of BOTH_WIDTHS) {
      const { context, page, errors } = await openPage(world, { viewport });
      await page.goto(world.url('/help.html'));
      await page.getByRole('heading', { name: 'Help', exact: true }).waitFor();
      await screenshot(page, `help-${suffix}`);

      await page.getByRole('link', { name: 'Testing with users' }).click();
      await page.getByRole('heading', { name: 'Testing with users', level: 1 }).waitFor();
      expect(await route(page)).toBe('/help/testing.html');
      await page.getByRole('link', { name: 'Offline field studies' }).click();
      await page.getByRole('heading', { name: 'Offline field studies', level: 1 }).waitFor();
      expect(await route(page)).toBe('/help/testing/offline.html');
      expect(await page.getByText('plays without a network').count()).toBe(1);
      await screenshot(page, `help-subtopic-${suffix}`);
      await page.getByRole('link', { name: 'All topics' }).click();
      await page.getByRole('heading', { name: 'Help', exact: true }).waitFor();

      await page.getByLabel('Search the help').fill('heat map');
      await page.getByText(/pages? found/).waitFor();
      await page.getByRole('link', { name: 'Heat maps' }).click();
      await page.getByRole('heading', { name: 'Heat maps', level: 1 }).waitFor();
      expect(await route(page)).toBe('/help/analytics/heat-maps.html');

      await page.goto(world.url('/help.html?ln=de'));
      await page.getByLabel('Hilfe durchsuchen').fill('zebra');
      await page.getByText('Keine Hilfeseite passt zu „zebra“.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('help pictures: a page shows its screenshot, loaded, at its size, and the search finds the editor pages', async () => {
    for (const [viewport, suffix] of BOTH_WIDTHS) {
      const { context, page, errors } = await openPage(world, { viewport });
      await page.goto(world.url('/help/editor/design-and-prototype-mode.html'));
      await page.getByRole('heading', { name: 'Design mode and prototype mode', level: 1 }).waitFor();
      const caption = /^Prototype mode: the links of the product and cart screens as arrows/;
      const figure = page.locator('figure.help-figure');
      expect(await figure.count()).toBe(1);
      expect(await figure.locator('figcaption').textContent()).toMatch(caption);
      const picture = page.getByRole('img', { name: caption });
      expect(await picture.getAttribute('src')).toBe('/help/editor-prototype-mode.png');
      expect(await picture.getAttribute('loading')).toBe('lazy');
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const natural = await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      expect(natural).toEqual([
        Number(await picture.getAttribute('width')),
        Number(await picture.getAttribute('height')),
      ]);
      // it fits the page (scaled down on a phone), keeping its proportions
      const box = (await picture.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(viewport.width);
      expect(Math.abs(box.height / box.width - natural[1]! / natural[0]!)).toBeLessThan(0.02);
      // the figure comes after the paragraph it illustrates
      expect(
        await page.evaluate(() => document.querySelector('article figure')?.previousElementSibling?.textContent),
      ).toContain('In prototype mode a drag draws a link');
      await screenshot(page, `help-figure-${suffix}`);

      await page.goto(world.url('/help.html'));
      await page.getByLabel('Search the help').fill('editor');
      await page.getByText(/pages? found/).waitFor();
      const results = page.getByRole('region', { name: 'Search the help' });
      for (const title of [
        'The editor',
        'Design mode and prototype mode',
        'Zoom, the View menu and the grid',
        'The screens list',
        'Keyboard',
      ]) {
        expect(await results.getByRole('link', { name: title, exact: true }).count(), title).toBe(1);
      }
      await results.getByRole('link', { name: 'Zoom, the View menu and the grid', exact: true }).click();
      await page.getByRole('heading', { name: 'Zoom, the View menu and the grid', level: 1 }).waitFor();
      expect(await route(page)).toBe('/help/editor/view-menu-and-grid.html');
      const grid = page.getByRole('img', { name: /^The View menu with "Show grid" on/ });
      await grid.scrollIntoViewIfNeeded();
      await expect
        .poll(() => grid.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
    // served from the workbench's build as a PNG, which the pages' policy lets them show
    const answer = await world.api.request('GET', '/help/editor-prototype-mode.png');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const missing = await world.api.request('GET', '/help/no-such-picture.png');
    expect(missing.headers.get('content-type')).not.toBe('image/png');
  });

  it('the contact form sends a mail', async () => {
    const { context, page } = await openPage(world, { viewport: PHONE });
    await page.goto(world.url('/contact.html'));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email and a message.' }).waitFor();
    await page.getByLabel('Email').fill('visitor@example.test');
    await page.getByLabel('Message').fill('Hello from the browser test');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you! Your message was sent.').waitFor();
    const mailDir = join(world.api.config.dataDir, 'mail');
    const mails = readdirSync(mailDir).map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')));
    expect(mails).toContainEqual(
      expect.objectContaining({
        replyTo: 'visitor@example.test',
        text: expect.stringContaining('Hello from the browser test'),
      }),
    );
    await screenshot(page, 'contact-phone');
    await context.close();
  });

  it('notifications: the welcome notice flagged new, then marked seen', async () => {
    const user = await createTestUser(world.api, 'reader');
    const { context, page } = await openPage(world, { user, viewport: PHONE });
    await page.goto(world.url('/notifications.html'));
    const notice = page.getByTestId('notice').filter({ hasText: 'Welcome to Protolab' });
    await notice.waitFor();
    expect(await notice.getByText('New', { exact: true }).count()).toBe(1);
    await screenshot(page, 'notifications-phone');
    await page.getByRole('button', { name: 'Mark all as seen' }).click();
    await notice.getByText('New', { exact: true }).waitFor({ state: 'detached' });
    const last = await world.api.get('/rest/user/notification/last.json', user.token);
    expect(last.body.lastNotification).toBeGreaterThan(0);
    await context.close();
  });

  it('a guest is refused the import', async () => {
    const { context, page } = await openPage(world);
    await page.goto(world.url('/help/import-export.html'));
    await page.getByRole('button', { name: 'Import a prototype' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a prototype' });
    await dialog.waitFor();
    const file = join(tmp, 'guest.json');
    writeFileSync(file, '{}');
    await dialog.getByLabel('ZIP or JSON file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Import is not possible in the try-out mode' }).waitFor();
    await context.close();
  });

  it.skipIf(!hasQuantUx)(
    "imports the existing product's app JSON, exports a ZIP and imports it again",
    async () => {
      const user = await createTestUser(world.api, 'importer');
      for (const [viewport, suffix] of [
        [PHONE, 'phone'],
        [DESKTOP, 'desktop'],
      ] as const) {
        const { context, page, errors } = await openPage(world, { user, viewport });
        const legacy = readQuantUx<{ name: string }>('funnelApp.json');
        const jsonFile = join(tmp, `funnelApp-${suffix}.json`);
        writeFileSync(jsonFile, JSON.stringify(legacy));

        await page.goto(world.url('/help/import-export.html'));
        await page.getByRole('button', { name: 'Import a prototype' }).click();
        const dialog = page.getByRole('dialog', { name: 'Import a prototype' });
        await dialog.waitFor();
        await screenshot(page, `import-dialog-${suffix}`, { fullPage: false });
        // a wrong type is named at once
        const wrong = join(tmp, 'notes.txt');
        writeFileSync(wrong, 'x');
        await dialog.getByLabel('ZIP or JSON file').setInputFiles(wrong);
        await dialog.getByRole('alert').filter({ hasText: 'Wrong file type' }).waitFor();
        await screenshot(page, `import-dialog-error-${suffix}`, { fullPage: false });

        await dialog.getByLabel('ZIP or JSON file').setInputFiles(jsonFile);
        await dialog.getByRole('button', { name: 'Import' }).click();
        await dialog.waitFor({ state: 'detached' });
        const imported = page.getByTestId('imported');
        await imported.waitFor();
        const href = await imported.getByRole('link', { name: 'Open the prototype' }).getAttribute('href');
        const firstId = decodeURIComponent(/#\/apps\/(.+)\.html$/.exec(href ?? '')![1]!);
        const first = (await world.api.get<StoredApp>(`/rest/apps/${firstId}.json`, user.token)).body;
        expect(Object.keys(first.screens)).toHaveLength(4);
        expect(first.name).toBe(legacy.name);

        // export as ZIP, then import that ZIP
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          imported.getByRole('button', { name: 'Export as ZIP' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.zip$/);
        const zipFile = join(tmp, `export-${suffix}.zip`);
        await download.saveAs(zipFile);

        await page.getByRole('button', { name: 'Import a prototype' }).click();
        await dialog.getByLabel('ZIP or JSON file').setInputFiles(zipFile);
        await dialog.getByRole('button', { name: 'Import' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect
          .poll(async () => imported.getByRole('link', { name: 'Open the prototype' }).getAttribute('href'))
          .not.toBe(href);
        const secondHref = await imported.getByRole('link', { name: 'Open the prototype' }).getAttribute('href');
        const secondId = decodeURIComponent(/#\/apps\/(.+)\.html$/.exec(secondHref ?? '')![1]!);
        expect(secondId).not.toBe(firstId);
        const second = (await world.api.get<StoredApp>(`/rest/apps/${secondId}.json`, user.token)).body;
        expect(second.screens).toEqual(first.screens);
        expect(second.widgets).toEqual(first.widgets);
        expect(second.lines).toEqual(first.lines);
        expect(second.name).toBe(first.name);
        await screenshot(page, `import-done-${suffix}`);
        expect(errors).toEqual([]);
        await context.close();
      }
      // two viewports of imports, exports and screenshots: every step waits for its condition, and the
      // whole may take longer than one step's default on a loaded machine
    },
    120_000,
  );

  it('a ZIP with an image: the image is uploaded, referenced, and exported again', async () => {
    const user = await createTestUser(world.api, 'images');
    const { context, page } = await openPage(world, { user });
    const app = newApp({ id: 'zip-source', name: 'With a picture' });
    app.screens.s1 = { id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: ['w1'], props: {}, style: {} };
    app.widgets.w1 = newWidget({
      id: 'w1',
      type: 'Image',
      style: { backgroundImage: { url: 'zip-source/pic.png', w: 1, h: 1 } },
    });
    const zipFile = join(tmp, 'with-picture.zip');
    writeFileSync(
      zipFile,
      zipSync({ 'app.json': strToU8(JSON.stringify(app)), 'images/pic.png': new Uint8Array(PNG) }),
    );

    await page.goto(world.url('/help/import-export.html'));
    await page.getByRole('button', { name: 'Import a prototype' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a prototype' });
    await dialog.getByLabel('ZIP or JSON file').setInputFiles(zipFile);
    await dialog.getByRole('button', { name: 'Import' }).click();
    const imported = page.getByTestId('imported');
    await imported.waitFor();
    const href = await imported.getByRole('link', { name: 'Open the prototype' }).getAttribute('href');
    const id = decodeURIComponent(/#\/apps\/(.+)\.html$/.exec(href ?? '')![1]!);
    const stored = (await world.api.get(`/rest/apps/${id}.json`, user.token)).body;
    const url = stored.widgets.w1.style.backgroundImage.url as string;
    expect(url.startsWith(`${id}/`)).toBe(true);
    const image = await world.api.request('GET', `/rest/images/${url}`, { token: user.token });
    expect(image.status).toBe(200);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      imported.getByRole('button', { name: 'Export as ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('With a picture.zip');
    const exportFile = join(tmp, 'exported-picture.zip');
    await download.saveAs(exportFile);
    const entries = unzipSync(new Uint8Array(readFileSync(exportFile)));
    const file = url.slice(url.lastIndexOf('/') + 1);
    expect(Buffer.from(entries[`images/${file}`]!)).toEqual(PNG);
    expect(JSON.parse(strFromU8(entries['app.json']!)).widgets.w1.style.backgroundImage.url).toBe(url);
    await page.getByText('The ZIP with the prototype and its images was downloaded.').waitFor();
    await context.close();
  });
  it('imports two images as a prototype of two screens with their backgrounds', async () => {
    const user = await createTestUser(world.api, 'shots');
    const { context, page, errors } = await openPage(world, { user, viewport: PHONE });
    const files = ['shot-2.png', 'shot-1.png'].map((name, i) => {
      const file = join(tmp, name);
      writeFileSync(file, pngFile(40 + i, 60));
      return file;
    });

    await page.goto(world.url('/help/import-export.html'));
    await page.getByRole('button', { name: 'Import a prototype' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a prototype' });
    const images = dialog.getByLabel('Or images: one screen each');
    // a file that is no image is refused and nothing is created
    const fake = join(tmp, 'fake.png');
    writeFileSync(fake, 'not a picture');
    await images.setInputFiles([files[0]!, fake]);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The image fake.png has the wrong type: only JPG, PNG or GIF.' })
      .waitFor();
    expect((await world.api.get<unknown[]>('/rest/apps', user.token)).body).toEqual([]);

    await images.setInputFiles(files);
    await screenshot(page, 'import-images-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'detached' });
    const href = await page
      .getByTestId('imported')
      .getByRole('link', { name: 'Open the prototype' })
      .getAttribute('href');
    const id = decodeURIComponent(/#\/apps\/(.+)\.html$/.exec(href ?? '')![1]!);
    const app = (await world.api.get<App>(`/rest/apps/${id}.json`, user.token)).body;
    expect(app.name).toBe('Prototype from images');
    const screens = Object.values(app.screens).sort((a, b) => a.x - b.x);
    expect(screens.map((s) => s.name)).toEqual(['shot-1', 'shot-2']);
    expect(startScreen(app)?.id).toBe(screens[0]!.id);
    for (const screen of screens) {
      const url = (screen.style?.backgroundImage as { url: string }).url;
      expect(url.startsWith(`${id}/`)).toBe(true);
      const image = await world.api.request('GET', `/rest/images/${url}`, { token: user.token });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
