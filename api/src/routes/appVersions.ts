import { Router } from '@koa/router';
import { versionInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import * as versions from '../services/appVersions';

/** Versions of a prototype (issue 39): save, list, open, delete. A restore is an editor command. */
export function appVersionsRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/rest/apps/:id/versions.json', async (ctx) => {
    ctx.body = await versions.listVersions(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });

  router.post('/rest/apps/:id/versions.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await versions.saveVersion(deps, callerOf(ctx), appId, validate(versionInputSchema, ctx.request.body));
  });

  router.get('/rest/apps/:id/versions/:versionId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await versions.getVersion(deps, callerOf(ctx), appId, idParam(ctx.params.versionId, 'versionId'));
  });

  router.delete('/rest/apps/:id/versions/:versionId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await versions.deleteVersion(deps, callerOf(ctx), appId, idParam(ctx.params.versionId, 'versionId'));
  });

  return router;
}
