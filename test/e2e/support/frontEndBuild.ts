// The browser tests use the front ends as the API serves them, built with vite's build API when
// their dist folder is missing or older than their sources. Test files running in parallel wait
// for one build (a lock folder); vitest's global setup normally builds both before any test runs.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface FrontEnd {
  root: string;
  dist: string;
  /** A file the build writes last-ish: its time is the build's. */
  marker: string;
  sources: string[];
}

export function frontEnd(folder: string, marker: string, extraSources: string[] = []): FrontEnd {
  const root = join(repoRoot, folder);
  const dist = join(root, 'dist');
  const sources = ['src', 'index.html', 'vite.config.ts', ...extraSources].map((p) => join(root, p));
  // both front ends bundle the shared core and the renderer
  const shared = ['shared/src', 'render', 'scripts/precompress.mjs'].map((p) => join(repoRoot, p));
  return { root, dist, marker: join(dist, marker), sources: [...sources, ...shared] };
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const isFresh = (app: FrontEnd) =>
  existsSync(app.marker) && statSync(app.marker).mtimeMs >= Math.max(...app.sources.map(newestChange));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function ensureBuilt(app: FrontEnd): Promise<void> {
  // The run's global setup built it once already: never rebuild under tests that are serving it.
  if (process.env.PROTOLAB_FRONT_ENDS_BUILT === '1') return;
  const lock = join(app.root, '.build-lock');
  for (;;) {
    if (isFresh(app)) return;
    try {
      mkdirSync(lock);
    } catch {
      // another test process is building: a lock older than two minutes is a crashed build
      if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (isFresh(app)) return;
      const { build } = await import('vite');
      // vitest sets NODE_ENV=test, which would bundle React's development build
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await build({
          root: app.root,
          configFile: join(app.root, 'vite.config.ts'),
          mode: 'production',
          logLevel: 'warn',
        });
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
