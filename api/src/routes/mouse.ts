import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { Deps } from '../deps';
import { validate } from '../http/validate';
import * as mouse from '../services/mouse';
import { decodeKey } from '../services/recordLists';
import { cursorParam, DEFAULT_EVENT_PAGE, pageLimit } from './events';
import { addSessionRecordRoutes } from './sessionRecordRoutes';

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
  addSessionRecordRoutes(router, deps, 'mouse', {
    kind: mouse.mouseKind,
    parseList: parsePage,
    list: mouse.listMouse,
    session: mouse.sessionMouse,
    deleteSession: mouse.deleteMouseSession,
  });
  return router;
}
