// The API-description import (issue 31) in real Chromium against the real API: a designer loads an
// OpenAPI 3.1 description from a URL the browser may read (CORS), a Swagger 2.0 one from a URL it
// may not (the API loads it), and a large generated one from a file; picks resources and operations;
// imports them as one undo step. A tester then fills the generated form in the player: validation
// refuses bad input, and the detail screen shows what the form took. The SPEC §8 errors: a missing
// URL, a URL that could not be loaded, a file that is no description.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dump } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApp, type App, type Widget } from '@protolab/shared';
import { bookingsApi, largeApi, petsSwagger2 } from './support/apiDescriptions';
import { hasChromium } from './support/browser';
import { editorSuite, openImports } from './support/editorHarness';
import { openPage, screenshot } from './support/workbenchWorld';

const LARGE_PATHS = 120;

/** Serves the descriptions: bookings with CORS, pets in YAML without (only the API may read it), no description, nothing. */
function descriptionServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const send = (body: unknown, cors: boolean) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(cors ? { 'access-control-allow-origin': '*' } : {}),
      });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/bookings.json') send(bookingsApi(), true);
    else if (req.url === '/pets.yaml') {
      res.writeHead(200, { 'content-type': 'application/yaml' });
      res.end(dump(petsSwagger2()));
    } else if (req.url === '/not-an-api.json') send({ hello: 'world' }, true);
    else {
      res.writeHead(404, { 'access-control-allow-origin': '*' });
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe.skipIf(!hasChromium)('import of API descriptions', () => {
  // an empty prototype: the import's start screen is where the test starts
  const s = editorSuite('openapi', newApp({ name: 'Bookings' }), { env: { IMPORT_ALLOW_PRIVATE_URLS: 'true' } });
  let files: { url: string; server: Server };
  beforeAll(async () => {
    files = await descriptionServer();
  });
  afterAll(() => {
    files.server.closeAllConnections();
    files.server.close();
  });

  const dialog = () => s.page.getByRole('dialog', { name: 'Import API description' });
  const open = async () => {
    await openImports(s.page);
    await s.page.getByRole('button', { name: 'Import API description…' }).click();
    await dialog().waitFor();
  };
  const load = async (url: string) => {
    await dialog().getByLabel('URL of the description file').fill(url);
    await dialog().getByRole('button', { name: 'Load' }).click();
  };
  /** Waits for the resource picker; a failed load ends the wait with its message. */
  const picked = async () => {
    const picker = dialog().getByRole('group', { name: 'Resources and operations' });
    const alert = dialog().getByRole('alert');
    await picker.or(alert).first().waitFor();
    if (await alert.count()) throw new Error(`the load failed: ${await alert.textContent()}`);
    return picker;
  };
  const screenNames = async () =>
    Object.values((await s.stored()).screens)
      .map((screen) => screen.name)
      .sort();

  it('says what is wrong: no URL, a URL that could not be loaded, no description', { timeout: 60_000 }, async () => {
    await open();
    const alert = dialog().getByRole('alert');
    await dialog().getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => alert.textContent()).toBe('An API-description import needs a URL to the description file.');
    await load(`${files.url}/missing.json`);
    await expect.poll(() => alert.textContent()).toBe('The URL could not be loaded.');
    await load(`${files.url}/not-an-api.json`);
    await expect.poll(() => alert.textContent()).toBe('This is not a valid OpenAPI or Swagger description.');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect(s.errors).toEqual([]);
  });

  it('imports the picked resources of a 3.1 description as one undo step', { timeout: 60_000 }, async () => {
    await open();
    await load(`${files.url}/bookings.json`);
    const picker = await picked();
    await picker.getByText('GET /bookings/{bookingId}').waitFor();
    // the rooms are left out; the delete makes no screen and is not offered
    await picker.getByRole('checkbox', { name: /^Rooms/ }).uncheck();
    expect(await picker.getByText('DELETE /bookings/{bookingId}').count()).toBe(0);
    await screenshot(s.page, 'import-openapi-picker', { fullPage: false });
    await dialog().getByRole('button', { name: 'Import' }).click();
    await dialog().waitFor({ state: 'detached' });
    await s.saved();
    expect(await screenNames()).toEqual(['API', 'Booking', 'Booking details', 'Edit Booking']);

    // one undo step takes it all away, redo brings it back
    await s.page.keyboard.press('Control+z');
    await s.saved();
    await expect.poll(screenNames).toEqual([]);
    await s.page.keyboard.press('Control+Shift+z');
    await s.saved();
    await expect.poll(screenNames).toEqual(['API', 'Booking', 'Booking details', 'Edit Booking']);
    await screenshot(s.page, 'import-openapi-canvas', { fullPage: false });
    expect(s.errors).toEqual([]);
  });

  it('a tester fills the form: bad input is refused, the detail shows the values', { timeout: 90_000 }, async () => {
    const doc = await s.stored();
    const on = (screen: string) => Object.values(doc.screens).find((x) => x.name === screen)!;
    const widgetOn = (screen: string, test: (w: Widget) => boolean) =>
      on(screen)
        .children.map((id) => doc.widgets[id])
        .find(test)!;
    const labelled = (label: string) => (w: Widget) => w.props?.label === label;
    const player = await s.play();
    const tap = (screen: string, test: (w: Widget) => boolean) =>
      player.locator(`[data-screen="${on(screen).id}"] [data-widget="${widgetOn(screen, test).id}"]`).click();

    await tap('API', labelled('Booking'));
    await tap('Booking', labelled('New'));
    const form = player.locator(`[data-screen="${on('Edit Booking').id}"]`);
    await form.waitFor();
    const field = (label: string) =>
      form.locator(
        `[data-widget="${widgetOn('Edit Booking', (w) => w.type !== 'Label' && labelled(label)(w)).id}"] input`,
      );
    const errorsShown = () => form.getByText('Please check this field').count();
    expect(await errorsShown()).toBe(0);

    // empty required fields: the tester stays and sees the messages
    await tap('Edit Booking', labelled('Save'));
    await expect.poll(errorsShown).toBe(2);
    // too short a name, a wrong email and a code off its pattern: still refused
    await field('Guest name').fill('A');
    await field('Guest name').press('Tab');
    await field('Email').fill('ada@');
    await field('Email').press('Tab');
    await field('Code').fill('abc');
    await field('Code').press('Tab');
    await tap('Edit Booking', labelled('Save'));
    await expect.poll(errorsShown).toBe(3);
    expect(await form.count()).toBe(1);
    await screenshot(player, 'import-openapi-invalid');

    await field('Guest name').fill('Ada Lovelace');
    await field('Guest name').press('Tab');
    await field('Email').fill('ada@example.org');
    await field('Email').press('Tab');
    await field('Code').fill('ABC');
    await field('Code').press('Tab');
    await expect.poll(errorsShown).toBe(0);
    await tap('Edit Booking', labelled('Save'));
    await player.locator(`[data-screen="${on('Booking').id}"]`).waitFor();

    // the list's table leads to the detail, which shows what the form took
    await tap('Booking', (w) => w.type === 'Table');
    const detail = player.locator(`[data-screen="${on('Booking details').id}"]`);
    await detail.getByText('Ada Lovelace').waitFor();
    await detail.getByText('ada@example.org').waitFor();
    await detail.getByText('ABC', { exact: true }).waitFor();
    await screenshot(player, 'import-openapi-detail');
    await player.context().close();
    expect(s.errors).toEqual([]);
  });

  it(
    'loads a Swagger 2.0 description in YAML the browser may not read, through the API',
    { timeout: 60_000 },
    async () => {
      await open();
      await load(`${files.url}/pets.yaml`);
      await picked();
      await dialog().getByRole('checkbox', { name: /^Pets/ }).waitFor();
      await dialog().getByRole('button', { name: 'Import' }).click();
      await dialog().waitFor({ state: 'detached' });
      await s.saved();
      const doc: App = await s.stored();
      const form = Object.values(doc.screens).find((x) => x.name === 'Edit Pets')!;
      const types = form.children.map((id) => doc.widgets[id]).filter((w) => w.type !== 'Label' && w.type !== 'Button');
      // six kinds of pet: a drop-down (SPEC §5: a radio group for fewer than 5)
      expect(types.map((w) => w.type)).toEqual(['TextBox', 'DropDown', 'DateDropDown']);
      expect(s.errors).toEqual([]);
    },
  );

  it(`imports a generated description of ${LARGE_PATHS} paths from a file`, { timeout: 90_000 }, async () => {
    const before = Object.keys((await s.stored()).screens).length;
    await open();
    await dialog()
      .getByLabel('Or a file')
      .setInputFiles({
        name: 'large.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(largeApi(LARGE_PATHS))),
      });
    await dialog().getByRole('button', { name: 'Load' }).click();
    await picked();
    await dialog()
      .getByRole('checkbox', { name: /^Things59 / })
      .waitFor();
    await dialog().getByRole('button', { name: 'Import' }).click();
    await dialog().waitFor({ state: 'detached' });
    await s.saved();
    // a start screen and, for each of the 60 resources, a list, a detail and a form
    await expect.poll(async () => Object.keys((await s.stored()).screens).length).toBe(before + 1 + 60 * 3);
    expect(s.errors).toEqual([]);
  });

  it('makes a new prototype of an API description on New prototype', { timeout: 60_000 }, async () => {
    const { page } = s;
    await page.goto(s.world.url('/apps/create-app.html'));
    await page.getByLabel('Name').fill('Bookings from API');
    await page.getByRole('button', { name: 'Import API description…' }).click();
    await load(`${files.url}/bookings.json`);
    await picked();
    await dialog().getByRole('button', { name: 'Import' }).click();
    await dialog().waitFor({ state: 'detached' });
    const made = async () => {
      const apps = await s.world.api.get<App[]>('/rest/apps/', s.owner.token);
      return apps.body.find((app) => app.name === 'Bookings from API');
    };
    await expect.poll(async () => Boolean(await made())).toBe(true);
    const app = (await made())!;
    const names = Object.values(app.screens).map((screen) => screen.name);
    expect(names.sort()).toEqual(['API', 'Booking', 'Booking details', 'Edit Booking', 'Rooms']);
    expect(Object.values(app.screens).find((screen) => screen.props?.start)?.name).toBe('API');
    expect(s.errors).toEqual([]);
  });

  it('tells a guest that import is blocked in try-out mode', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(s.world);
    await page.goto(s.world.url('/apps/create-app.html'));
    await page.getByLabel('Name').fill('Guest API');
    await page.getByRole('button', { name: 'Import API description…' }).click();
    const guestDialog = page.getByRole('dialog', { name: 'Import API description' });
    await guestDialog.getByLabel('URL of the description file').fill(`${files.url}/bookings.json`);
    await guestDialog.getByRole('button', { name: 'Load' }).click();
    await guestDialog
      .getByRole('alert')
      .filter({ hasText: 'Import is blocked in try-out mode. Please sign up.' })
      .waitFor();
    expect(await guestDialog.getByRole('group', { name: 'Resources and operations' }).count()).toBe(0);
    await context.close();
  });
});
