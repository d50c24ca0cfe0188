// The Figma import in real Chromium against the real API (SQLite) and a local fake Figma API
// (test/support/fakeFigma.ts), which the browser calls itself with the designer's token: the SPEC §8
// errors, a 6-frame sign-up flow added to an open prototype as one undo step (screens, widget types,
// positions, texts, colours, links and their transitions as the document says; the image fill fetched
// once and stored as our image), a desktop dashboard as a new prototype, and each imported screen in
// the player compared with the frame's preview the fake serves. The previews are drawn by this test
// as SVG straight from the Figma document and rasterised by Chromium: none of our renderer's code.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newApp, newScreen, type App, type Invitation, type Screen, type Widget } from '@protolab/shared';
import type { FigmaFile, FigmaNode, FigmaPaint } from '../../shared/src/import/figmaTypes';
import { dashboardFile, signUpFile } from '../support/figmaDocuments';
import { FIGMA_TEST_TOKEN, solidPng, startFakeFigma, type FakeFigma } from '../support/fakeFigma';
import { hasChromium } from './support/browser';
import { editorSuite, openImports } from './support/editorHarness';
import { difference, settled, type Shot } from './support/pixels';
import { openPage, screenshot } from './support/workbenchWorld';

const SIGN_UP = 'https://www.figma.com/design/SignUpFlowKey123/Sign-up-flow?node-id=0-1';
const DASHBOARD = 'https://www.figma.com/file/DashboardKey4567/Dashboard';
const TWO_PAGES = 'https://www.figma.com/proto/TwoPagesKey89012/Two-pages?page-id=0%3A1';
/** Share of a screen's pixels the player's drawing may differ from the frame's preview. */
const MAX_PREVIEW_DIFFERENCE = 0.02;

// ---- the previews: SVG drawn from the Figma document, a few lines, no code of ours ----

const colour = (p: FigmaPaint) =>
  `rgba(${[p.color!.r, p.color!.g, p.color!.b].map((c) => Math.round(c * 255)).join(',')},${(p.color!.a ?? 1) * (p.opacity ?? 1)})`;
const shown = (paints: FigmaPaint[] | undefined) => (paints ?? []).filter((p) => p.visible !== false);

function svgOf(node: FigmaNode, origin: { x: number; y: number }, defs: string[], fills: Map<string, string>): string {
  if (node.visible === false || !node.absoluteBoundingBox) return '';
  const b = node.absoluteBoundingBox;
  const [x, y] = [b.x - origin.x, b.y - origin.y];
  const kids = (node.children ?? []).map((c) => svgOf(c, origin, defs, fills)).join('');
  if (node.type === 'TEXT') {
    const s = node.style!;
    const align = { CENTER: 'center', BOTTOM: 'flex-end', TOP: 'flex-start' }[s.textAlignVertical ?? 'TOP'];
    const css = `height:${b.height}px;display:flex;align-items:${align};font-family:${s.fontFamily};font-size:${s.fontSize}px;font-weight:${s.fontWeight};line-height:${s.lineHeightPx}px;letter-spacing:${s.letterSpacing ?? 0}px;text-align:${(s.textAlignHorizontal ?? 'LEFT').toLowerCase()};color:${colour(shown(node.fills)[0]!)}`;
    return `<foreignObject x="${x}" y="${y}" width="${b.width}" height="${b.height}"><div xmlns="http://www.w3.org/1999/xhtml" style="${css}"><span style="width:100%">${node.characters}</span></div></foreignObject>`;
  }
  if (node.type === 'VECTOR' && !node.fillGeometry)
    return `<image x="${x}" y="${y}" width="${b.width}" height="${b.height}" href="${fills.get(node.id)}"/>`;
  if (node.type === 'VECTOR')
    return (node.fillGeometry ?? [])
      .map((g) => `<path transform="translate(${x},${y})" d="${g.path}" fill="${colour(shown(node.fills)[0]!)}"/>`)
      .join('');
  const fill = shown(node.fills).at(-1);
  const stroke = shown(node.strokes).at(-1);
  let paint = 'none';
  if (fill?.type === 'SOLID') paint = colour(fill);
  if (fill?.type === 'GRADIENT_LINEAR') {
    const [p0, p1] = fill.gradientHandlePositions!;
    const stops = fill.gradientStops!.map(
      (s) => `<stop offset="${s.position}" stop-color="${colour({ type: 'SOLID', color: s.color })}"/>`,
    );
    defs.push(
      `<linearGradient id="g${node.id}" x1="${p0!.x}" y1="${p0!.y}" x2="${p1!.x}" y2="${p1!.y}">${stops.join('')}</linearGradient>`,
    );
    paint = `url(#g${node.id})`;
  }
  const sw = stroke ? (node.strokeWeight ?? 1) : 0;
  const r = node.type === 'ELLIPSE' ? b.width / 2 : (node.cornerRadius ?? 0);
  const shadow = (node.effects ?? []).find((e) => e.type === 'DROP_SHADOW');
  if (shadow) {
    const c = shadow.color!;
    defs.push(
      `<filter id="f${node.id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="${shadow.offset!.x}" dy="${shadow.offset!.y}" stdDeviation="${(shadow.radius ?? 0) / 2}" flood-color="rgb(${[c.r, c.g, c.b].map((v) => v * 255).join(',')})" flood-opacity="${c.a}"/></filter>`,
    );
  }
  const look = `fill="${paint}" stroke="${stroke ? colour(stroke) : 'none'}" stroke-width="${sw}"${shadow ? ` filter="url(#f${node.id})"` : ''}`;
  // Figma strokes lie inside the shape: the SVG stroke's middle runs half a stroke in
  const own =
    fill?.type === 'IMAGE'
      ? `<image x="${x}" y="${y}" width="${b.width}" height="${b.height}" preserveAspectRatio="xMidYMid slice" href="${fills.get(fill.imageRef!)}"/>`
      : `<rect x="${x + sw / 2}" y="${y + sw / 2}" width="${b.width - sw}" height="${b.height - sw}" rx="${Math.max(0, r - sw / 2)}" ${look}/>`;
  return own + kids;
}

/** The frame drawn as SVG, whole (a scrolling frame as long as its content), rasterised by Chromium. */
async function preview(page: Page, frame: FigmaNode, height: number, fills: Map<string, string>): Promise<Buffer> {
  const b = frame.absoluteBoundingBox!;
  const defs: string[] = [];
  const body = (frame.children ?? []).map((c) => svgOf(c, b, defs, fills)).join('');
  const background = colour(shown(frame.fills)[0]!);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${height}"><defs>${defs.join('')}</defs><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;
  await page.setViewportSize({ width: b.width, height });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.locator('svg').screenshot();
}

const framesOf = (file: FigmaFile) => file.document.children![0]!.children!;

describe.skipIf(!hasChromium)('workbench: importing from Figma', () => {
  let fake: FakeFigma;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeFigma();
    env.FIGMA_API_URL = fake.url;
  });
  const home = newScreen({ id: 'home', name: 'Home', x: 0, y: 0, props: { start: true } });
  const s = editorSuite('figma', newApp({ name: 'Figma target', screens: { home } }), { env, timeout: 60_000 });
  /** frame id → its preview PNG, and the scroll height it was drawn at */
  const previews = new Map<string, { png: Buffer; h: number }>();

  beforeAll(async () => {
    // the image fill and the rendered logo as data URLs for the SVG, the previews served to the dialog as its thumbnails
    fake.previews.set('14:1', solidPng(32, 32, [143, 136, 240]));
    const pictures = [...fake.fills, ['14:1', fake.previews.get('14:1')!] as const];
    const fills = new Map(pictures.map(([ref, png]) => [ref, `data:image/png;base64,${png.toString('base64')}`]));
    const page = await s.world.browser.newPage();
    for (const frame of [...framesOf(signUpFile), ...framesOf(dashboardFile)]) {
      const b = frame.absoluteBoundingBox!;
      const bottoms = (frame.children ?? []).map((c) => c.absoluteBoundingBox!.y + c.absoluteBoundingBox!.height - b.y);
      const h = frame.overflowDirection === 'VERTICAL_SCROLLING' ? Math.max(b.height, ...bottoms) : b.height;
      const png = await preview(page, frame, h, fills);
      previews.set(frame.id, { png, h });
      fake.previews.set(frame.id, png);
    }
    await page.close();
  }, 120_000);

  const dialog = () => s.page.getByRole('dialog', { name: 'Import from Figma' });
  const alert = () => dialog().getByRole('alert');

  async function fill(token: string, link: string) {
    await dialog().getByLabel('Personal access token').fill(token);
    await dialog().getByLabel('File or prototype link').fill(link);
    await dialog().getByRole('button', { name: 'Load pages' }).click();
  }

  it('says each SPEC error: no key or link, a bad link, a file or preview that did not load, no page', async () => {
    await openImports(s.page);
    await s.page.getByRole('button', { name: 'Import from Figma…' }).click();
    await dialog().getByRole('button', { name: 'Load pages' }).click();
    await expect
      .poll(() => alert().textContent())
      .toBe('A vector design import needs an access key and a prototype URL.');
    await fill(FIGMA_TEST_TOKEN, '');
    await expect
      .poll(() => alert().textContent())
      .toBe('A vector design import needs an access key and a prototype URL.');
    await fill(FIGMA_TEST_TOKEN, 'https://example.com/design/SignUpFlowKey123');
    await expect.poll(() => alert().textContent()).toBe('This is not a link to a Figma file or prototype.');
    await fill('figd_wrong', SIGN_UP);
    await expect
      .poll(() => alert().textContent())
      .toBe('The design file could not be loaded. Check the access key and the link.');
    await fill(FIGMA_TEST_TOKEN, 'https://www.figma.com/design/NoSuchFileKey1/x');
    await expect
      .poll(() => alert().textContent())
      .toBe('The design file could not be loaded. Check the access key and the link.');
    fake.previewsWork = false;
    await fill(FIGMA_TEST_TOKEN, TWO_PAGES);
    await expect.poll(() => alert().textContent()).toBe('The previews of the frames could not be loaded.');
    fake.previewsWork = true;
    await fill(FIGMA_TEST_TOKEN, TWO_PAGES);
    // both pages with their frames' thumbnails, none chosen
    const pages = dialog().getByRole('group', { name: 'Pages' });
    await expect.poll(() => pages.getByRole('radio').count()).toBe(2);
    await expect.poll(() => pages.getByRole('img').count()).toBe(3);
    expect(
      await pages.getByRole('img', { name: 'Preferences' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await alert().count()).toBe(0);
    await dialog().getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => alert().textContent()).toBe('Please select a page.');
    await screenshot(s.page, 'figma-import-pages', { fullPage: false });
    await dialog().getByRole('button', { name: 'Close' }).click();
    // nothing was added by the failed attempts
    expect((await s.stored()).screens).toEqual({ home: expect.objectContaining({ name: 'Home' }) });
    expect(s.errors).toEqual([]);
  });

  it('is blocked for a guest trying the product out, before anything is sent to Figma', async () => {
    const guest = await openPage(s.world, { errors: s.errors });
    const asked = fake.requests.length;
    await guest.page.goto(s.world.url('/apps/create-app.html'));
    await guest.page.getByRole('button', { name: 'Import from Figma…' }).click();
    const box = guest.page.getByRole('dialog', { name: 'Import from Figma' });
    await box.getByLabel('Personal access token').fill(FIGMA_TEST_TOKEN);
    await box.getByLabel('File or prototype link').fill(SIGN_UP);
    await box.getByRole('button', { name: 'Load pages' }).click();
    await expect
      .poll(() => box.getByRole('alert').textContent())
      .toBe('Import is blocked in try-out mode. Please sign up.');
    expect(fake.requests.length).toBe(asked);
    await guest.context.close();
  });

  let imported: App;
  const screenNamed = (name: string) => Object.values(imported.screens).find((x) => x.name === name)!;
  const on = (screen: Screen, name: string): Widget =>
    screen.children.map((id) => imported.widgets[id]!).find((w) => w.name === name && w.type !== 'HotSpot')!;

  it('adds the sign-up flow to the open prototype as one undo step, as the document says', async () => {
    await openImports(s.page);
    await s.page.getByRole('button', { name: 'Import from Figma…' }).click();
    await fill(FIGMA_TEST_TOKEN, SIGN_UP);
    await dialog()
      .getByRole('radio', { name: /^Sign up/ })
      .check();
    await dialog().getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('6 screens imported');
    const report = await dialog().getByTestId('figma-report').locator('li').allTextContents();
    expect(report).toEqual(
      expect.arrayContaining([
        'Back: the interaction ON_CLICK BACK is not a link to a screen, left out',
        'Button: the SMART_ANIMATE transition plays as a fade',
        'Old banner: hidden, left out',
      ]),
    );
    await screenshot(s.page, 'figma-import-report', { fullPage: false });
    await dialog().getByRole('button', { name: 'Close' }).click();
    await s.saved();
    imported = await s.stored();
    expect(Object.values(imported.screens).map((x) => [x.name, x.w, x.h])).toEqual([
      ['Home', 375, 667],
      ['Welcome', 375, 812],
      ['Email', 375, 812],
      ['Password', 375, 812],
      ['Profile', 375, 812],
      ['Terms', 375, 1360],
      ['Done', 375, 812],
    ]);
    // positions within their screen (±1 px), types, texts and colours
    const place = (screen: Screen, w: Widget) => [
      w.type,
      Math.round(w.x - screen.x),
      Math.round(w.y - screen.y),
      w.w,
      w.h,
    ];
    const welcome = screenNamed('Welcome');
    expect(place(welcome, on(welcome, 'Title'))).toEqual(['Label', 32, 400, 311, 36]);
    expect(on(welcome, 'Title')).toMatchObject({
      props: { label: 'Welcome to Trailmix' },
      style: { color: '#1d1d35', fontSize: 28, fontWeight: 700, textAlign: 'center' },
    });
    expect(on(welcome, 'Backdrop').style!.background).toEqual({
      direction: 180,
      colors: [
        { c: '#3b31c4', p: 0 },
        { c: '#8f88f0', p: 100 },
      ],
    });
    expect(place(welcome, on(welcome, 'Photo'))).toEqual(['Image', 112, 80, 150, 150]);
    const email = screenNamed('Email');
    expect(place(email, on(email, 'Field'))).toEqual(['Box', 32, 140, 311, 48]);
    expect(on(email, 'Placeholder')).toMatchObject({
      props: { label: 'name@example.com' },
      style: { color: '#8888a0' },
    });
    const profile = screenNamed('Profile');
    expect(place(profile, on(profile, 'Back'))).toEqual(['Vector', 16, 48, 24, 24]);
    expect(place(profile, on(profile, 'Chip 2'))).toEqual(['Box', 128, 120, 104, 40]);
    // the button component is a template; each instance links it
    const template = Object.values(imported.templates ?? {}).find((t) => t.name === 'Button')!;
    expect(template.style).toMatchObject({ background: '#3b31c4' });
    expect(on(welcome, 'Button').template).toBe(template.id);
    // the image fill was fetched once and stored as our image
    const photo = on(welcome, 'Photo').style!.backgroundImage as { url: string };
    expect(photo.url).not.toMatch(/figma/);
    expect(fake.requests.filter((r) => r.startsWith('/fills/'))).toEqual(['/fills/img-photo.png']);
    // the calls carried the token the designer gave, to Figma
    expect(fake.tokens).toContain(FIGMA_TEST_TOKEN);
    // links: where each goes, on which event, with which transition
    const named = (id: string) =>
      imported.screens[id]?.name ??
      imported.screens[Object.keys(imported.screens).find((k) => imported.screens[k]!.children.includes(id))!]!.name;
    const links = Object.values(imported.lines).map((l) => [
      named(l.from),
      l.event,
      imported.screens[l.to]!.name,
      l.animation,
      l.duration,
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Welcome', 'click', 'Email', 'fadeIn', 300],
        ['Email', 'click', 'Password', 'slideLeft', 400],
        ['Password', 'click', 'Profile', 'fadeIn', 300],
        ['Profile', 'click', 'Terms', 'slideLeft', 300],
        ['Terms', 'swipeLeft', 'Done', 'slideLeft', 300],
        ['Done', 'click', 'Welcome', undefined, undefined],
      ]),
    );
    expect(links).toHaveLength(6);
    // one undo step takes it all away, and redo brings it back
    await s.page.keyboard.press('Control+z');
    await s.saved();
    await expect.poll(async () => Object.keys((await s.stored()).screens)).toEqual(['home']);
    await s.page.keyboard.press('Control+Shift+z');
    await s.saved();
    await expect.poll(async () => Object.keys((await s.stored()).screens).length).toBe(7);
    expect(s.errors).toEqual([]);
  });

  /** The player's drawing of each screen, reached by the prototype's own links, against its preview. */
  async function compareInPlayer(appId: string, path: { frame: string; go?: (page: Page) => Promise<void> }[]) {
    const invitations = await s.world.api.get<Invitation[]>(`/rest/invitation/${appId}.json?shape=list`, s.owner.token);
    const hash = invitations.body.find((i) => i.permission === 'test')!.hash;
    const app = await s.stored(appId);
    const frameScreen = (frameName: string) => Object.values(app.screens).find((x) => x.name === frameName)!;
    const first = previews.get(path[0]!.frame)!;
    const width = frameScreen(nameOfFrame(path[0]!.frame)).w;
    const context = await s.world.browser.newContext({ viewport: { width, height: first.h + 400 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => s.errors.push(`player: ${e.message}`));
    await page.goto(`${s.world.api.url}/player/#/test.html?h=${hash}&s=true&log=false`);
    const results: [string, number][] = [];
    for (const step of path) {
      const screen = frameScreen(nameOfFrame(step.frame));
      const drawn = page.locator(`[data-screen="${screen.id}"]`);
      await drawn.waitFor();
      await settled(page);
      const shot: Shot = await drawn.screenshot();
      const share = await difference(page, shot, previews.get(step.frame)!.png);
      results.push([screen.name!, share]);
      await step.go?.(page);
    }
    await context.close();
    return results;
  }
  const nameOfFrame = (id: string) =>
    [...framesOf(signUpFile), ...framesOf(dashboardFile)].find((f) => f.id === id)!.name!;
  const tap = (label: string) => async (page: Page) => {
    await page.getByText(label, { exact: true }).click({ force: true });
  };

  it('plays each imported screen as its preview draws it, following the links', async () => {
    // the tester starts on the flow's start screen (images are the prototype's own: played in place)
    const doc: App = structuredClone(imported);
    for (const screen of Object.values(doc.screens))
      screen.props = { ...screen.props, start: screen.name === 'Welcome' };
    await s.world.api.post<App>(`/rest/apps/${s.appId}.json`, doc, s.owner.token);
    const results = await compareInPlayer(s.appId, [
      { frame: '1:1', go: tap('Get started') },
      { frame: '1:2', go: tap('Next') },
      { frame: '1:3', go: tap('Create account') },
      { frame: '1:4', go: tap('Continue') },
      {
        frame: '1:5',
        go: async (page) => {
          const box = (await page.locator('[data-screen]').first().boundingBox())!;
          await page.mouse.move(box.x + 300, box.y + 300);
          await page.mouse.down();
          await page.mouse.move(box.x + 200, box.y + 300, { steps: 4 });
          await page.mouse.move(box.x + 60, box.y + 300, { steps: 4 });
          await page.mouse.up();
        },
      },
      { frame: '1:6' },
    ]);
    expect(results.map(([name]) => name)).toEqual(['Welcome', 'Email', 'Password', 'Profile', 'Terms', 'Done']);
    for (const [name, share] of results) expect(share, name).toBeLessThanOrEqual(MAX_PREVIEW_DIFFERENCE);
    console.info(`figma previews vs player: ${results.map(([n, v]) => `${n} ${(v * 100).toFixed(2)} %`).join(', ')}`);
    expect(s.errors).toEqual([]);
  }, 120_000);

  it('makes the dashboard a new prototype from New prototype, drawn as its preview', async () => {
    await s.page.goto(s.world.url('/apps/create-app.html'));
    await s.page.getByRole('button', { name: 'Import from Figma…' }).click();
    await fill(FIGMA_TEST_TOKEN, DASHBOARD);
    // a file of one page has it chosen
    await expect
      .poll(() =>
        dialog()
          .getByRole('radio', { name: /^Desktop/ })
          .isChecked(),
      )
      .toBe(true);
    await dialog().getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('1 screen imported');
    await dialog().getByRole('button', { name: 'Open the prototype' }).click();
    await s.page.waitForFunction(() => /^#\/apps\/[^/]+\.html$/.test(location.hash));
    const id = decodeURIComponent(/^#\/apps\/(.+)\.html$/.exec(await s.page.evaluate(() => location.hash))![1]!);
    const app = await s.stored(id);
    expect(app).toMatchObject({ name: 'Dashboard', type: 'desktop', screenSize: { w: 1280, h: 800 } });
    const screen = Object.values(app.screens)[0]!;
    expect(screen).toMatchObject({ name: 'Dashboard', props: { start: true }, style: { background: '#f4f5fa' } });
    const card = Object.values(app.widgets).find((w) => w.name === 'Card 3')!;
    expect([card.x - screen.x, card.y - screen.y]).toEqual([872, 32]);
    // the vector without its outline: rendered by Figma at full size, stored as our image
    expect(fake.requests).toContain('/v1/images/DashboardKey4567?ids=14%3A1&format=png&scale=1');
    const logo = Object.values(app.widgets).find((w) => w.name === 'Logo')!;
    expect(logo).toMatchObject({ type: 'Image', w: 32, h: 32 });
    expect((logo.style!.backgroundImage as { url: string }).url).not.toMatch(/figma/);
    const results = await compareInPlayer(id, [{ frame: '10:1' }]);
    expect(results[0]![1]).toBeLessThanOrEqual(MAX_PREVIEW_DIFFERENCE);
    console.info(`figma dashboard preview vs player: ${(results[0]![1] * 100).toFixed(2)} %`);
    expect(s.errors).toEqual([]);
  }, 60_000);
});
