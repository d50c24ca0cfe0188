// My prototypes, the overview, settings, sharing and the team in real Chromium against the real API
// (SQLite): create → listed → overview → rename → share (QR code, test link with the API's hash) →
// add a team member → copy → delete; the canvas; the workbench test link goes on to the
// player. Screenshots at phone and desktop widths go to test-results/workbench/.
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@protolab/shared';
import { imageForm, pngFile } from '../../api/test/support/imageFiles';
import { hasChromium } from './support/browser';
import { addPicture, loopPrototype } from './support/prototypes';
import { userPage, workbenchHarness } from './support/workbenchHarness';
import { createTestUser, openPage, PHONE, screenshot, type TestUser } from './support/workbenchWorld';

/** The hash route the page shows, without its query. */
const route = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0]);

/** The text the QR canvas encodes, read back by an independent decoder (jsQR). */
async function qrText(page: Page): Promise<string | undefined> {
  const image = await page.getByTestId('qr-code').evaluate((canvas: HTMLCanvasElement) => {
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data;
}

/** The server's PUBLIC_URL: share links and QR codes must carry it, not the address the designer used. */
const PUBLIC_URL = 'http://protolab.example.test:8123';

/** Widgets drawn on the canvas's screens (by the one screen renderer). */
const drawnWidgets = (page: Page) => page.locator('[data-testid="canvas-screens"] .pl-screen [data-widget]').count();

describe.skipIf(!hasChromium)('workbench: my prototypes, overview, share and team', () => {
  const world = workbenchHarness({ env: { PUBLIC_URL } });
  const owner = userPage(world, 'owner');
  const { errors } = owner;
  let mate: TestUser;
  let appId: string;

  beforeAll(async () => {
    mate = await createTestUser(world.api, 'mate');
  });

  it('creates a prototype, lists it and opens its overview', async () => {
    await owner.page.goto(world.url('/apps/my-apps.html'));
    await owner.page.getByRole('heading', { name: 'No prototypes yet' }).waitFor();
    await owner.page.getByRole('button', { name: 'New prototype' }).click();
    const dialog = owner.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create prototype' }).click();
    await dialog.getByText('The prototype needs a name.').waitFor();
    await screenshot(owner.page, 'apps-create-desktop', { fullPage: false });
    await dialog.getByLabel('Name').fill('Checkout flow');
    await dialog.getByText('Tablet').click();
    await dialog.getByLabel('Screen size').selectOption('ipad-mini');
    await dialog.getByRole('button', { name: 'Create prototype' }).click();
    await owner.page.waitForFunction(
      () => /^#\/apps\/[^/]+\.html$/.test(location.hash) && !location.hash.includes('my-apps'),
    );
    appId = (await route(owner.page)).replace(/^\/apps\/|\.html$/g, '');

    const stored = await world.api.get<App>(`/rest/apps/${appId}.json`, owner.user.token);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ name: 'Checkout flow', type: 'tablet', screenSize: { w: 744, h: 1133 } });
    expect(Object.values(stored.body.screens)).toHaveLength(1);
    await owner.page.getByTestId('screen-card').waitFor();

    // screens, widgets, an uploaded image and links to look at: the loop prototype saved into this app
    const upload = await world.api.request('POST', `/rest/images/${appId}`, {
      raw: imageForm([{ name: 'logo.png', bytes: pngFile(40, 40), type: 'image/png' }]),
      token: owner.user.token,
    });
    expect(upload.status).toBe(200);
    const imageUrl = (upload.body as { uploads: Array<{ url: string }> }).uploads[0].url;
    const loop = loopPrototype(3);
    addPicture(loop.doc, 's0', 'logo0', 30, imageUrl);
    const doc = { ...loop.doc, id: appId, name: 'Checkout flow', type: 'smartphone', screenSize: { w: 375, h: 667 } };
    expect((await world.api.post(`/rest/apps/${appId}.json`, doc, owner.user.token)).status).toBe(200);

    await owner.page.getByRole('link', { name: 'My prototypes' }).first().click();
    await owner.page.getByRole('heading', { name: 'Recent' }).waitFor();
    const cards = owner.page.getByTestId('app-card');
    await expect.poll(() => cards.count()).toBe(2); // recent and all
    expect(await cards.first().textContent()).toContain('Checkout flow');
    await owner.page.getByLabel('Search by name').fill('nothing like it');
    await owner.page.getByText('No prototype is called “nothing like it”.').waitFor();
    await owner.page.getByLabel('Search by name').fill('checkout');
    await expect.poll(() => cards.count()).toBe(2);
    await screenshot(owner.page, 'apps-my-prototypes-desktop');

    const imageLoaded = owner.page.waitForResponse(
      (r) => r.url().includes(`/rest/images/${imageUrl}`) && r.status() === 200,
    );
    await cards.first().getByRole('link').click();
    await imageLoaded;
    await expect.poll(() => route(owner.page)).toBe(`/apps/${appId}.html`);
    await expect.poll(() => owner.page.getByTestId('screen-card').count()).toBe(3);
    await owner.page.getByRole('heading', { name: '3 screens' }).waitFor();
    await owner.page.waitForTimeout(300); // thumbnails draw
    await screenshot(owner.page, 'apps-overview-desktop');
  });

  it('renames it in the settings', async () => {
    await owner.page.getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => route(owner.page)).toBe(`/apps/${appId}/settings.html`);
    const name = owner.page.getByLabel('Name');
    await expect.poll(() => name.inputValue()).toBe('Checkout flow');
    await name.fill('Checkout v2');
    await owner.page.getByLabel('Description').fill('The new checkout');
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('The settings were saved.').waitFor();
    const stored = await world.api.get<App>(`/rest/apps/${appId}.json`, owner.user.token);
    expect(stored.body).toMatchObject({ name: 'Checkout v2', description: 'The new checkout' });
    await owner.page.getByRole('heading', { name: 'Checkout v2' }).waitFor();
    await screenshot(owner.page, 'apps-settings-desktop');
  });

  it('shares it: the test link holds the API’s test hash and the public address, and the QR code encodes it', async () => {
    const invitations = await world.api.get<Array<{ hash: string; permission: string }>>(
      `/rest/invitation/${appId}.json?shape=list`,
      owner.user.token,
    );
    const testHash = invitations.body.find((i) => i.permission === 'test')!.hash;
    const readHash = invitations.body.find((i) => i.permission === 'read')!.hash;

    await owner.page.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share “Checkout v2”' });
    await dialog.waitFor();
    const link = dialog.getByRole('textbox', { name: 'Test link', exact: true });
    const shared = `${PUBLIC_URL}/player/#/test.html?h=${testHash}`;
    await expect.poll(() => link.inputValue()).toBe(shared);
    await expect.poll(() => qrText(owner.page)).toBe(shared);
    expect(await dialog.getByRole('textbox', { name: 'Embed code', exact: true }).inputValue()).toContain(
      `<iframe src="${shared}" width="375" height="667"`,
    );
    expect(await dialog.getByRole('textbox', { name: 'Comment link', exact: true }).inputValue()).toBe(
      `${PUBLIC_URL}/#/comments.html?h=${readHash}&app=${appId}`,
    );
    // the designer's own address (127.0.0.1 here) is not what testers get, so no warning about it;
    // the public address is plain http, where testers' browsers cannot keep the test offline
    await expect
      .poll(() => dialog.getByRole('note').allTextContents())
      .toEqual([expect.stringContaining('Testers cannot save this test for offline play')]);
    expect(await dialog.getByRole('note').textContent()).toContain('https');
    // the designer's own run is a preview on the designer's address, from the start screen, recording nothing
    expect(await dialog.getByRole('link', { name: 'Run test' }).getAttribute('href')).toBe(
      `${world.api.url}/player/#/test.html?h=${testHash}&log=false&s=true`,
    );
    await owner.page.waitForTimeout(200);
    await screenshot(owner.page, 'apps-share-desktop', { fullPage: false });

    // an optional password on the test link
    await dialog.getByLabel('Test password').fill('secret1');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await owner.page.getByText('The test and comment links are protected by the password.').waitFor();
    const after = await world.api.get<Array<{ permission: string; hasPassword: boolean }>>(
      `/rest/invitation/${appId}.json?shape=list`,
      owner.user.token,
    );
    expect(after.body.find((i) => i.permission === 'test')?.hasPassword).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => route(owner.page)).toBe(`/apps/${appId}/design.html`);
  });

  it('results show the empty state before any session', async () => {
    await owner.page.getByRole('link', { name: 'Results' }).click();
    await expect.poll(() => route(owner.page)).toBe(`/apps/${appId}/results.html`);
    await owner.page.getByText('No test sessions recorded yet.', { exact: false }).waitFor();
  });

  it('adds a team member by email', async () => {
    await owner.page.getByRole('link', { name: 'Team' }).click();
    await owner.page.getByRole('heading', { name: 'Team (1 person)' }).waitFor();
    await owner.page.getByLabel('Email').fill(mate.email);
    await owner.page.getByLabel('Role', { exact: true }).selectOption('read');
    await owner.page.getByRole('button', { name: 'Add' }).click();
    await owner.page.getByRole('heading', { name: 'Team (2 people)' }).waitFor();
    const team = await world.api.get<Array<{ userId: string; role: string }>>(
      `/rest/apps/${appId}/team.json`,
      owner.user.token,
    );
    expect(team.body.find((m) => m.userId === mate.id)?.role).toBe('read');
    await owner.page.getByLabel(`Role of ${mate.email}`).selectOption('write');
    await owner.page.getByText('The role was changed.').waitFor();
    await screenshot(owner.page, 'apps-team-desktop');
  });

  it('copies and deletes a prototype', async () => {
    await owner.page.goto(world.url('/apps/my-apps.html'));
    const all = owner.page.locator('section', { has: owner.page.getByRole('heading', { name: /All prototypes/ }) });
    await all.getByTestId('app-card').first().waitFor();
    await all.getByRole('button', { name: 'Copy' }).click();
    const copyDialog = owner.page.getByRole('dialog');
    expect(await copyDialog.getByLabel('Name').inputValue()).toBe('Copy of Checkout v2');
    await copyDialog.getByRole('button', { name: 'Copy' }).click();
    await owner.page.getByRole('heading', { name: 'All prototypes (2)' }).waitFor();

    const copyCard = all.getByTestId('app-card').filter({ hasText: 'Copy of Checkout v2' });
    await copyCard.getByRole('button', { name: 'Delete' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Delete prototype' });
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await owner.page.getByRole('heading', { name: 'All prototypes (1)' }).waitFor();
    const list = await world.api.get<Array<{ name: string }>>('/rest/apps/?summary=true', owner.user.token);
    expect(list.body.map((a) => a.name)).toEqual(['Checkout v2']);
  });

  it('a team member who is not the owner sees no delete', async () => {
    const { context: mateContext, page: matePage } = await openPage(world, { user: mate });
    await matePage.goto(world.url('/apps/my-apps.html'));
    await matePage.getByTestId('app-card').first().waitFor();
    expect(await matePage.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await mateContext.close();
  });

  it('opens the canvas in the editor with its screens and links, and focuses a screen', async () => {
    await owner.page.goto(world.url(`/apps/${appId}/create.html`));
    await owner.page.getByTestId('save-status').waitFor();
    await expect.poll(() => drawnWidgets(owner.page)).toBeGreaterThan(3);
    await owner.page.waitForTimeout(300);
    await screenshot(owner.page, 'apps-canvas-desktop', { fullPage: false });
    const before = await owner.page.locator('.canvas-scale').textContent();
    await owner.page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => owner.page.locator('.canvas-scale').textContent()).not.toBe(before);

    await owner.page.goto(world.url(`/apps/${appId}/design/s1.html`));
    await owner.page.getByRole('heading', { name: /Checkout v2/ }).waitFor();
    expect(await owner.page.getByRole('heading', { name: /Checkout v2/ }).textContent()).toContain('Screen 1');
    await owner.page.waitForTimeout(300);
    await screenshot(owner.page, 'apps-canvas-screen-desktop', { fullPage: false });
  });

  it('at phone width: my prototypes, overview, share dialog and canvas', async () => {
    const { context: phone, page: phonePage } = await openPage(world, { user: owner.user, viewport: PHONE, errors });
    await phonePage.goto(world.url('/apps/my-apps.html'));
    await phonePage.getByTestId('app-card').first().waitFor();
    await screenshot(phonePage, 'apps-my-prototypes-phone');
    await phonePage.goto(world.url(`/apps/${appId}.html`));
    await expect.poll(() => phonePage.getByTestId('screen-card').count()).toBe(3);
    await phonePage.waitForTimeout(300);
    await screenshot(phonePage, 'apps-overview-phone');
    await phonePage.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => qrText(phonePage)).toMatch(`${PUBLIC_URL}/player/#/test.html?h=`);
    await screenshot(phonePage, 'apps-share-phone', { fullPage: false });
    await phonePage.goto(world.url(`/apps/${appId}/create.html`));
    await expect.poll(() => drawnWidgets(phonePage)).toBeGreaterThan(3);
    await phonePage.waitForTimeout(300);
    await screenshot(phonePage, 'apps-canvas-phone', { fullPage: false });

    // share.html?id=: the share dialog's content as a page
    await phonePage.goto(world.url(`/share.html?id=${appId}`));
    const link = phonePage.getByRole('textbox', { name: 'Test link', exact: true });
    await expect.poll(() => link.inputValue()).toContain('/player/#/test.html?h=');
    await expect.poll(() => qrText(phonePage)).toMatch(`${PUBLIC_URL}/player/#/test.html?h=`);
    await phone.close();
  });

  it('the workbench test link goes on to the player, the query kept', async () => {
    const { context: other, page: tester } = await openPage(world, { viewport: PHONE });
    await tester.goto(world.url('/test.html?h=abcdefgh12345678&ln=de'));
    await tester.waitForURL(
      (url) => url.pathname === '/player/' && url.hash === '#/test.html?h=abcdefgh12345678&ln=de',
    );
    await other.close();
  });

  it('a guest sees my prototypes but must sign up to create', async () => {
    const { context: guest, page: guestPage } = await openPage(world);
    await guestPage.goto(world.url('/apps/my-apps.html'));
    await guestPage.getByText('You are trying Protolab out.', { exact: false }).waitFor();
    await guestPage.getByRole('button', { name: 'New prototype' }).click();
    await guestPage.getByText('Please sign up first', { exact: false }).waitFor();
    expect(await guestPage.getByRole('dialog').count()).toBe(0);
    await guest.close();
    expect(errors).toEqual([]);
  });
});
