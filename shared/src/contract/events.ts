// The calls on a study's recorded events (/rest/events/…, /examples/events/…): the list's query, a
// correction's body, and the counted and paged answers.
import { z } from 'zod';
import { eventInputSchema, eventSchema } from '../model/event';
import { idField } from '../model/fields';

export const MAX_EVENT_PAGE = 10_000;
export const DEFAULT_EVENT_PAGE = 5_000;

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .refine((n) => n <= max, `Must be at most ${max}`);

/** `after`: a cursor from a page's `next`, or empty for the first page. */
export const cursorParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{0,400}$/, "after is a cursor from a page's next, or empty for the first page");
export const pageLimit = wholeNumber(MAX_EVENT_PAGE).refine((n) => n >= 1, 'Must be at least 1');

const typeList = /^[A-Za-z][A-Za-z0-9]{0,63}(,[A-Za-z][A-Za-z0-9]{0,63}){0,19}$/;

/**
 * GET /rest/events/{id}.json. `exclude`: comma-separated type names; a type equal to or starting with
 * one is left out. Paged answers `{ events, next }`: with `after` (keyset: '' for the first page, then
 * the previous page's `next`, a cursor; every page costs the same), or with `batch=true` and `offset`
 * (`next` is the offset of the following page); `next` is null on the last page. Other query keys
 * (`jwt`) are ignored.
 */
export const eventListQuerySchema = z.object({
  exclude: z.string().regex(typeList, 'exclude is a comma-separated list of event type names').optional(),
  batch: z.enum(['true', 'false']).optional(),
  after: cursorParam.optional(),
  offset: wholeNumber(1e9).optional(),
  limit: pageLimit.optional(),
});

/** Fields of records exported by the legacy product; kept as sent so its data can be posted as is. */
const legacyRecordFields = { _id: idField().optional(), appID: idField().optional() };

/**
 * POST /rest/events/{appId}/{eventId}.json: a correction, any fields the player posts plus the legacy
 * ones (strict: nothing unknown); the fixed ones (id, session, user, time) only with their stored value.
 */
export const eventEditInputSchema = eventInputSchema.extend(legacyRecordFields).partial();
export type EventEditInput = z.input<typeof eventEditInputSchema>;

/** GET /rest/events/{id}/all/count.json. */
export const eventCountSchema = z.strictObject({ count: z.number(), sessions: z.number() });
export type EventCount = z.infer<typeof eventCountSchema>;

/** GET /rest/events/{id}.json?batch=true: one page; `next` is the offset of the following page. */
export const eventPageSchema = z.strictObject({ events: z.array(eventSchema), next: z.number().nullable() });
export type EventPage = z.infer<typeof eventPageSchema>;

/** GET /rest/events/{id}.json?after=…: one keyset page; `next` is the cursor of the following page, null on the last. */
export const eventKeysetPageSchema = z.strictObject({ events: z.array(eventSchema), next: z.string().nullable() });
export type EventKeysetPage = z.infer<typeof eventKeysetPageSchema>;
