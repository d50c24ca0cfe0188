// The workbench's account screens and session rules in real Chromium against the real API
// (SQLite): sign-up, my account, logout, a 401 in mid-use, login through the address, try-out.
// Screenshots of the main screens go to test-results/workbench/ (phone and desktop widths).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { workbenchHarness } from './support/workbenchHarness';
import { createTestUser, DESKTOP, openPage, PHONE, screenshot } from './support/workbenchWorld';

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;

/** The hash route the page shows, without its query. */
const route = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0]);

const storedLogin = (page: Page) =>
  page.evaluate(() => ({ user: localStorage.getItem('protolab.user'), cookie: document.cookie }));

describe.skipIf(!hasChromium)('workbench: accounts and the session', () => {
  const world = workbenchHarness();

  it('sign up → logged in → my account shows the name → log out', async () => {
    const { context, page, errors } = await openPage(world);
    const email = uniqueEmail('ada');

    await page.goto(world.url('/register'));
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First name (optional)').fill('Ada');
    await page.getByLabel('Last name (optional)').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('analytical1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // logged in: on to my prototypes (apps/logged_in.html forwards there)
    await page.waitForFunction(() => location.hash.startsWith('#/apps/my-apps.html'));
    expect(JSON.parse((await storedLogin(page)).user!)).toMatchObject({ email, name: 'Ada' });
    expect((await storedLogin(page)).cookie).toContain('protolab_login=');

    await page.goto(world.url('/my-account.html'));
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Lovelace');
    expect(await page.getByTestId('account-link').textContent()).toContain('Ada');
    await screenshot(page, 'my-account-desktop');

    const userId = JSON.parse((await storedLogin(page)).user!).id as string;
    expect(await world.api.knex('login_sessions').where({ user_id: userId }).count({ n: '*' })).toEqual([{ n: 1 }]);

    await page.getByRole('link', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    expect(await storedLogin(page)).toEqual({ user: null, cookie: '' });
    // DELETE /rest/login ended the server's login too
    expect(await world.api.knex('login_sessions').where({ user_id: userId }).count({ n: '*' })).toEqual([{ n: 0 }]);
    await page.getByRole('link', { name: 'Log in again' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("after a logout in the same tab, My prototypes shows none of the previous user's data", async () => {
    const user = await createTestUser(world.api, 'private');
    await world.api.post(
      '/rest/apps',
      { name: 'Secret plan', type: 'smartphone', screenSize: { w: 375, h: 667 } },
      user.token,
    );
    const { context, page } = await openPage(world, { user });
    await page.goto(world.url('/apps/my-apps.html'));
    await page.getByText('Secret plan').first().waitFor();

    await page.evaluate(() => (location.hash = '#/logout.html'));
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    // back to the list without a reload: the cache of the user who left must be gone
    await page.evaluate(() => (location.hash = '#/apps/my-apps.html'));
    await page.getByText('You are trying Protolab out', { exact: false }).waitFor();
    expect(await page.getByText('Secret plan').count()).toBe(0);
    await context.close();
  });

  it('a 401 in mid-use: the alert, logged out, back at /', async () => {
    const user = await createTestUser(world.api, 'grace');
    const { context, page } = await openPage(world, { user });
    await page.goto(world.url('/my-account.html'));
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('grace');

    // the server forgets the login (as after a password reset elsewhere)
    await world.api.knex('login_sessions').where({ user_id: user.id }).delete();
    await page.getByLabel('First name').fill('Grace');
    await page.getByRole('button', { name: 'Save' }).click();

    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Something is wrong. Please login again!');
    await expect.poll(() => route(page)).toBe('/');
    expect(await storedLogin(page)).toEqual({ user: null, cookie: '' });
    await screenshot(page, 'alert-401-desktop');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('/api/login/{usr}/{pwd} logs in and leaves the credentials neither in the address nor in the history', async () => {
    const email = uniqueEmail('ida');
    const password = 'secret-pass1';
    expect((await world.api.post('/rest/user', { email, password, tos: true, name: 'Ida' })).status).toBe(200);

    const { context, page } = await openPage(world);
    await page.goto(world.url('/tos.html'));
    await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
    const lengthBefore = await page.evaluate(() => history.length);

    await page.evaluate(
      ([usr, pwd]) => {
        location.hash = `#/api/login/${encodeURIComponent(usr)}/${encodeURIComponent(pwd)}`;
      },
      [email, password],
    );
    await page.waitForFunction(() => location.hash.startsWith('#/apps/my-apps.html'));
    expect(JSON.parse((await storedLogin(page)).user!)).toMatchObject({ email });

    const visible = async () => page.evaluate(() => decodeURIComponent(location.href));
    expect(await visible()).not.toContain(password);
    expect(await visible()).not.toContain(email);
    // one entry more than before (the login's, replaced by where it led), none holding the credentials
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await expect.poll(() => route(page)).toBe('/tos.html');
    await page.goForward();
    await expect.poll(() => route(page)).toBe('/apps/my-apps.html');
    expect(await visible()).not.toContain(password);
    await context.close();
  });

  it('/api/login with a wrong password stays logged out and forgets the address too', async () => {
    const { context, page } = await openPage(world);
    await page.goto(world.url('/api/login/nobody%40example.test/wrong-pass1'));
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await route(page)).toBe('/');
    expect(await page.evaluate(() => location.href)).not.toContain('wrong-pass1');
    expect((await storedLogin(page)).user).toBeNull();
    await context.close();
  });

  it("password reset: the mail's link opens reset-password.html, the new password logs in", async () => {
    const email = uniqueEmail('rosa');
    expect((await world.api.post('/rest/user', { email, password: 'old-pass1', tos: true })).status).toBe(200);
    const { context, page } = await openPage(world, { viewport: PHONE });
    await page.goto(world.url('/'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`If there is an account for ${email}`).waitFor();

    const mailDir = join(world.api.config.dataDir, 'mail');
    const mail = readdirSync(mailDir)
      .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string; text: string })
      .find((m) => m.to === email);
    const link = new URL(/https?:\/\/\S+reset-password\.html\S+/.exec(mail!.text)![0]);
    await page.goto(`${world.api.url}/${link.hash}`);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('new-pass1');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your new password is set. Please log in.' }).waitFor();
    await expect.poll(() => route(page)).toBe('/');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('new-pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/apps/my-apps.html'));
    await context.close();
  });

  it('a guest may try out, but creating asks to sign up', async () => {
    const { context, page } = await openPage(world);
    await page.goto(world.url('/'));
    await page.getByRole('link', { name: 'Try it without an account' }).click();
    await page.getByRole('heading', { name: 'Try Protolab' }).waitFor();
    await page.getByRole('button', { name: 'Create a prototype' }).click();
    const hint = page.getByRole('status').filter({ hasText: 'Please sign up first' });
    await hint.waitFor();
    // a hint stays 4 s
    await hint.waitFor({ state: 'detached', timeout: 6000 });
    await context.close();
  });

  it('the login and sign-up forms name what is missing; ?ln= picks the language', async () => {
    const { context, page } = await openPage(world);
    await page.goto(world.url('/'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('An email is required.').waitFor();
    await page.getByText('The password must have at least 6 characters.').waitFor();

    await page.goto(world.url('/registratadordeUsuarios?ln=de'));
    await page.getByRole('heading', { name: 'Konto erstellen' }).waitFor();
    await page.getByRole('button', { name: 'Registrieren' }).first().click();
    await page.getByText('Die Nutzungsbedingungen und die Datenschutzerklärung müssen akzeptiert werden.').waitFor();
    await context.close();
  });

  it('on a phone the header is one row with a menu, and a success banner covers no heading', async () => {
    const user = await createTestUser(world.api, 'grace');
    const { context, page } = await openPage(world, { user, viewport: PHONE });
    await page.goto(world.url('/my-account.html'));
    const heading = page.getByRole('heading', { name: 'My account' });
    await heading.waitFor();
    const header = page.locator('header.app-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    // folded away: the navigation, the language and Log out are not shown until the menu opens
    const menuButton = page.getByRole('button', { name: 'Main menu' });
    expect(await page.getByRole('link', { name: 'Log out' }).isVisible()).toBe(false);
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['My prototypes', 'Examples', 'Help'])
      expect(await nav.getByRole('link', { name }).isVisible(), name).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(true);
    // every entry lies inside the window, none cut off at the side
    for (const entry of await page.locator('.app-menu > *').all()) {
      const box = (await entry.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, 'header-menu-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('link', { name: 'Log out' }).isVisible()).toBe(false);
    await menuButton.click();
    await page.mouse.click(4, PHONE.height - 40); // a tap beside the menu closes it
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');

    await page.getByLabel('First name').fill('Grace');
    await page.getByRole('button', { name: 'Save' }).first().click();
    const banner = page.getByRole('status').filter({ hasText: 'Your profile is saved.' });
    await banner.waitFor();
    const [b, h, top] = [await banner.boundingBox(), await heading.boundingBox(), await header.boundingBox()];
    const apart = (a: typeof b, c: typeof b) => a!.y + a!.height <= c!.y || c!.y + c!.height <= a!.y;
    expect(apart(b, h), 'the banner covers the page heading').toBe(true);
    expect(apart(b, top), 'the banner covers the header').toBe(true);
    await screenshot(page, 'banner-phone', { fullPage: false });
    await context.close();
  });

  it('unknown routes show the 404 page with the header', async () => {
    const { context, page } = await openPage(world);
    await page.goto(world.url('/no/such/page.html'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await context.close();
  });

  it(
    'landing, login, sign-up and my account fit phone and desktop widths (no sideways scrolling)',
    { timeout: 90_000 },
    async () => {
      const user = await createTestUser(world.api, 'linus');
      /** the page's width beyond the viewport, in CSS px (0: nothing sticks out) */
      const overflow = (page: Page) =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      for (const [width, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const { context: guest, page } = await openPage(world, { viewport });
        await page.goto(world.url('/'));
        await page.getByRole('heading', { name: 'Log in' }).waitFor();
        expect(await overflow(page)).toBe(0);
        await screenshot(page, `landing-${width}`);
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.getByText('An email is required.').waitFor();
        expect(await overflow(page)).toBe(0);
        await screenshot(page, `login-invalid-${width}`);
        await page.goto(world.url('/register'));
        await page.getByRole('heading', { name: 'Create your account' }).waitFor();
        expect(await overflow(page)).toBe(0);
        await screenshot(page, `sign-up-${width}`);
        await guest.close();

        const { context, page: account } = await openPage(world, { user, viewport });
        await account.goto(world.url('/my-account.html'));
        await expect.poll(() => account.getByLabel('First name').inputValue()).toBe('linus');
        expect(await overflow(account)).toBe(0);
        await screenshot(account, `my-account-${width}`);
        await account.getByRole('button', { name: 'Delete my account…' }).click();
        const dialog = account.getByRole('dialog');
        await dialog.waitFor();
        // the dialog is whole on the screen, its buttons reachable
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await screenshot(account, `delete-account-${width}`, { fullPage: false });
        await context.close();
      }
    },
  );
});
