// The quant-ux fixtures live outside the repo (../shared/fixtures/quant-ux) under another licence:
// tests read them in place and skip with a notice when they are absent.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const quantUxDir = process.env.QUANTUX_FIXTURES ?? join(repoRoot, '../shared/fixtures/quant-ux');
export const hasQuantUx = existsSync(join(quantUxDir, 'funnelApp.json'));

if (!hasQuantUx) {
  console.warn(`[fixtures] quant-ux fixtures not found at ${quantUxDir}: tests that read them are skipped.`);
}

export const quantUxAppFiles = [
  'funnelApp.json',
  'export_snack.json',
  'simSimpleForm.json',
  'canvasTestApp.json',
  'designToken1.json',
] as const;

export function readQuantUx<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(join(quantUxDir, name), 'utf8')) as T;
}
