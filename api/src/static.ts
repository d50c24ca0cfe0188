import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { Config } from './config';
import { isApiPath } from './http/errorMiddleware';

const placeholder = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>This front end has not been built. Run <code>npm run build</code>.</p></body></html>`;

/**
 * Serves the built workbench at `/` and the player at `/player/` (its own service-worker scope).
 * Hashed assets are cached for good; the entry page and the service worker are always revalidated.
 * The build writes brotli and gzip copies beside the files (scripts/precompress.mjs): koa-send
 * answers with the one the browser accepts, and caches are told the answer varies with that.
 */
export function staticFrontEnds(config: Pick<Config, 'workbenchDist' | 'playerDist'>): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path === '/player') return ctx.redirect('/player/');
    const isPlayer = ctx.path.startsWith('/player/');
    const root = isPlayer ? config.playerDist : config.workbenchDist;
    const path = isPlayer ? ctx.path.slice('/player'.length) : ctx.path;
    if (!existsSync(join(root, 'index.html'))) {
      ctx.type = 'html';
      ctx.body = placeholder(isPlayer ? 'Protolab player' : 'Protolab workbench');
      return;
    }
    const file = path === '/' || !existsSync(join(root, path)) ? '/index.html' : path;
    const hashed = file.startsWith('/assets/');
    ctx.vary('Accept-Encoding');
    await send(ctx, file, {
      root,
      brotli: true,
      gzip: true,
      immutable: hashed,
      maxage: hashed ? 365 * 24 * 3600 * 1000 : 0,
      setHeaders: (res) => {
        if (!hashed) res.setHeader('Cache-Control', 'no-cache');
      },
    });
  };
}
