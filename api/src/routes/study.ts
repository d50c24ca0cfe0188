import { Router } from '@koa/router';
import type { Deps } from '../deps';
import { idParam } from '../http/validate';
import { addStudy } from '../services/studyImport';

export function studyRoutes(deps: Deps): Router {
  const router = new Router();

  /** A batch of a study's recorded data for the app (write access); re-sending it stores nothing twice. */
  router.post('/rest/apps/:id/study.json', async (ctx) => {
    ctx.body = await addStudy(deps, ctx, idParam(ctx.params.id, 'id'), ctx.request.body);
  });

  return router;
}
