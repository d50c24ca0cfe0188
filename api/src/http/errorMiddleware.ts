import type { Middleware } from 'koa';
import { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from '../db/dialect';
import { HttpError } from './httpError';
import { RetryLaterError } from './retryLater';

/** Body-parser and Koa errors carry a status and a type; map the ones clients can cause. */
function fromFrameworkError(err: { status?: number; type?: string; name?: string; message?: string }): HttpError | undefined {
  if (err.type === 'entity.parse.failed' || (err.status === 400 && err.name === 'SyntaxError')) return new HttpError(400, 'invalid_json', 'The body is not valid JSON', '');
  if (err.type === 'entity.too.large') return new HttpError(413, 'too_large', 'The body is too large', '');
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new HttpError(415, 'unsupported_media_type', 'Unsupported body encoding', '');
  }
  if (err.type === 'request.aborted') return new HttpError(400, 'aborted', 'The request was aborted');
  if (err.status === 501) return new HttpError(501, 'not_implemented', 'Method not implemented');
  if (err.status === 405) return new HttpError(405, 'method_not_allowed', err.message || 'Method not allowed');
  if (err.status && err.status >= 400 && err.status < 500) {
    return new HttpError(err.status, 'bad_request', err.message || 'Bad request');
  }
  return undefined;
}

/** How long a client should wait before it tries again when the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function errorMiddleware(log: (line: string) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && isApiPath(ctx.path)) {
        throw new HttpError(404, 'not_found', `No route ${ctx.method} ${ctx.path}`);
      }
    } catch (raw) {
      const err =
        raw instanceof HttpError
          ? raw
          : isUniqueViolation(raw)
            ? new HttpError(409, 'conflict', 'This record exists already')
            : isForeignKeyViolation(raw)
              ? new HttpError(422, 'validation', 'A referenced record does not exist')
              : fromFrameworkError(raw as never);
      if (!err && isDatabaseUnavailable(raw)) {
        // Not the client's fault and no bug of ours: say so, and when to try again (the player retries).
        const reason = String((raw as Error)?.message ?? raw).split('\n')[0];
        log(`database unavailable ${ctx.method} ${redactPath(ctx.path)}: ${reason}`);
        ctx.status = 503;
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        ctx.body = {
          error: { code: 'unavailable', message: 'The database cannot be reached just now; try again shortly' },
        };
        return;
      }
      if (err) {
        if (err instanceof RetryLaterError) ctx.set('Retry-After', String(err.retryAfterSeconds));
        ctx.status = err.status;
        ctx.body = { error: { code: err.code, message: err.message, ...(err.field !== undefined && { field: err.field }) } };
        return;
      }
      log(`error ${ctx.method} ${redactPath(ctx.path)}: ${(raw as Error)?.stack ?? String(raw)}`);
      ctx.status = 500;
      ctx.body = { error: { code: 'internal', message: 'Something went wrong on the server' } };
    }
  };
}

const apiPrefixes = ['/rest/', '/examples/', '/api/', '/ai/'];
export const isApiPath = (path: string) => apiPrefixes.some((p) => path.startsWith(p)) || path === '/config.json';

/** Paths that carry credentials in the address lose them before they reach a log. */
export function redactPath(path: string): string {
  return path
    .replace(/^\/api\/login\/.*/, '/api/login/***')
    .replace(/^\/rest\/invitation\/.*?(\/(?:events|mouse|test|app|update)\.json)?$/, '/rest/invitation/***$1')
    .replace(/^\/rest\/comments\/hash\/[^/]+/, '/rest/comments/hash/***');
}
