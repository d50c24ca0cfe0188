import { z } from 'zod';
import { idField } from './fields';

/** The record maps of the app document a change can touch. */
export const APP_CHANGE_PARENTS = ['screens', 'widgets', 'lines', 'groups', 'templates', 'designtokens'] as const;
export type AppChangeParent = (typeof APP_CHANGE_PARENTS)[number];

/** At most this many changes in one POST /rest/apps/{id}/update. */
export const MAX_APP_CHANGES = 1000;

const parentField = z.enum(
  APP_CHANGE_PARENTS,
  'parent must be one of screens, widgets, lines, groups, templates, designtokens',
);
const objectField = z.record(z.string(), z.unknown());

/**
 * Adds (or, when the id exists already, replaces) one record. A retry of the same add is harmless.
 * `screen` (widgets only) puts the new widget into that screen's `children`.
 */
export const appAddChangeSchema = z.strictObject({
  type: z.literal('add'),
  parent: parentField,
  id: idField(),
  object: objectField,
  screen: idField().optional(),
});

/** Sets the given top-level props of an existing record (a shallow merge; `id` cannot change). */
export const appUpdateChangeSchema = z.strictObject({
  type: z.literal('update'),
  parent: parentField,
  id: idField(),
  props: objectField,
});

/**
 * Removes one record and what refers to it: a widget leaves its screens' `children` and groups'
 * `children`; a screen takes its widgets along; lines from or to a removed record go too; a group
 * leaves the `groups` of other groups; a screen leaves other screens' `parents`. Deleting a record
 * that is not there changes nothing, so a retry is harmless.
 */
export const appDeleteChangeSchema = z.strictObject({
  type: z.literal('delete'),
  parent: parentField,
  id: idField(),
});

export const appChangeSchema = z.discriminatedUnion(
  'type',
  [appAddChangeSchema, appUpdateChangeSchema, appDeleteChangeSchema],
  {
    error: 'type must be "add", "update" or "delete"',
  },
);
export type AppChange = z.infer<typeof appChangeSchema>;

/** The body of POST /rest/apps/{id}/update: applied in order, all or nothing. */
export const appChangeSetSchema = z.strictObject({
  changes: z.array(appChangeSchema).min(1, 'Send at least one change').max(MAX_APP_CHANGES),
});
export type AppChangeSet = z.infer<typeof appChangeSetSchema>;
