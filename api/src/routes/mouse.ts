import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { idParam } from '../http/validate';
import * as mouse from '../services/mouse';
import type { ReadVia } from '../services/recordAccess';

export function mouseRoutes(deps: Deps): Router {
  const router = new Router();

  router.post('/rest/invitation/:appId/:hash/mouse.json', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const hash = idParam(ctx.params.hash, 'hash');
    const answer = await mouse.uploadMouse(deps, ctx, appId, hash, ctx.request.body);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  const list = (via: ReadVia) => async (ctx: Context) => {
    ctx.body = await mouse.listMouse(deps, ctx, via, idParam(ctx.params.id, 'id'));
  };
  const session = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await mouse.listMouse(deps, ctx, via, appId, idParam(ctx.params.session, 'session'));
  };

  router.get('/rest/mouse/:id.json', list('designer'));
  router.get('/rest/mouse/:id/:session.json', session('designer'));
  router.delete('/rest/mouse/:id/:session.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await mouse.deleteMouseSession(deps, ctx, appId, idParam(ctx.params.session, 'session'));
  });

  // Public examples: read-only, no login, public apps only.
  router.get('/examples/mouse/:id.json', list('example'));
  router.get('/examples/mouse/:id/:session.json', session('example'));

  return router;
}
