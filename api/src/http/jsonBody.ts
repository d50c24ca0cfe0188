import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { MAX_JSON_BODY_BYTES } from '@protolab/shared';
import { Refusal } from '../services/refusal';
import { checkJsonBody } from './jsonBodyLimits';

const parser = bodyParser({ enableTypes: ['json'], jsonLimit: MAX_JSON_BODY_BYTES, encoding: 'utf-8' });

/** A body whose Content-Encoding we cannot read (415), or that is not what it claims to be (400). */
function encodingError(err: unknown): Refusal | undefined {
  const e = err as { status?: number; code?: unknown; message?: string };
  if (e.status === 415 && e.message?.startsWith('Unsupported Content-Encoding')) {
    return new Refusal(
      'unsupported_media',
      'unsupported_media_type',
      'Send the body uncompressed, or as gzip, deflate or br',
      '',
    );
  }
  if (typeof e.code === 'string' && e.code.startsWith('Z_')) {
    return new Refusal('bad_input', 'invalid_encoding', 'The body is not what its Content-Encoding says it is', '');
  }
  return undefined;
}

/** JSON bodies only (multipart routes parse their own): anything else with a body is a 415. */
export function jsonBody(): Middleware {
  return async (ctx, next) => {
    const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('multipart') && !ctx.is('json')) {
      throw new Refusal('unsupported_media', 'unsupported_media_type', 'Send the body as application/json', '');
    }
    if (ctx.is('multipart')) return next();
    let parsed = false;
    try {
      await parser(ctx, async () => {
        parsed = true;
      });
    } catch (err) {
      throw encodingError(err) ?? err;
    }
    if (!parsed) return; // the client went away before its body arrived
    checkJsonBody(ctx.request.body);
    return next();
  };
}
