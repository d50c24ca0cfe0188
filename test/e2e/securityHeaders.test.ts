// Security headers and the Content-Security-Policy in real Chromium against the real API: the
// workbench's pages and the player run under their policies without a single violation, every
// answer they get carries the headers, uploaded images show through the image cookie that a real
// login sets (never with the token in the address), and the workbench cannot be framed by another
// site while the player's embed code works.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@protolab/shared';
import { imageForm, pngFile } from '../../api/test/support/imageFiles';
import { cspViolations, hasChromium } from './support/browser';
import { addPicture, loopPrototype } from './support/prototypes';
import { workbenchHarness } from './support/workbenchHarness';
import { createTestUser, DESKTOP, loggedInContext, type TestUser } from './support/workbenchWorld';

const TIMEOUT = 120_000;
const REMOTE_PICTURE = 'https://pictures.example.test/remote.png';

/** Every answer of our server a page gets, to check their headers. */
function answersOf(page: Page, origin: string): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin)) answers.push(response);
  });
  return answers;
}

async function expectSecurityHeaders(answers: Response[]) {
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    const headers = await answer.allHeaders();
    expect(headers['content-security-policy'], answer.url()).toMatch(/frame-ancestors/);
    expect(headers['x-content-type-options'], answer.url()).toBe('nosniff');
    expect(headers['referrer-policy'], answer.url()).toBe('no-referrer');
  }
}

/** Another site: a page of its own on another port (another origin), in the same local address space. */
async function serve(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An uploaded image of a prototype has loaded on the page (a failed one turns into a placeholder). */
const uploadedImageShown = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('img')).some(
      (img) => /\/rest\/images\//.test(img.currentSrc) && img.complete && img.naturalWidth > 0,
    ),
  );

describe.skipIf(!hasChromium)('security headers and the content security policy in the browser', () => {
  const world = workbenchHarness({ player: true });
  let owner: TestUser;
  let appId: string;
  let testHash: string;
  const contexts: BrowserContext[] = [];

  const newPage = async (context: BrowserContext) => {
    if (!contexts.includes(context)) {
      contexts.push(context);
      // the picture on another site that the prototype names
      await context.route(REMOTE_PICTURE, (route) => route.fulfill({ contentType: 'image/png', body: pngFile(8, 8) }));
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { page, errors, answers: answersOf(page, world.api.url) };
  };

  beforeAll(async () => {
    owner = await createTestUser(world.api, 'secure');
    const created = await world.api.post<App>(
      '/rest/apps/',
      { name: 'Secure', type: 'smartphone', screenSize: { w: 375, h: 667 } },
      owner.token,
    );
    appId = created.body.id;
    const upload = await world.api.request('POST', `/rest/images/${appId}`, {
      raw: imageForm([{ name: 'logo.png', bytes: pngFile(40, 40) }]),
      token: owner.token,
    });
    const imageUrl = (upload.body as { uploads: Array<{ url: string }> }).uploads[0]!.url;
    const loop = loopPrototype(2);
    addPicture(loop.doc, 's0', 'logo0', 100, imageUrl);
    addPicture(loop.doc, 's0', 'remote0', 160, REMOTE_PICTURE);
    const doc = { ...loop.doc, id: appId, name: 'Secure', type: 'smartphone', screenSize: { w: 375, h: 667 } };
    expect((await world.api.post(`/rest/apps/${appId}.json`, doc, owner.token)).status).toBe(200);
    const invitations = await world.api.get(`/rest/invitation/${appId}.json?shape=list`, owner.token);
    testHash = (invitations.body as Array<{ permission: string; hash: string }>).find(
      (i) => i.permission === 'test',
    )!.hash;
  }, 240_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it(
    'a real login sets the image cookie: the prototype image shows with no token in any address; logout clears it',
    async () => {
      const email = `secure-login-${Date.now()}@example.test`;
      const password = 'secret-pass-1';
      const signed = await world.api.post('/rest/user', { email, password, tos: true });
      await world.api
        .knex('team')
        .insert({ app_id: appId, user_id: signed.body.id, role: 'read', created: Date.now() });
      const { page, errors, answers } = await newPage(await world.browser.newContext({ viewport: DESKTOP }));
      const entry = await page.goto(world.url('/'));
      expect((await entry!.allHeaders())['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForFunction(() => location.hash.startsWith('#/apps/my-apps.html'));

      const cookie = (await page.context().cookies()).find((c) => c.name === 'protolab_images');
      expect(cookie).toMatchObject({ path: '/rest/images', httpOnly: true, sameSite: 'Strict' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('protolab_images');

      await page.goto(world.url(`/apps/${appId}.html`));
      await uploadedImageShown(page);
      const addresses = answers.map((a) => a.url());
      expect(addresses.some((url) => url.includes('/rest/images/'))).toBe(true);
      expect(addresses.filter((url) => /[?&]jwt=/.test(url))).toEqual([]);

      await page.evaluate(() => (location.hash = '#/logout.html'));
      await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
      await expect
        .poll(async () => (await page.context().cookies()).some((c) => c.name === 'protolab_images'))
        .toBe(false);
      expect(await cspViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await expectSecurityHeaders(answers);
    },
    TIMEOUT,
  );

  it(
    'the workbench: login, my prototypes, the overview, the editor canvas and analytics run with no violation',
    async () => {
      const guest = await newPage(await world.browser.newContext({ viewport: DESKTOP }));
      await guest.page.goto(world.url('/'));
      await guest.page.getByRole('heading', { name: 'Log in' }).waitFor();
      expect(await cspViolations(guest.page)).toEqual([]);
      expect(guest.errors).toEqual([]);
      await expectSecurityHeaders(guest.answers);

      const designer = await loggedInContext(world, owner, DESKTOP);
      contexts.push(designer);
      const visits: Array<[string, (page: Page) => Promise<unknown>]> = [
        ['/apps/my-apps.html', (page) => page.getByRole('heading', { name: 'Recent' }).waitFor()],
        [`/apps/${appId}.html`, (page) => uploadedImageShown(page)],
        [
          `/apps/${appId}/create.html`,
          async (page) => {
            await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
            await uploadedImageShown(page);
          },
        ],
        [`/apps/${appId}/analyze/workspace.html`, (page) => page.getByRole('radio', { name: 'Results' }).waitFor()],
      ];
      const types = new Set<string>();
      for (const [path, ready] of visits) {
        // a page of its own for each: loaded from scratch, its document answered by the server
        const { page, errors, answers } = await newPage(designer);
        const entry = await page.goto(world.url(path));
        const policy = (await entry!.allHeaders())['content-security-policy'];
        expect(policy, path).toMatch(/script-src 'self'(;|$)/);
        await ready(page);
        await page.waitForTimeout(300); // late loads (chunks, icons, workers) have come in
        expect(await cspViolations(page), path).toEqual([]);
        expect(errors, path).toEqual([]);
        await expectSecurityHeaders(answers);
        for (const answer of answers) types.add((await answer.allHeaders())['content-type']!.split(';')[0]!);
        await page.close();
      }
      // pages, scripts, styles, JSON and images all came with the headers
      expect([...types]).toEqual(
        expect.arrayContaining(['text/html', 'text/javascript', 'text/css', 'application/json', 'image/png']),
      );
    },
    TIMEOUT,
  );

  it(
    'the player plays a test with an uploaded image and one from another site, with no violation',
    async () => {
      const { page, errors, answers } = await newPage(
        await world.browser.newContext({ viewport: { width: 390, height: 800 } }),
      );
      const entry = await page.goto(`${world.api.url}/player/#/test.html?h=${testHash}`);
      expect((await entry!.allHeaders())['content-security-policy']).toMatch(/frame-ancestors \*/);
      await page.getByRole('button', { name: 'Start the test' }).click();
      await page.locator('[data-screen="s0"]').waitFor();
      await uploadedImageShown(page);
      await page.waitForFunction(
        (src) => Array.from(document.images).some((img) => img.currentSrc === src && img.naturalWidth > 0),
        REMOTE_PICTURE,
      );
      await page.locator('[data-widget="next0"]').click();
      await page.locator('[data-screen="s1"]').waitFor();
      await page.waitForTimeout(300);
      expect(await cspViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await expectSecurityHeaders(answers);
    },
    TIMEOUT,
  );

  it(
    'another site cannot frame the workbench, but can embed the player',
    async () => {
      const workbench = world.url('/');
      const player = `${world.api.url}/player/#/test.html?h=${testHash}`;
      const elsewhere = await serve(
        `<iframe name="workbench" src="${workbench}"></iframe>` +
          `<iframe name="player" width="390" height="700" src="${player}"></iframe>`,
      );
      try {
        const { page } = await newPage(await world.browser.newContext());
        await page.goto(elsewhere.url);
        await page.frame({ name: 'player' })!.getByRole('button', { name: 'Start the test' }).waitFor();
        const framed = page.frame({ name: 'workbench' })!;
        await expect.poll(() => framed.url()).not.toBe(workbench);
        expect(await framed.locator('#root').count()).toBe(0);
      } finally {
        await elsewhere.close();
      }
    },
    TIMEOUT,
  );
});
