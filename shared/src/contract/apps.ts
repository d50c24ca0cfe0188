// The app calls' inputs and the list answer (/rest/apps…).
import { z } from 'zod';
import { appChangeSchema, MAX_APP_CHANGES } from '../model/appChange';
import { idField, nameField, textField } from '../model/fields';
import { TEAM_ROLES } from '../model/teamMember';

/**
 * POST /rest/apps/props/{id}.json: top-level props only; anything else is a 400. The existing
 * product's editor sends the app's `id` along: taken, and left out (the path names the app).
 */
export const appPropsInputSchema = z
  .strictObject({
    id: idField().optional(),
    name: nameField().min(1, 'The app needs a name').optional(),
    description: textField().optional(),
    type: z.string().min(1).max(64).optional(),
    screenSize: z
      .strictObject({ w: z.number().positive().max(100_000), h: z.number().positive().max(100_000) })
      .optional(),
    grid: z.record(z.string().max(64), z.union([z.number(), z.string().max(64), z.boolean(), z.null()])).optional(),
  })
  .transform(({ id: _id, ...props }) => props)
  .refine((props) => Object.keys(props).length > 0, { message: 'Send at least one property', path: [] });
export type AppPropsInput = z.input<typeof appPropsInputSchema>;

/** POST /rest/apps/copy/{id}. */
export const appCopyInputSchema = z.strictObject({
  name: nameField().min(1, 'The copy needs a name'),
  /** Client-made id of the copy (a retry with the same id answers the same copy). */
  id: idField().optional(),
});
export type AppCopyInput = z.input<typeof appCopyInputSchema>;

/** GET /rest/apps?summary=true answers summaries instead of documents. */
export const appListQuerySchema = z.looseObject({
  summary: z.enum(['true', 'false'], 'summary must be true or false').optional(),
});

/**
 * The body of POST /rest/apps/{id}/update: applied in order, all or nothing. `id` (made by the
 * client) makes a re-sent change set land once: the server answers the first result again. `base`
 * is the document revision the change set was made on.
 */
export const appChangeSetSchema = z.strictObject({
  changes: z.array(appChangeSchema).min(1, 'Send at least one change').max(MAX_APP_CHANGES),
  id: idField().optional(),
  base: z.int('base must be a whole number').min(0).optional(),
});
export type AppChangeSet = z.infer<typeof appChangeSetSchema>;

/** The answer to POST /rest/apps/{id}/update. */
export const appChangeAnswerSchema = z.object({
  status: z.literal('ok'),
  /** how many changes were applied */
  applied: z.number(),
  /** the app's new update time (what /rest/invitation/{hash}/update.json answers) */
  lastUpdate: z.number(),
  /** the document's revision after this change set */
  revision: z.number(),
  /** values of other designers that this change set replaced (the later change of a property wins) */
  replaced: z.array(z.object({ parent: z.string(), id: z.string(), key: z.string(), value: z.unknown().optional() })),
});
export type AppChangeAnswer = z.infer<typeof appChangeAnswerSchema>;

/** GET /rest/apps/{id}/changes.json?since=N: the revisions after N. */
export const appChangesQuerySchema = z.looseObject({
  since: z
    .string('since is required')
    .regex(/^\d{1,15}$/, 'since must be a revision (a whole number)')
    .transform(Number),
});

/** One stored change set as a co-editor replays it (the realtime socket's `changes` carries the same). */
export const loggedAppChangeSetSchema = z.strictObject({
  revision: z.number(),
  /** the change set's client-made id (a client knows its own) */
  id: z.string().nullable(),
  author: z.string().nullable(),
  changes: z.array(appChangeSchema),
  replaced: appChangeAnswerSchema.shape.replaced,
});
export type LoggedAppChangeSet = z.infer<typeof loggedAppChangeSetSchema>;

/**
 * The answer to GET /rest/apps/{id}/changes.json?since=N: up to a page of revisions (`more`: ask
 * again from `revision`), or `reload` when the log does not reach back that far.
 */
export const appChangesSinceSchema = z.union([
  z.strictObject({ revision: z.number(), changes: z.array(loggedAppChangeSetSchema), more: z.boolean() }),
  z.strictObject({ revision: z.number(), reload: z.literal(true) }),
]);
export type AppChangesSince = z.infer<typeof appChangesSinceSchema>;

/** An app in a list (GET /rest/apps?summary=true, GET /rest/apps/public): no document, what the overview shows. */
export const appSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** as the document holds them (a legacy one may hold anything) */
  type: z.unknown(),
  screenSize: z.unknown(),
  created: z.number(),
  updated: z.number(),
  /** the caller's role in the app's team (own lists only) */
  role: z.enum(TEAM_ROLES).optional(),
  counts: z.object({ screens: z.number(), widgets: z.number() }),
  /** public examples only: the hash of their test link, to play them */
  testHash: z.string().optional(),
});
export type AppSummary = z.infer<typeof appSummarySchema>;
