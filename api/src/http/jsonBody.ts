import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { MAX_JSON_BODY_BYTES } from '@protolab/shared';
import { HttpError } from './httpError';

const parser = bodyParser({ enableTypes: ['json'], jsonLimit: MAX_JSON_BODY_BYTES, encoding: 'utf-8' });

/** JSON bodies only (multipart routes parse their own): anything else with a body is a 415. */
export function jsonBody(): Middleware {
  return async (ctx, next) => {
    const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('multipart') && !ctx.is('json')) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json', '');
    }
    if (ctx.is('multipart')) return next();
    return parser(ctx, next);
  };
}
