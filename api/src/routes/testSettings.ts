import { Router } from '@koa/router';
import { testSettingsInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import { getTestSettings, saveTestSettingsOf } from '../services/testSettings';

export function testSettingsRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/rest/test/:id.json', async (ctx) => {
    ctx.body = await getTestSettings(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });

  router.post('/rest/test/:id.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    ctx.body = await saveTestSettingsOf(deps, callerOf(ctx), id, validate(testSettingsInputSchema, ctx.request.body));
  });

  return router;
}
