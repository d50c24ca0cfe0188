import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { Refusal } from './services/refusal';

// Material Design Icons (the set quant-ux documents name, "mdi mdi-<name>"), one small SVG each at
// /icons/mdi/<name>.svg: a prototype fetches only the icons it shows, and the player's service
// worker keeps them for offline play. /icons/mdi.json lists their names, for the editor's picker.
const ICON_DIR = join(dirname(createRequire(import.meta.url).resolve('@mdi/svg/package.json')), 'svg');
const ICON_PATH = /^\/icons\/mdi\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const ICON_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The icon names, read from the folder once. */
let names: Promise<string[]> | undefined;

function iconNames(): Promise<string[]> {
  names ??= readdir(ICON_DIR).then(
    (files) => files.flatMap((file) => ICON_NAME.exec(file)?.[1] ?? []).sort(),
    (error: unknown) => {
      names = undefined; // tried again on the next request
      throw error;
    },
  );
  return names;
}

export function iconFiles(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/icons/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new Refusal('read_only', 'method_not_allowed', 'Icons are read-only');
    if (ctx.path === '/icons/mdi.json') {
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = { names: await iconNames() };
      return;
    }
    const name = ICON_PATH.exec(ctx.path)?.[1];
    if (!name || !existsSync(join(ICON_DIR, `${name}.svg`)))
      throw new Refusal('not_found', 'not_found', 'No such icon');
    await send(ctx, `${name}.svg`, { root: ICON_DIR, maxage: WEEK_MS });
  };
}
