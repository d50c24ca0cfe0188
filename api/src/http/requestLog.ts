import type { Middleware } from 'koa';
import { logPath } from './logText';

/** One line per request: method, path without query (tokens travel there), status, time. Never bodies or headers. */
export function requestLog(log: (line: string) => void): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      log(`${ctx.method} ${logPath(ctx.path)} ${ctx.status} ${(performance.now() - start).toFixed(1)}ms`);
    }
  };
}
