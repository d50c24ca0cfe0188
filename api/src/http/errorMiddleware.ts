import type { Middleware } from 'koa';
import type { ApiError } from '@protolab/shared';
import { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from '../db/dialect';
import { logError, logErrorLine, logPath } from './logText';
import { RetryLater, Refusal, type RefusalReason } from '../services/refusal';

/** The status that answers each reason a service refuses for. */
const STATUS: Record<RefusalReason, number> = {
  bad_input: 400,
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  read_only: 405,
  too_large: 413,
  unsupported_media: 415,
  too_many: 429,
  upstream_unavailable: 502,
};

/** An answer to an error the client caused: its status and the fields of the contract's `{ error }` body. */
type ErrorAnswer = { status: number } & ApiError['error'];

const answerOf = (refusal: Refusal): ErrorAnswer => ({
  status: STATUS[refusal.reason],
  code: refusal.code,
  message: refusal.message,
  field: refusal.field,
});

/** Body-parser and Koa errors carry a status and a type; map the ones clients can cause. */
function fromFrameworkError(err: {
  status?: number;
  type?: string;
  name?: string;
  message?: string;
}): ErrorAnswer | undefined {
  if (err.type === 'entity.parse.failed' || (err.status === 400 && err.name === 'SyntaxError'))
    return { status: 400, code: 'invalid_json', message: 'The body is not valid JSON', field: '' };
  if (err.type === 'entity.too.large')
    return { status: 413, code: 'too_large', message: 'The body is too large', field: '' };
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return { status: 415, code: 'unsupported_media_type', message: 'Unsupported body encoding', field: '' };
  }
  if (err.type === 'request.aborted') return { status: 400, code: 'aborted', message: 'The request was aborted' };
  if (err.status === 501) return { status: 501, code: 'not_implemented', message: 'Method not implemented' };
  if (err.status === 405)
    return { status: 405, code: 'method_not_allowed', message: err.message || 'Method not allowed' };
  if (err.status && err.status >= 400 && err.status < 500) {
    return { status: err.status, code: 'bad_request', message: err.message || 'Bad request' };
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
        throw new Refusal('not_found', 'not_found', `No route ${ctx.method} ${ctx.path}`);
      }
    } catch (raw) {
      const err =
        raw instanceof Refusal
          ? answerOf(raw)
          : isUniqueViolation(raw)
            ? { status: 409, code: 'conflict', message: 'This record exists already' }
            : isForeignKeyViolation(raw)
              ? { status: 422, code: 'validation', message: 'A referenced record does not exist' }
              : fromFrameworkError(raw as never);
      if (!err && isDatabaseUnavailable(raw)) {
        // Not the client's fault and no bug of ours: say so, and when to try again (the player retries).
        log(`database unavailable ${ctx.method} ${logPath(ctx.path)}: ${logErrorLine(raw)}`);
        ctx.status = 503;
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        ctx.body = {
          error: { code: 'unavailable', message: 'The database cannot be reached just now; try again shortly' },
        };
        return;
      }
      if (err) {
        if (raw instanceof RetryLater) ctx.set('Retry-After', String(raw.retryAfterSeconds));
        ctx.status = err.status;
        ctx.body = {
          error: { code: err.code, message: err.message, ...(err.field !== undefined && { field: err.field }) },
        };
        return;
      }
      log(`error ${ctx.method} ${logPath(ctx.path)}: ${logError(raw)}`);
      ctx.status = 500;
      ctx.body = { error: { code: 'internal', message: 'Something went wrong on the server' } };
    }
  };
}

const apiPrefixes = ['/rest/', '/examples/', '/api/', '/ai/'];
export const isApiPath = (path: string) => apiPrefixes.some((p) => path.startsWith(p)) || path === '/config.json';
