import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { Deps } from '../deps';
import { idParam, validate } from '../http/validate';
import * as events from '../services/events';
import type { ReadVia } from '../services/recordAccess';

const typeList = /^[A-Za-z][A-Za-z0-9]{0,63}(,[A-Za-z][A-Za-z0-9]{0,63}){0,19}$/;
const count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .refine((n) => n <= max, `Must be at most ${max}`);

export const MAX_EVENT_PAGE = 10_000;
export const DEFAULT_EVENT_PAGE = 5_000;

/**
 * `exclude`: comma-separated type names; a type equal to or starting with one is left out.
 * `batch=true` pages the answer as `{ events, next }` with `offset` and `limit`; `next` is the offset
 * of the following page, or null on the last one. Other query keys (`jwt`) are ignored.
 */
const listQuery = z.object({
  exclude: z.string().regex(typeList, 'exclude is a comma-separated list of event type names').optional(),
  batch: z.enum(['true', 'false']).optional(),
  offset: count(1e9).optional(),
  limit: count(MAX_EVENT_PAGE).refine((n) => n >= 1, 'Must be at least 1').optional(),
});

function parseListQuery(ctx: Context): events.EventListQuery {
  const q = validate(listQuery, ctx.query);
  return {
    excludeTypes: q.exclude ? q.exclude.split(',') : [],
    batch: q.batch === 'true',
    offset: q.offset ?? 0,
    limit: q.limit ?? DEFAULT_EVENT_PAGE,
  };
}

export function eventsRoutes(deps: Deps): Router {
  const router = new Router();

  router.post('/rest/invitation/:appId/:hash/events.json', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const hash = idParam(ctx.params.hash, 'hash');
    const answer = await events.uploadEvents(deps, ctx, appId, hash, ctx.request.body);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  const list = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await events.listEvents(deps, ctx, via, appId, parseListQuery(ctx));
  };
  const session = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await events.sessionEvents(deps, ctx, via, appId, idParam(ctx.params.session, 'session'));
  };

  router.get('/rest/events/:id.json', list('designer'));
  router.get('/rest/events/:id/all/count.json', async (ctx) => {
    ctx.body = await events.countEvents(deps, ctx, idParam(ctx.params.id, 'id'));
  });
  router.get('/rest/events/:id/:session.json', session('designer'));
  router.delete('/rest/events/:id/:session.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await events.deleteSession(deps, ctx, appId, idParam(ctx.params.session, 'session'));
  });
  router.post('/rest/events/:id/:eventId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    const eventId = idParam(ctx.params.eventId, 'eventId');
    const body = validate(events.eventEditSchema, ctx.request.body);
    // The raw fields (not the parsed ones, which carry defaults) replace the stored ones.
    const raw = ctx.request.body as Record<string, unknown>;
    ctx.body = await events.editEvent(deps, ctx, appId, eventId, pick(raw, Object.keys(body)));
  });

  // Public examples: read-only, no login, public apps only (writes are answered in routes/examples.ts).
  router.get('/examples/events/:id.json', list('example'));
  router.get('/examples/events/:id/:session.json', session('example'));

  return router;
}

function pick(raw: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in raw) out[k] = raw[k];
  return out;
}
