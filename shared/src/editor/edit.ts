// An edit: one change to one record of the document, carrying what undoing it needs. Updates are
// per top-level property with the value they replace (the base), so that a later co-editing merge
// can tell which properties two designers both changed.
import { z } from 'zod';
import { APP_CHANGE_PARENTS, type AppChangeParent } from '../model/appChange';
import { idField } from '../model/fields';

export type RecordValue = Record<string, unknown> & { id: string };

/** A property's value before and after; a missing value means the property is absent. */
export interface PropertyEdit {
  key: string;
  before?: unknown;
  after?: unknown;
  /** where an absent property is put back among the record's keys (kept so undo restores key order) */
  at?: number;
}

export type Edit =
  /** `index`: the record's position among its map's keys, so that undoing a delete restores the order */
  | { op: 'add'; parent: AppChangeParent; id: string; record: RecordValue; index?: number }
  | { op: 'delete'; parent: AppChangeParent; id: string; record: RecordValue; index: number }
  | { op: 'update'; parent: AppChangeParent; id: string; props: PropertyEdit[] };

const parent = z.enum(APP_CHANGE_PARENTS);
const record = z.looseObject({ id: idField() });
const index = z.int().min(0);

export const editSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), parent, id: idField(), record, index: index.optional() }),
  z.strictObject({ op: z.literal('delete'), parent, id: idField(), record, index }),
  z.strictObject({
    op: z.literal('update'),
    parent,
    id: idField(),
    props: z.array(
      z.strictObject({
        key: z.string().min(1),
        // absent: the property is not there (before) or goes away (after)
        before: z.unknown().optional(),
        after: z.unknown().optional(),
        at: index.optional(),
      }),
    ),
  }),
]);

/** What undoes `edit`: applied to the document `edit` produced, it gives back the one before. */
export function invertEdit(edit: Edit): Edit {
  switch (edit.op) {
    case 'add':
      return { op: 'delete', parent: edit.parent, id: edit.id, record: edit.record, index: edit.index ?? 0 };
    case 'delete':
      return { op: 'add', parent: edit.parent, id: edit.id, record: edit.record, index: edit.index };
    case 'update':
      return {
        op: 'update',
        parent: edit.parent,
        id: edit.id,
        props: edit.props.map(({ key, before, after, at }) => ({ key, before: after, after: before, at })),
      };
  }
}

/** The edits that undo `edits`, in the order to apply them. */
export const invertEdits = (edits: readonly Edit[]): Edit[] => [...edits].reverse().map(invertEdit);

/** A record without the fields set to `undefined` (what "take this field away" leaves). */
export const withoutUndefined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

/** A deep copy of a JSON value (records are JSON: they come from and go to the server as such). */
export const copyJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
