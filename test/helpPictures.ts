// The pictures of the workbench's help pages (npm run help-pictures): real screenshots of the product
// with its English texts, made the way the browser tests run it (the front ends built, the real API
// on SQLite with the seeded examples, Debian's Chromium). A designer's study is set up as in the
// analytics test — the shop example's document as the designer's own prototype, its tasks, and
// generated sessions sent through the tester route — then the script drives the UI and saves cropped
// PNGs (device scale 1) to workbench/public/help/, and their sizes to
// workbench/src/help/helpFigureSizes.ts, which the help pages read for <img width height>.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { migrateApp } from '@protolab/shared';
import { exampleSessions } from '../api/src/seed/exampleSessions';
import { bookingsApi } from './e2e/support/apiDescriptions';
import { hasChromium } from './e2e/support/browser';
import { openImports } from './e2e/support/editorHarness';
import { ensurePlayerBuilt } from './e2e/support/playerBuild';
import { FIGMA_TEST_TOKEN, startFakeFigma } from './support/fakeFigma';
import {
  createTestUser,
  loggedInContext,
  PHONE,
  startWorkbench,
  type TestUser,
  type WorkbenchWorld,
} from './e2e/support/workbenchWorld';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(repoRoot, 'workbench/public/help');
const SIZES_FILE = join(repoRoot, 'workbench/src/help/helpFigureSizes.ts');
/** What the share dialog hands out: a public address, as a real server has (PUBLIC_URL). */
const PUBLIC_URL = 'https://protolab.example.com';
/** A picture above this is cropped too generously. */
const MAX_BYTES = 120 * 1024;
const EDITOR_VIEWPORT = { width: 1200, height: 720 };

interface Example {
  app: { id: string } & Record<string, unknown>;
  testSettings: { tasks: Array<{ flow: Array<{ screen: string; widget?: string | null; type: string }> }> };
}
const example = JSON.parse(readFileSync(join(repoRoot, 'fixtures/examples/shop-checkout.json'), 'utf8')) as Example;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const made = new Map<string, { width: number; height: number; bytes: number }>();

/** The width and height a PNG file says it has (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function remember(name: string) {
  const bytes = readFileSync(join(OUT_DIR, name));
  const { width, height } = pngSize(bytes);
  made.set(name, { width, height, bytes: bytes.length });
  console.log(`  ${name}: ${width}×${height}, ${Math.round(bytes.length / 1024)} KB`);
}

/** An element, as the page shows it. */
async function shootElement(locator: Locator, name: string) {
  await locator.screenshot({ path: join(OUT_DIR, name), animations: 'disabled', caret: 'hide' });
  remember(name);
}

/**
 * A part of the page: the box around the given elements (page coordinates, so a part below the fold
 * is taken whole), widened by `pad` on every side and by `grow` (x: to the left, y: upwards, width:
 * to the right, height: downwards), kept inside the page.
 */
async function shootAround(page: Page, name: string, parts: Locator[], pad = 8, grow: Partial<Box> = {}) {
  const boxes = await Promise.all(
    parts.map((part) =>
      part.evaluate((element) => {
        const r = element.getBoundingClientRect();
        return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
      }),
    ),
  );
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad - (grow.x ?? 0));
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad - (grow.y ?? 0));
  const right = Math.min(size.width, Math.max(...boxes.map((b) => b.x + b.width)) + pad + (grow.width ?? 0));
  const bottom = Math.min(size.height, Math.max(...boxes.map((b) => b.y + b.height)) + pad + (grow.height ?? 0));
  const clip = {
    x: Math.round(left),
    y: Math.round(top),
    width: Math.round(right - left),
    height: Math.round(bottom - top),
  };
  // scrolled to the top, so a sticky header stays where it belongs
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: join(OUT_DIR, name), clip, fullPage: true, animations: 'disabled', caret: 'hide' });
  remember(name);
}

/** The designer's study: the shop example as their own prototype, with its tasks and 30 sessions. */
async function setUpStudy(world: WorkbenchWorld, owner: TestUser): Promise<{ appId: string; hash: string }> {
  const { id: _exampleId, ...doc } = example.app;
  const created = await world.api.post<{ id: string }>('/rest/apps/', { ...doc, name: 'Shop checkout' }, owner.token);
  if (created.status !== 200) throw new Error(`could not create the prototype: ${created.status}`);
  const appId = created.body.id;
  const settings = await world.api.post(
    `/rest/test/${appId}.json`,
    {
      description: 'You are looking for new running shoes. Try our new shop, and tell us what you think.',
      tasks: example.testSettings.tasks,
      showTaskInTest: true,
      showSuccessInTest: true,
    },
    owner.token,
  );
  if (settings.status !== 200) throw new Error(`could not save the test settings: ${settings.status}`);
  const invitations = await world.api.get<Array<{ permission: string; hash: string }>>(
    `/rest/invitation/${appId}.json?shape=list`,
    owner.token,
  );
  const hash = invitations.body.find((i) => i.permission === 'test')!.hash;
  // the sessions are drawn from a fixed seed (the app's id), so the pictures come out the same each time
  const app = migrateApp({ ...example.app, id: 'help-pictures' });
  const { events, tracks } = exampleSessions(app, example.testSettings.tasks, 30);
  for (const [kind, body] of [
    ['events', events],
    ['mouse', tracks],
  ] as const) {
    const posted = await world.api.post(`/rest/invitation/${appId}/${hash}/${kind}.json`, body);
    if (posted.status !== 200) throw new Error(`could not send the ${kind}: ${posted.status}`);
  }
  return { appId, hash };
}

/** Waits until the editor has loaded and every change is saved. */
const editorReady = (page: Page) => page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
const widgetOnCanvas = (page: Page, id: string) => page.locator(`.canvas-screen [data-widget="${id}"]`);

/** A click at the middle of a part of the canvas (its screens are inert: the overlay above takes the pointer). */
async function clickOnCanvas(page: Page, part: Locator, modifiers: Array<'Shift'> = [], at = { x: 0.5, y: 0.5 }) {
  const box = (await part.boundingBox())!;
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(box.x + box.width * at.x, box.y + box.height * at.y);
  for (const key of modifiers) await page.keyboard.up(key);
}

async function editorPictures(world: WorkbenchWorld, owner: TestUser, appId: string) {
  const context = await loggedInContext(world, owner, EDITOR_VIEWPORT);
  const page = await context.newPage();
  await page.goto(world.url(`/apps/${appId}/create.html`));
  await editorReady(page);
  await widgetOnCanvas(page, 'w_prod_title').waitFor();
  await page.waitForTimeout(500);
  const screenOnCanvas = (id: string) => page.locator(`[data-canvas-screen="${id}"]`);

  // design mode: every screen in view, the product's title selected with its handles and properties
  await clickOnCanvas(page, widgetOnCanvas(page, 'w_prod_title'));
  await page.getByRole('region', { name: 'Properties' }).waitFor();
  await page.waitForTimeout(300);
  await shootElement(page.locator('.canvas-page'), 'editor-design-mode.png');
  await shootElement(page.locator('.editor-side'), 'editor-properties.png');

  // prototype mode, near: the product and the cart in view, their links as arrows, and a new link
  // being drawn from the cart's item back to the product
  await page.getByRole('region', { name: 'Screens' }).getByRole('button', { name: 'Product', exact: true }).click();
  // the screens row brought the product into view alone: every screen again, to pick the cart too
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await page.waitForFunction(() => {
    const area = document.querySelector('[data-testid="canvas-area"]')!.getBoundingClientRect();
    const cart = document.querySelector('[data-canvas-screen="s_cart"]')?.getBoundingClientRect();
    return cart !== undefined && cart.left >= area.left && cart.right <= area.right;
  });
  await clickOnCanvas(page, screenOnCanvas('s_cart'), ['Shift'], { x: 0.5, y: 0.55 });
  await page.locator('.view-menu summary').click();
  await page.getByRole('button', { name: 'Fit selection' }).click();
  await page.getByRole('button', { name: 'Prototype', exact: true }).click();
  await page.getByText('Drag from a widget or a screen to the screen it should lead to.').waitFor();
  await page.waitForTimeout(300);
  const from = (await widgetOnCanvas(page, 'w_cart_item').boundingBox())!;
  const target = (await screenOnCanvas('s_product').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width * 0.55, target.y + target.height * 0.3, { steps: 12 });
  await page.waitForTimeout(200);
  await shootAround(page, 'editor-prototype-mode.png', [page.locator('.canvas-area'), page.locator('.editor-side')], 0);
  // let go beside every screen: no link is made
  await page.mouse.move(from.x + from.width / 2, target.y + target.height + 30, { steps: 4 });
  await page.mouse.up();

  // the View menu over the cart at 100 %, with the grid shown
  await page.getByRole('button', { name: 'Design', exact: true }).click();
  await page.getByRole('region', { name: 'Screens' }).getByRole('button', { name: 'Cart', exact: true }).click();
  await page.getByTestId('canvas-area').focus();
  await page.keyboard.press('Escape');
  await page.locator('.view-menu summary').click();
  await page.getByRole('button', { name: '100 %' }).click();
  await page.locator('.view-menu summary').click();
  const menu = page.locator('.view-menu-body');
  await menu.waitFor();
  const show = menu.getByRole('checkbox', { name: 'Show grid' });
  if (!(await show.isChecked())) await show.check();
  await menu.getByRole('spinbutton', { name: 'Cell size (px)' }).fill('16');
  await page.waitForTimeout(400);
  await shootAround(page, 'editor-view-menu.png', [menu, page.locator('.canvas-zoom')], 10, { x: 300, height: 140 });
  await context.close();
}

async function studyPictures(world: WorkbenchWorld, owner: TestUser, appId: string) {
  const context = await loggedInContext(world, owner, { width: 1200, height: 900 });
  const page = await context.newPage();

  // the share dialog with its QR code
  await page.goto(world.url(`/apps/${appId}/share.html`));
  const dialog = page.getByRole('dialog', { name: 'Share “Shop checkout”' });
  await dialog.waitFor();
  await dialog.locator('.share-qr canvas, .share-qr svg, .share-qr img').first().waitFor();
  await page.waitForTimeout(300);
  await shootElement(dialog, 'share-dialog.png');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // the task recorder: the flow of the first task recorded again, the important step marked
  await page.goto(world.url(`/apps/${appId}/test.html`));
  const task = page.getByRole('listitem', { name: 'Task 1: Buy the running shoes' });
  await task.waitFor();
  await task.getByRole('button', { name: 'Record again' }).click();
  const recorder = page.getByRole('dialog');
  await recorder.getByRole('button', { name: 'Begin' }).click();
  const player = page.frameLocator('iframe[title="Prototype in recording mode"]');
  await player.locator('[data-widget="w_prod_add"]').click();
  await player.locator('[data-screen="s_cart"]').waitFor();
  await player.locator('[data-widget="w_cart_checkout"]').click();
  await player.locator('[data-screen="s_shipping"]').waitFor();
  await recorder.getByText('Shipping', { exact: true }).waitFor();
  await recorder.getByRole('button', { name: 'Done' }).click();
  await recorder.locator('.study-step').nth(3).getByRole('checkbox', { name: 'Important' }).check();
  await page.waitForTimeout(300);
  await shootElement(recorder, 'test-task-recorder.png');
  await recorder.getByRole('button', { name: 'Cancel' }).click();

  // heat maps, on a narrow page: the modes, the legend and the first screen
  await page.setViewportSize({ width: 440, height: 900 });
  await page.goto(world.url(`/apps/${appId}/heatmaps.html`));
  const card = page.locator('.heat-card').first();
  await card.locator('canvas').first().waitFor();
  await page.waitForTimeout(500);
  await shootAround(page, 'analytics-heat-maps.png', [page.locator('.heat-toolbar'), card]);
  await page.setViewportSize({ width: 1200, height: 900 });

  // results, on a page of a laptop's width: the success rate of the first task, and its drop-off
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(world.url(`/apps/${appId}/results.html`));
  const rate = page.locator('.success-rate');
  await rate.waitFor();
  await page.waitForTimeout(300);
  const tasks = page.locator('section[aria-labelledby="tasks-title"]');
  await shootAround(page, 'analytics-task-success.png', [tasks.locator('h2'), tasks.locator('label.field'), rate]);
  const funnel = page.locator('figure.chart').filter({ has: page.getByText('Drop-off', { exact: true }) });
  await shootAround(page, 'analytics-drop-off.png', [funnel], 0);
  await context.close();
}

async function playerPicture(world: WorkbenchWorld, hash: string) {
  const context = await world.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${world.api.url}/player/#/test.html?h=${hash}`);
  await page.getByRole('button', { name: 'Start the test' }).click();
  await page.locator('[data-screen="s_product"]').waitFor();
  await page.getByRole('status').filter({ hasText: 'All saved' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(OUT_DIR, 'player-phone.png'), animations: 'disabled', caret: 'hide' });
  remember('player-phone.png');
  await context.close();
}

function writeSizes() {
  const names = [...made.keys()].sort();
  const lines = names.map((name) => {
    const { width, height } = made.get(name)!;
    return `  '${name}': { width: ${width}, height: ${height} },`;
  });
  writeFileSync(
    SIZES_FILE,
    [
      '// Written by test/helpPictures.ts (npm run help-pictures): the size of each picture of the help',
      '// pages in workbench/public/help/, for the <img> width and height. Do not edit by hand.',
      'export const HELP_FIGURE_SIZES = {',
      ...lines,
      '} as const;',
      '',
      'export type HelpPictureFile = keyof typeof HELP_FIGURE_SIZES;',
      '',
    ].join('\n'),
  );
}

/** The two import dialogs with what they offer: Figma's pages (the tests' fake Figma) and an API description's resources. */
async function importPictures(world: WorkbenchWorld, owner: TestUser, appId: string) {
  const context = await loggedInContext(world, owner, EDITOR_VIEWPORT);
  const page = await context.newPage();
  await page.goto(world.url(`/apps/${appId}/create.html`));
  await editorReady(page);
  await openImports(page);

  await page.getByRole('button', { name: 'Import from Figma…' }).click();
  const figma = page.getByRole('dialog', { name: 'Import from Figma' });
  await figma.getByLabel('Personal access token').fill(FIGMA_TEST_TOKEN);
  await figma.getByLabel('File or prototype link').fill('https://www.figma.com/design/TwoPagesKey89012/Two-pages');
  await figma.getByRole('button', { name: 'Load pages' }).click();
  await figma.getByRole('radio').first().waitFor();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[role=dialog] img')).every((img) => img.complete),
  );
  await shootElement(figma, 'import-figma.png');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Import API description…' }).click();
  const api = page.getByRole('dialog', { name: 'Import API description' });
  await api.getByLabel('Or a file').setInputFiles({
    name: 'bookings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bookingsApi())),
  });
  await api.getByRole('button', { name: 'Load' }).click();
  await api.getByRole('group', { name: 'Resources and operations' }).waitFor();
  await shootElement(api, 'import-api.png');
  await context.close();
}

async function main() {
  if (!hasChromium) throw new Error('Chromium is needed to make the help pictures.');
  mkdirSync(OUT_DIR, { recursive: true });
  await ensurePlayerBuilt();
  const figma = await startFakeFigma();
  const world = await startWorkbench({ PUBLIC_URL, FIGMA_API_URL: figma.url });
  try {
    const owner = await createTestUser(world.api, 'Dana');
    const { appId, hash } = await setUpStudy(world, owner);
    console.log('Help pictures:');
    await editorPictures(world, owner, appId);
    await importPictures(world, owner, appId);
    await studyPictures(world, owner, appId);
    await playerPicture(world, hash);
  } finally {
    await world.close();
    await figma.close();
  }
  writeSizes();
  const big = [...made].filter(([, info]) => info.bytes > MAX_BYTES).map(([name]) => name);
  if (big.length) throw new Error(`over ${MAX_BYTES / 1024} KB, crop them closer: ${big.join(', ')}`);
  console.log(`${made.size} pictures in ${OUT_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
