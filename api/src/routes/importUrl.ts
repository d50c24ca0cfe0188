import { Router } from '@koa/router';
import { importUrlInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { validate } from '../http/validate';
import { fetchImportUrl } from '../services/importUrl';

export function importUrlRoutes(deps: Deps): Router {
  const router = new Router();

  // POST /rest/import/url: the file at a designer's address (an API description) for a browser that
  // cannot load it itself: { text, contentType } as it came; refusals name the field `url` (services/importUrl.ts).
  router.post('/rest/import/url', async (ctx) => {
    const input = validate(importUrlInputSchema, ctx.request.body);
    const file = await fetchImportUrl(deps, callerOf(ctx), input);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = file;
  });

  return router;
}
