import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { Refusal } from '../services/refusal';
import { idParam } from '../http/validate';
import { sendJson } from '../http/sendJson';
import * as examples from '../services/examples';

// The events, mouse and annotations calls of /examples live with their own domains' routes.
export function examplesRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/examples/apps/:id.json', async (ctx) => {
    sendJson(ctx, await examples.exampleApp(deps, idParam(ctx.params.id, 'id')));
  });

  router.get('/examples/invitation/:hash/app.json', async (ctx) => {
    sendJson(ctx, await examples.exampleAppByHash(deps, idParam(ctx.params.hash, 'hash')));
  });

  router.get('/examples/commands/:id.json', async (ctx) => {
    ctx.body = await examples.exampleCommands(deps, idParam(ctx.params.id, 'id'));
  });

  router.get('/examples/test/:id.json', async (ctx) => {
    ctx.body = await examples.exampleTestSettings(deps, idParam(ctx.params.id, 'id'));
  });

  // SPEC §6: the public service is read-only and its writes do nothing. No router registers a write
  // under /examples, so every write to any /examples path ends here (this router is mounted last).
  const readOnly = (ctx: Context) => {
    ctx.set('Allow', 'GET, HEAD');
    throw new Refusal('read_only', 'read_only', 'The examples are read-only: sign up to make your own copy');
  };
  for (const path of ['/examples', '/examples/*rest']) {
    router.post(path, readOnly);
    router.put(path, readOnly);
    router.patch(path, readOnly);
    router.delete(path, readOnly);
  }

  return router;
}
