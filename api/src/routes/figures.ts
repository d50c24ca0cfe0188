import { Router } from '@koa/router';
import type { Context } from 'koa';
import { figuresQuerySchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { sendJson } from '../http/sendJson';
import { idParam, validate } from '../http/validate';
import type { ReadVia } from '../services/recordAccess';
import { studyFigures } from '../services/studyFigures';

/** A study's figures: the designer's (`/rest/…`, read access) and the public examples' (`/examples/…`). */
export function figuresRoutes(deps: Deps): Router {
  const router = new Router();
  const figures = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    const filter = validate(figuresQuerySchema, ctx.query);
    sendJson(ctx, await studyFigures(deps, callerOf(ctx), via, appId, filter));
  };
  router.get('/rest/figures/:id.json', figures('designer'));
  router.get('/examples/figures/:id.json', figures('example'));
  return router;
}
