/// <reference lib="dom" />
// Code from a prototype (issue 37): the React project, built offline with this repository's own
// packages and served, and the static site, opened from disk, draw every screen as the player does
// (at most 1 % of the pixels differ); their links reach the screens the player reaches, inputs take
// typing and drop-downs a choice; the project passes `tsc --noEmit` (strict) and its own lint, and
// axe-core finds no critical or serious violation in either.
import { execFile } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportPrototype,
  hasFlag,
  iconNamesOf,
  importQuantUxApp,
  lineFor,
  lineSources,
  newApp,
  newScreen,
  newWidget,
  reactProject,
  screenView,
  staticSite,
  widgetDefaults,
  type App,
  type ExportFiles,
} from '@protolab/shared';
import { hasQuantUx, readQuantUx } from '../support/quantUxFixtures';
import { hasChromium } from './support/browser';
import { difference, MAX_DIFFERENT, settled, type Shot } from './support/pixels';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';
import { adoptStyles } from './support/testStyles';

const TIMEOUT = 300_000;
const WAIT = { timeout: 60_000 };
const repoRoot = join(import.meta.dirname, '../..');
const OUT_DIR = join(repoRoot, 'test-results/export-code');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The quant-ux fixtures compared, each with the widget types left out of its comparison (hidden in
 * both drawings): images, whose files the fixtures do not hold (the player shows nothing, the export
 * a missing file). Charts, ring charts, the timeline and the table are compared. canvasTestApp.json is
 * not compared yet: its Repeater and ScreenSegment have no export.
 */
const FIXTURES = [
  { file: 'funnelApp.json', unsupported: [] },
  { file: 'simSimpleForm.json', unsupported: [] },
  { file: 'export_snack.json', unsupported: ['Image'] },
  { file: 'designToken1.json', unsupported: [] },
];

/** the types the export draws as the player does with SVG, CSS or a table of their own */
const DRAWN_TYPES = [
  'BarChart',
  'PieChart',
  'MultiRingChart',
  'StackedRingChart',
  'RingChart',
  'HSlider',
  'ProgressBar',
  'Table',
  'Timeline',
];

/**
 * Each type the export draws with SVG or CSS as the palette makes it (and a line chart), on a screen
 * of its own just larger than the widget: each drawing is compared on its own.
 */
function drawnWidgets(): App {
  const screens = [...DRAWN_TYPES, 'BarChart'].map((type, i) => {
    const defaults = widgetDefaults(type)!;
    const line = i === DRAWN_TYPES.length;
    const widget = newWidget({
      id: `w${i}`,
      type,
      name: line ? 'Line chart' : type,
      x: 10,
      y: 10,
      w: defaults.w,
      h: defaults.h,
      props: { ...structuredClone(defaults.props ?? {}), ...(line ? { isLine: true, isCurve: true } : {}) },
      style: structuredClone(defaults.style ?? {}),
    });
    const screen = newScreen({
      id: `s${i}`,
      name: widget.name,
      x: i * 400,
      w: widget.w + 20,
      h: widget.h + 20,
      props: { start: i === 0 },
    });
    screen.children = [widget.id];
    return { screen, widget };
  });
  return newApp({
    name: 'Drawn',
    screens: Object.fromEntries(screens.map(({ screen }) => [screen.id, screen])),
    widgets: Object.fromEntries(screens.map(({ widget }) => [widget.id, widget])),
  });
}

/** The SVG paths of the icons a prototype shows, from the icon package the API serves them from. */
function iconPaths(app: App): Record<string, string> {
  const dir = join(dirname(createRequire(import.meta.url).resolve('@mdi/svg/package.json')), 'svg');
  return Object.fromEntries(
    iconNamesOf(app).flatMap((name) => {
      const file = join(dir, `${name}.svg`);
      const d = existsSync(file) ? /\bd="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
      return d ? [[name, d]] : [];
    }),
  );
}

const examplesDir = join(repoRoot, 'fixtures/examples');
/**
 * `ours`: a prototype of ours, whose colours pass contrast; the quant-ux fixtures' colours are their
 * designers' (the player draws them alike), so axe's colour-contrast rule is left out for them.
 */
const prototypes: Array<{ name: string; app: () => App; unsupported: string[]; ours: boolean }> = [
  ...readdirSync(examplesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      app: () => importQuantUxApp(JSON.parse(readFileSync(join(examplesDir, file), 'utf8')).app).app,
      unsupported: [],
      ours: true,
    })),
  { name: 'drawn-widgets', app: drawnWidgets, unsupported: [], ours: true },
  ...(hasQuantUx
    ? FIXTURES.map(({ file, unsupported }) => ({
        name: file.replace(/\.json$/, ''),
        app: () => importQuantUxApp(readQuantUx(file)).app,
        unsupported,
        ours: false,
      }))
    : []),
];

/** The export's class of a widget's box (as exportScreens names it). */
const classOf = (id: string) => `w-${id.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

function writeFiles(dir: string, files: ExportFiles): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a folder (the built React project) on a free port. */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** The React project written, type-checked and built offline with the repository's packages. */
async function buildReact(dir: string, files: ExportFiles): Promise<{ tsc: string; lint: string }> {
  writeFiles(dir, files);
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  /** What a tool of the project printed when it refused (empty when it passed). */
  const complaints = (tool: string, args: string[]) =>
    promisify(execFile)(process.execPath, [join(repoRoot, 'node_modules', tool), ...args], { cwd: dir })
      .then(() => '')
      .catch((e: { stdout?: string }) => e.stdout || String(e));
  const tsc = await complaints('typescript/bin/tsc', ['-p', dir]);
  // the project's own lint (its eslint.config.js), as `npm run lint` runs it
  const lint = await complaints('eslint/bin/eslint.js', ['.']);
  const { build } = await import('vite');
  await build({ root: dir, logLevel: 'silent', configFile: join(dir, 'vite.config.ts') });
  return { tsc, lint };
}

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run());
  return (results as AxeResults).violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The app with `screenId` as its start screen, as wide as the prototype (so the player draws it at scale 1). */
function startingAt(app: App, screenId: string): App {
  const screens = Object.fromEntries(
    Object.entries(app.screens).map(([id, s]) => [
      id,
      { ...s, segment: id === screenId ? false : s.segment, props: { ...s.props, start: id === screenId } },
    ]),
  );
  return { ...app, screens, screenSize: { ...app.screenSize, w: app.screens[screenId]!.w }, lines: {} };
}

describe.skipIf(!hasChromium)(
  'code export: the static site and the React project look and behave like the player',
  () => {
    const harness = playerHarness();
    let context: BrowserContext;
    /** the page the screenshots are compared in */
    let pixels: Page;
    const servers: Server[] = [];
    beforeAll(async () => {
      if (!hasQuantUx) console.warn('[export.code] quant-ux fixtures absent: only the seeded examples are compared');
      context = await harness.browser().newContext({ deviceScaleFactor: 1 });
      pixels = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      for (const server of servers) server.close();
    });

    async function playerShot(app: App, screenId: string, hidden: string[]): Promise<Shot> {
      const test = await publishTest(harness.api(), startingAt(app, screenId));
      const screen = app.screens[screenId]!;
      const page = await context.newPage();
      await page.setViewportSize({ width: screen.w, height: Math.max(screen.h, app.screenSize.h) + 400 });
      await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true&log=false`);
      const drawn = page.locator(`[data-screen="${screenId}"]`);
      await drawn.waitFor(WAIT);
      await settled(page);
      await page.evaluate(
        adoptStyles,
        hidden.map((id) => `[data-widget="${id}"] { visibility: hidden !important; }`).join('\n'),
      );
      const shot = await drawn.screenshot();
      await page.close();
      return shot;
    }

    async function exportShot(
      url: string,
      route: string,
      w: number,
      h: number,
      hidden: string[],
    ): Promise<{ shot: Shot; axe: string[] }> {
      const page = await context.newPage();
      await page.setViewportSize({ width: w, height: h + 400 });
      await page.goto(`${url}#/${route}`);
      const drawn = page.locator(`[data-screen="${route}"]`);
      await drawn.waitFor(WAIT);
      await settled(page);
      const axe = await seriousViolations(page, route);
      await page.evaluate(
        adoptStyles,
        hidden.map((id) => `.${classOf(id)} { visibility: hidden !important; }`).join('\n'),
      );
      const shot = await drawn.screenshot();
      await page.close();
      return { shot, axe };
    }

    /** Both exports of the app written, the React project type-checked, built and served: their addresses. */
    async function built(name: string, app: App) {
      const exported = exportPrototype(app, { icons: iconPaths(app) });
      const dir = join(OUT_DIR, name);
      writeFiles(join(dir, 'site'), staticSite(app, exported));
      const { tsc, lint } = await buildReact(join(dir, 'react'), reactProject(app, exported));
      expect(tsc).toBe('');
      expect(lint).toBe('');
      const server = await serve(join(dir, 'react/dist'));
      servers.push(server);
      const kinds = {
        react: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        site: pathToFileURL(join(dir, 'site/index.html')).href,
      };
      return { exported, dir, kinds };
    }

    it(
      'validates as the player does: a line that checks the inputs stays while one fails and shows its error message',
      async () => {
        const app = prototypes[0]!.app();
        const intro = app.widgets.w_su_intro!;
        const errorLabel = {
          ...intro,
          id: 'w_err',
          name: 'Email error',
          y: 550,
          h: 28,
          props: { label: 'Enter your email address' },
          style: { ...intro.style, color: '#b3261e' },
        };
        const email = app.widgets.w_su_email!;
        const signUp = app.screens.s_signup!;
        const checking: App = {
          ...app,
          widgets: {
            ...app.widgets,
            w_err: errorLabel,
            w_su_email: {
              ...email,
              props: {
                ...email.props,
                validation: { required: true, type: 'email' },
                refs: { errorLabels: ['w_err'] },
              },
            },
          },
          screens: { ...app.screens, s_signup: { ...signUp, children: [...signUp.children, 'w_err'] } },
          lines: { ...app.lines, l_submit: { ...app.lines.l_submit!, validation: true } },
        };
        const { kinds } = await built('validation', checking);

        // the player: the click stays on the screen and shows the error message
        const played = await publishTest(harness.api(), checking);
        const player = await context.newPage();
        await player.goto(`${harness.api().url}/player/#/test.html?h=${played.hash}&s=true&log=false`);
        await player.locator('[data-widget="w_su_submit"]').click();
        await player.locator('[data-widget="w_err"]').waitFor(WAIT);
        expect(await player.locator('[data-screen="s_signup"]').count()).toBe(1);
        await player.close();

        for (const url of Object.values(kinds)) {
          const page = await context.newPage();
          await page.goto(`${url}#/sign-up`);
          const screen = page.locator('[data-screen="sign-up"]');
          const message = screen.getByText('Enter your email address');
          const field = screen.getByLabel('Email', { exact: true });
          const submit = screen.getByRole('button', { name: 'Sign up' });
          expect(await message.isVisible()).toBe(false);
          await submit.click();
          await message.waitFor(WAIT);
          expect(await field.getAttribute('aria-invalid')).toBe('true');
          await field.fill('ana@trails');
          await submit.click();
          expect(await page.locator('[data-screen]:visible').getAttribute('data-screen')).toBe('sign-up');
          await field.fill('ana@trails.example');
          await field.blur();
          await expect.poll(() => message.isVisible(), WAIT).toBe(false);
          await submit.click();
          await expect
            .poll(() => page.locator('[data-screen]:visible').getAttribute('data-screen'), WAIT)
            .toBe('welcome');
          await page.close();
        }
      },
      TIMEOUT,
    );

    for (const prototype of prototypes) {
      it(
        `${prototype.name}: every screen as the player draws it, links, inputs and choices work, strict types, no serious axe finding`,
        async () => {
          const app = prototype.app();
          const { exported, dir, kinds } = await built(prototype.name, app);

          const differences: string[] = [];
          const violations: string[] = [];
          for (const screen of exported.screens) {
            const hidden = (screenView(app, screen.id)?.widgets ?? [])
              .filter((widget) => prototype.unsupported.includes(widget.type))
              .map((widget) => widget.id);
            const reference = await playerShot(app, screen.id, hidden);
            for (const [kind, url] of Object.entries(kinds)) {
              const { shot, axe } = await exportShot(url, screen.route, screen.w, screen.h, hidden);
              const counted = prototype.ours ? axe : axe.filter((line) => !line.includes(': color-contrast ('));
              violations.push(...counted.map((line) => `${kind} ${line}`));
              const share = await difference(pixels, reference, shot);
              if (share > MAX_DIFFERENT) {
                mkdirSync(join(dir, 'shots'), { recursive: true });
                writeFileSync(join(dir, 'shots', `${screen.route}-player.png`), reference);
                writeFileSync(join(dir, 'shots', `${screen.route}-${kind}.png`), shot);
                differences.push(`${kind} ${screen.route}: ${(share * 100).toFixed(2)} % differ`);
              }
            }
          }
          expect(differences).toEqual([]);
          expect(violations).toEqual([]);

          // the first screen's links reach the screens the player's clicks reach
          const first = exported.screens[0]!;
          const routeOf = new Map(exported.screens.map((s) => [s.id, s.route]));
          const linked = (screenView(app, first.id)?.widgets ?? []).flatMap((widget) => {
            const sources = lineSources(app, first.id, widget.id).filter((source) => source !== first.id);
            const to = lineFor(app, sources, 'click')?.to;
            return to && routeOf.has(to) && !hasFlag(widget, 'hidden') ? [{ id: widget.id, to }] : [];
          });
          const played = await publishTest(harness.api(), { ...startingAt(app, first.id), lines: app.lines });
          const player = await context.newPage();
          await player.setViewportSize({ width: first.w, height: first.h + 400 });
          for (const { id, to } of linked) {
            await player.goto('about:blank');
            await player.goto(`${harness.api().url}/player/#/test.html?h=${played.hash}&s=true&log=false`);
            await player.locator(`[data-widget="${id}"]`).click();
            await player.locator(`[data-screen="${to}"]`).waitFor(WAIT);
            for (const url of Object.values(kinds)) {
              const page = await context.newPage();
              await page.setViewportSize({ width: first.w, height: first.h + 200 });
              await page.goto(`${url}#/${first.route}`);
              await page.locator(`[data-screen="${first.route}"] .${classOf(id)}`).click();
              await expect
                .poll(() => page.locator('[data-screen]:visible').getAttribute('data-screen'), WAIT)
                .toBe(routeOf.get(to));
              await page.close();
            }
          }
          await player.close();

          // typing and choosing, kept when a screen is left and shown again
          for (const url of Object.values(kinds)) {
            const page = await context.newPage();
            for (const screen of exported.screens) {
              await page.goto(`${url}#/${screen.route}`);
              const root = page.locator(`[data-screen="${screen.route}"]`);
              await root.waitFor(WAIT);
              const fields = root.locator('input.pl-input');
              for (let i = 0; i < (await fields.count()); i++) {
                await fields.nth(i).fill(`typed ${i}`);
                await expect.poll(() => fields.nth(i).inputValue()).toBe(`typed ${i}`);
              }
              const selects = root.locator('select');
              for (let i = 0; i < (await selects.count()); i++) {
                const options = await selects.nth(i).locator('option:not([disabled])').allTextContents();
                const choice = options.at(-1)!;
                await selects.nth(i).selectOption(choice);
                await expect
                  .poll(() => selects.nth(i).locator('xpath=..').locator('.pl-one-line').textContent())
                  .toBe(choice);
              }
            }
            await page.close();
          }
        },
        TIMEOUT,
      );
    }
  },
);
