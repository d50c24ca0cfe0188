import { Router } from '@koa/router';
import type { Context } from 'koa';
import { DEFAULT_EVENT_PAGE, mouseListQuerySchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { validate } from '../http/validate';
import * as mouse from '../services/mouse';
import { decodeKey } from '../services/recordLists';
import { addSessionRecordRoutes } from './sessionRecordRoutes';

function parsePage(ctx: Context): mouse.MousePageQuery | undefined {
  const q = validate(mouseListQuerySchema, ctx.query);
  return q.after === undefined
    ? undefined
    : { after: decodeKey(q.after, 'after'), limit: q.limit ?? DEFAULT_EVENT_PAGE };
}

export function mouseRoutes(deps: Deps): Router {
  const router = new Router();
  addSessionRecordRoutes(router, deps, 'mouse', {
    kind: mouse.mouseKind,
    parseList: parsePage,
    list: mouse.listMouse,
    session: mouse.sessionMouse,
    deleteSession: mouse.deleteMouseSession,
  });
  return router;
}
