// The browser tests use the built workbench as the API serves it (/). It is built once per run
// with vite's build API when workbench/dist is missing or older than its sources.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const workbenchRoot = join(repoRoot, 'workbench');
export const workbenchDist = join(workbenchRoot, 'dist');
const SOURCES = [
  join(workbenchRoot, 'src'),
  join(workbenchRoot, 'index.html'),
  join(workbenchRoot, 'vite.config.ts'),
  join(repoRoot, 'shared/src'),
];
const LOCK = join(workbenchRoot, '.build-lock');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function isFresh(): boolean {
  const built = join(workbenchDist, 'index.html');
  return existsSync(built) && statSync(built).mtimeMs >= Math.max(...SOURCES.map(newestChange));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds the workbench unless a fresh build is there; test files running in parallel wait for one build. */
export async function ensureWorkbenchBuilt(): Promise<void> {
  // The run's global setup built it once already: never rebuild under tests that are serving it.
  if (process.env.PROTOLAB_FRONT_ENDS_BUILT === '1') return;
  for (;;) {
    if (isFresh()) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // another test process is building: a lock older than two minutes is a crashed build
      if (Date.now() - statSync(LOCK).mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (isFresh()) return;
      const { build } = await import('vite');
      // vitest sets NODE_ENV=test, which would bundle React's development build
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await build({
          root: workbenchRoot,
          configFile: join(workbenchRoot, 'vite.config.ts'),
          mode: 'production',
          logLevel: 'warn',
        });
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
