import { Router } from '@koa/router';
import { appChangeSetSchema, idField, nameField, textField } from '@protolab/shared';
import { z } from 'zod';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import { applyAppChanges } from '../services/appChanges';
import * as apps from '../services/apps';

/** POST /rest/apps/props/{id}.json: top-level props only; anything else is a 400. */
const appPropsSchema = z
  .strictObject({
    name: nameField().min(1, 'The app needs a name').optional(),
    description: textField().optional(),
    type: z.string().min(1).max(64).optional(),
    screenSize: z
      .strictObject({ w: z.number().positive().max(100_000), h: z.number().positive().max(100_000) })
      .optional(),
    grid: z.record(z.string().max(64), z.union([z.number(), z.string().max(64), z.boolean(), z.null()])).optional(),
  })
  .refine((props) => Object.keys(props).length > 0, { message: 'Send at least one property', path: [] });

const copySchema = z.strictObject({
  name: nameField().min(1, 'The copy needs a name'),
  /** Client-made id of the copy (a retry with the same id answers the same copy). */
  id: idField().optional(),
});

const listQuerySchema = z.looseObject({
  summary: z.enum(['true', 'false'], 'summary must be true or false').optional(),
});

export function appsRoutes(deps: Deps): Router {
  const router = new Router();

  router.post('/rest/apps', async (ctx) => {
    ctx.body = await apps.createApp(deps, callerOf(ctx), ctx.request.body);
  });

  router.get('/rest/apps', async (ctx) => {
    const query = validate(listQuerySchema, ctx.query);
    ctx.body = await apps.listApps(deps, callerOf(ctx), query.summary === 'true');
  });

  router.get('/rest/apps/public', async (ctx) => {
    ctx.body = await apps.listPublicApps(deps);
  });

  router.post('/rest/apps/props/:id.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    ctx.body = await apps.saveAppProps(deps, callerOf(ctx), id, validate(appPropsSchema, ctx.request.body));
  });

  router.post('/rest/apps/copy/:id', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    ctx.body = await apps.copyApp(deps, callerOf(ctx), id, validate(copySchema, ctx.request.body));
  });

  router.get('/rest/apps/:id.json', async (ctx) => {
    ctx.body = await apps.getApp(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });

  router.post('/rest/apps/:id.json', async (ctx) => {
    ctx.body = await apps.saveApp(deps, callerOf(ctx), idParam(ctx.params.id, 'id'), ctx.request.body);
  });

  router.delete('/rest/apps/:id.json', async (ctx) => {
    await apps.deleteApp(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
    ctx.body = { status: 'ok' };
  });

  router.post('/rest/apps/:id/update', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const { changes } = validate(appChangeSetSchema, ctx.request.body);
    ctx.body = await applyAppChanges(deps, callerOf(ctx), id, changes);
  });

  return router;
}
