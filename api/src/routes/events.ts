import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import * as events from '../services/events';
import { decodeKey } from '../services/recordLists';
import { addSessionRecordRoutes } from './sessionRecordRoutes';

const typeList = /^[A-Za-z][A-Za-z0-9]{0,63}(,[A-Za-z][A-Za-z0-9]{0,63}){0,19}$/;
const count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .refine((n) => n <= max, `Must be at most ${max}`);

export const MAX_EVENT_PAGE = 10_000;
export const DEFAULT_EVENT_PAGE = 5_000;

/** `after`: a cursor from a page's `next`, or empty for the first page. */
export const cursorParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{0,400}$/, "after is a cursor from a page's next, or empty for the first page");
export const pageLimit = count(MAX_EVENT_PAGE).refine((n) => n >= 1, 'Must be at least 1');

/**
 * `exclude`: comma-separated type names; a type equal to or starting with one is left out.
 * Paged answers `{ events, next }`: with `after` (keyset: '' for the first page, then the previous
 * page's `next`, a cursor; every page costs the same), or with `batch=true` and `offset` (`next` is
 * the offset of the following page); `next` is null on the last page. Other query keys (`jwt`) are ignored.
 */
const listQuery = z.object({
  exclude: z.string().regex(typeList, 'exclude is a comma-separated list of event type names').optional(),
  batch: z.enum(['true', 'false']).optional(),
  after: cursorParam.optional(),
  offset: count(1e9).optional(),
  limit: pageLimit.optional(),
});

function parseListQuery(ctx: Context): events.EventListQuery {
  const q = validate(listQuery, ctx.query);
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
    const body = validate(events.eventEditSchema, ctx.request.body);
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
