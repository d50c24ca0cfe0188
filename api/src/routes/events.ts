import { Router } from '@koa/router';
import type { Context } from 'koa';
import { DEFAULT_EVENT_PAGE, eventEditInputSchema, eventListQuerySchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import * as events from '../services/events';
import { decodeKey } from '../services/recordLists';
import { addSessionRecordRoutes } from './sessionRecordRoutes';

function parseListQuery(ctx: Context): events.EventListQuery {
  const q = validate(eventListQuerySchema, ctx.query);
  return {
    excludeTypes: q.exclude ? q.exclude.split(',') : [],
    batch: q.batch === 'true',
    ...(q.after !== undefined && { after: decodeKey(q.after, 'after') }),
    offset: q.offset ?? 0,
    limit: q.limit ?? DEFAULT_EVENT_PAGE,
  };
}

export function eventsRoutes(deps: Deps): Router {
  const router = new Router();
  addSessionRecordRoutes(router, deps, 'events', {
    kind: events.eventKind,
    parseList: parseListQuery,
    list: events.listEvents,
    session: events.sessionEvents,
    deleteSession: events.deleteSession,
  });
  router.get('/rest/events/:id/all/count.json', async (ctx) => {
    ctx.body = await events.countEvents(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });
  router.post('/rest/events/:id/:eventId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    const eventId = idParam(ctx.params.eventId, 'eventId');
    const body = validate(eventEditInputSchema, ctx.request.body);
    // The raw fields (not the parsed ones, which carry defaults) replace the stored ones.
    const raw = ctx.request.body as Record<string, unknown>;
    ctx.body = await events.editEvent(deps, callerOf(ctx), appId, eventId, pick(raw, Object.keys(body)));
  });
  return router;
}

function pick(raw: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in raw) out[k] = raw[k];
  return out;
}
