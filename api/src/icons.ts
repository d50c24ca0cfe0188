import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { HttpError } from './http/httpError';

// Material Design Icons (the set quant-ux documents name, "mdi mdi-<name>"), one small SVG each at
// /icons/mdi/<name>.svg: a prototype fetches only the icons it shows, and the player's service
// worker keeps them for offline play.
const ICON_DIR = join(dirname(createRequire(import.meta.url).resolve('@mdi/svg/package.json')), 'svg');
const ICON_PATH = /^\/icons\/mdi\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const WEEK_MS = 7 * 24 * 3600 * 1000;

export function iconFiles(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/icons/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Icons are read-only');
    const name = ICON_PATH.exec(ctx.path)?.[1];
    if (!name || !existsSync(join(ICON_DIR, `${name}.svg`))) throw new HttpError(404, 'not_found', 'No such icon');
    await send(ctx, `${name}.svg`, { root: ICON_DIR, maxage: WEEK_MS });
  };
}
