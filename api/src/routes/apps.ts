import { Router } from '@koa/router';
import {
  appChangeSetSchema,
  appChangesQuerySchema,
  appCopyInputSchema,
  appListQuerySchema,
  appPropsInputSchema,
  legacyChangeListSchema,
  mapLegacyChanges,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import { sendJson } from '../http/sendJson';
import { applyAppChanges, listChangesSince } from '../services/appChanges';
import * as apps from '../services/apps';
import { applyLegacySave } from '../services/legacyAppChanges';

export function appsRoutes(deps: Deps): Router {
  const router = new Router();

  router.post('/rest/apps', async (ctx) => {
    ctx.body = await apps.createApp(deps, callerOf(ctx), ctx.request.body);
  });

  router.get('/rest/apps', async (ctx) => {
    const query = validate(appListQuerySchema, ctx.query);
    ctx.body = await apps.listApps(deps, callerOf(ctx), query.summary === 'true');
  });

  router.get('/rest/apps/public', async (ctx) => {
    ctx.body = await apps.listPublicApps(deps);
  });

  router.post('/rest/apps/props/:id.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    ctx.body = await apps.saveAppProps(deps, callerOf(ctx), id, validate(appPropsInputSchema, ctx.request.body));
  });

  router.post('/rest/apps/copy/:id', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    ctx.body = await apps.copyApp(deps, callerOf(ctx), id, validate(appCopyInputSchema, ctx.request.body));
  });

  router.get('/rest/apps/:id.json', async (ctx) => {
    const { text, revision } = await apps.getApp(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
    ctx.set('X-Revision', String(revision));
    sendJson(ctx, text);
  });

  router.get('/rest/apps/:id/changes.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const { since } = validate(appChangesQuerySchema, ctx.query);
    ctx.body = await listChangesSince(deps, callerOf(ctx), id, since);
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
    const body: unknown = ctx.request.body;
    if (Array.isArray(body)) {
      // the existing product's editor: a bare array of its diff's changes (decisions.md)
      const { changes, props, ignored } = mapLegacyChanges(validate(legacyChangeListSchema, body));
      ctx.body = await applyLegacySave(deps, callerOf(ctx), id, {
        changes: changes.length > 0 ? validate(appChangeSetSchema, { changes }) : undefined,
        props: Object.keys(props).length > 0 ? validate(appPropsInputSchema, props) : undefined,
        ignored,
      });
      return;
    }
    ctx.body = await applyAppChanges(deps, callerOf(ctx), id, validate(appChangeSetSchema, body));
  });

  return router;
}
