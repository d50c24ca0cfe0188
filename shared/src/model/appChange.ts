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
  /** where a new record goes among its map's keys (undoing a delete puts it back where it was); the end without one */
  index: z.int().min(0).optional(),
});

/**
 * Sets the given top-level props of an existing record (a shallow merge; `id` cannot change) and
 * takes away the properties named in `unset`. `before` holds each changed property's value as the
 * sender saw it (a key missing from it: the property was absent), so that the server can tell a
 * concurrent change of the same property (the later one wins, and the answer names what it
 * replaced) and merge concurrent changes of an id list such as a screen's `children`.
 */
export const appUpdateChangeSchema = z.strictObject({
  type: z.literal('update'),
  parent: parentField,
  id: idField(),
  props: objectField,
  unset: z.array(z.string().min(1).max(256)).max(1000).optional(),
  before: objectField.optional(),
  /** where a property the record lacked goes among its keys (undo puts a property back where it was) */
  at: z.record(z.string(), z.int().min(0)).optional(),
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
