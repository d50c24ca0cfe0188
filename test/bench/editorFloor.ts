// The editor bench's floor: the same screens drawn by our renderer into a plain page with no editor
// (test/bench/floor), bundled as the workbench is and served on the workbench's origin, so that the
// editor's figures can be read against what drawing the screens alone costs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { frames } from './frames';

const floorRoot = join(dirname(fileURLToPath(import.meta.url)), 'floor');
const BASE = '/bench-floor/';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the floor page with the workbench's vite config (same bundling); answers its folder and a clean-up. */
export async function buildFloor(): Promise<{ dist: string; remove(): void }> {
  const dist = mkdtempSync(join(tmpdir(), 'protolab-floor-'));
  const { build } = await import('vite');
  // the workbench's config file, with this page's root, base and output folder over it
  await build({
    configFile: join(floorRoot, '../../../workbench/vite.config.ts'),
    root: floorRoot,
    base: BASE,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/** Serves the built floor page under `origin`/bench-floor/ in `context`. */
export async function serveFloor(context: BrowserContext, origin: string, dist: string): Promise<void> {
  await context.route(`${origin}${BASE}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(BASE.length) || 'index.html';
    return route.fulfill({
      body: readFileSync(join(dist, path)),
      contentType: TYPES[extname(path)] ?? 'application/octet-stream',
    });
  });
}

/** Opens the floor page of prototype `appId` at `scale`; answers ms from navigation until all `screens` are drawn. */
export async function openFloor(page: Page, origin: string, appId: string, scale: number, screens: number) {
  const start = Date.now();
  await page.goto(`${origin}${BASE}index.html#app=${appId}&scale=${scale}`);
  await page.waitForFunction((count) => document.querySelectorAll('.floor-world .pl-screen').length >= count, screens, {
    timeout: 60_000,
    polling: 'raf',
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return Date.now() - start;
}

/**
 * Frame times while the floor page's screens are panned by a CSS transform that follows the mouse,
 * moved as the editor bench pans the canvas: `steps` moves, one after the other.
 */
export async function panFloor(page: Page, steps: number): Promise<number[]> {
  await page.evaluate(() => {
    const world = document.querySelector<HTMLElement>('.floor-world')!;
    let from: { x: number; y: number } | undefined;
    addEventListener('pointermove', (e) => {
      from ??= { x: e.clientX, y: e.clientY };
      world.style.transform = `translate(${e.clientX - from.x}px, ${e.clientY - from.y}px)`;
    });
  });
  await page.mouse.move(20, 20);
  return frames(page, async () => {
    for (let i = 0; i < steps; i++) await page.mouse.move(20 + (i % 50) * 3, 20 + (i % 50));
  });
}
