// What the player's page loads before it runs: its entry script, the chunks it preloads and its
// style sheet. A phone downloads all of it before the first screen, so it stays small: no zod (the
// player validates nothing itself) and under 120 KB gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensurePlayerBuilt, playerDist } from './support/playerBuild';

describe("the player's first download", () => {
  let files: string[];

  beforeAll(async () => {
    await ensurePlayerBuilt();
    const html = readFileSync(join(playerDist, 'index.html'), 'utf8');
    files = [...html.matchAll(/(?:src|href)="\/player\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  }, 240_000);

  const read = (file: string) => readFileSync(join(playerDist, file));

  it('holds the entry script, its preloaded chunks and the style sheet', () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(1);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
  });

  it('holds no zod', () => {
    for (const file of files) expect(read(file).toString('utf8'), file).not.toContain('ZodObject');
  });

  it('is under 120 KB gzipped', () => {
    const kb = files.reduce((sum, file) => sum + gzipSync(read(file)).length, 0) / 1024;
    expect(kb).toBeLessThan(120);
  });
});
