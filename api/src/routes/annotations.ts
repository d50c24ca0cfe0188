import { Router } from '@koa/router';
import {
  annotationCreateInputSchema,
  annotationUpdateInputSchema,
  tagAnnotationUpdateInputSchema,
} from '@protolab/shared';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import * as annotations from '../services/annotations';
import type { ReadVia } from '../services/recordAccess';

export function annotationsRoutes(deps: Deps): Router {
  const router = new Router();

  const list = (via: ReadVia, kind: 'session' | 'tag') => async (ctx: Context) => {
    ctx.body = await annotations.listAnnotations(deps, callerOf(ctx), via, idParam(ctx.params.id, 'id'), kind);
  };
  router.get('/rest/annotations/apps/:id/session.json', list('designer', 'session'));
  router.get('/rest/annotations/apps/:id/tags.json', list('designer', 'tag'));

  router.post('/rest/annotations/apps/:id', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    const input = validate(annotationCreateInputSchema, ctx.request.body);
    ctx.body = await annotations.createAnnotation(deps, callerOf(ctx), appId, input);
  });
  router.post('/rest/annotations/apps/:id/:annId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    const id = idParam(ctx.params.annId, 'annId');
    const caller = callerOf(ctx);
    // What may change depends on the annotation's kind: a verdict or a tag definition.
    const kind = await annotations.annotationKindToChange(deps, caller, appId, id);
    const changes = validate(
      kind === 'session' ? annotationUpdateInputSchema : tagAnnotationUpdateInputSchema,
      ctx.request.body,
    );
    ctx.body = await annotations.updateAnnotation(deps, caller, appId, id, changes);
  });
  router.delete('/rest/annotations/apps/:id/:annId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await annotations.deleteAnnotation(deps, callerOf(ctx), appId, idParam(ctx.params.annId, 'annId'));
  });

  // Public examples: read-only, no login, public apps only.
  router.get('/examples/annotations/apps/:id/session.json', list('example', 'session'));
  router.get('/examples/annotations/apps/:id/tags.json', list('example', 'tag'));

  return router;
}
