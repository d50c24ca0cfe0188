import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { sendJson } from '../http/sendJson';
import { idParam, validate } from '../http/validate';
import * as mouse from '../services/mouse';
import type { ReadVia } from '../services/recordAccess';
import { decodeKey } from '../services/recordLists';
import { cursorParam, DEFAULT_EVENT_PAGE, pageLimit } from './events';

/**
 * Without `after`, the whole list (streamed). With `after` ('' for the first page, then the previous
 * page's `next`), one keyset page `{ tracks, next }` of at most `limit` tracks. Other keys are ignored.
 */
const listQuery = z.object({ after: cursorParam.optional(), limit: pageLimit.optional() });

function parsePage(ctx: Context): mouse.MousePageQuery | undefined {
  const q = validate(listQuery, ctx.query);
  return q.after === undefined
    ? undefined
    : { after: decodeKey(q.after, 'after'), limit: q.limit ?? DEFAULT_EVENT_PAGE };
}

export function mouseRoutes(deps: Deps): Router {
  const router = new Router();

  router.post('/rest/invitation/:appId/:hash/mouse.json', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const hash = idParam(ctx.params.hash, 'hash');
    const answer = await mouse.uploadMouse(deps, callerOf(ctx), appId, hash, ctx.request.body);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  const list = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    const page = parsePage(ctx);
    sendJson(ctx, await mouse.listMouse(deps, callerOf(ctx), via, appId, page));
  };
  const session = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    const session = idParam(ctx.params.session, 'session');
    sendJson(ctx, JSON.stringify(await mouse.sessionMouse(deps, callerOf(ctx), via, appId, session)));
  };

  router.get('/rest/mouse/:id.json', list('designer'));
  router.get('/rest/mouse/:id/:session.json', session('designer'));
  router.delete('/rest/mouse/:id/:session.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await mouse.deleteMouseSession(deps, callerOf(ctx), appId, idParam(ctx.params.session, 'session'));
  });

  // Public examples: read-only, no login, public apps only.
  router.get('/examples/mouse/:id.json', list('example'));
  router.get('/examples/mouse/:id/:session.json', session('example'));

  return router;
}
