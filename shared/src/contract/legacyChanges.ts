// The existing product's editor saves by posting its model diff to POST /rest/apps/{id}/update: a
// bare array of {type, name, object, parent}, where `parent` names a record map ("widgets",
// "screens"…) and `name` the record, or is absent for a top-level property of the app. Mapped onto
// our change set (a record's add or update replaces it whole, as that diff sends whole records) and
// the app props call, so both pass the same checks as our own client's calls.
import { z } from 'zod';
import { MAX_ID_LENGTH } from '../constants';
import { APP_CHANGE_PARENTS, MAX_APP_CHANGES, type AppChangeParent } from '../model/appChange';

const legacyChangeSchema = z.looseObject({
  type: z.enum(['add', 'update', 'delete'], 'type must be "add", "update" or "delete"'),
  name: z.string().min(1, 'name is required').max(MAX_ID_LENGTH),
  parent: z.string().max(64).nullish(),
  object: z.unknown().optional(),
});

export const legacyChangeListSchema = z
  .array(legacyChangeSchema)
  .min(1, 'Send at least one change')
  .max(MAX_APP_CHANGES);
export type LegacyChange = z.output<typeof legacyChangeSchema>;

/** Top-level properties of the app that the props call takes; the diff's others (lastUUID, size…) are the client's own bookkeeping. */
const TOP_LEVEL_PROPS = new Set(['name', 'description', 'type', 'screenSize', 'grid']);

export interface MappedLegacyChanges {
  /** the record changes, in the diff's order, as our change set's `changes` */
  changes: unknown[];
  /** top-level properties the props call sets */
  props: Record<string, unknown>;
  /** what the diff named that neither takes ("lastUUID", "fonts/f1"…), so the answer can say so */
  ignored: string[];
}

const isParent = (parent: string): parent is AppChangeParent =>
  (APP_CHANGE_PARENTS as readonly string[]).includes(parent);

export function mapLegacyChanges(list: readonly LegacyChange[]): MappedLegacyChanges {
  const result: MappedLegacyChanges = { changes: [], props: {}, ignored: [] };
  for (const change of list) {
    const parent = change.parent ?? undefined;
    if (parent !== undefined && isParent(parent)) {
      result.changes.push(
        change.type === 'delete'
          ? { type: 'delete', parent, id: change.name }
          : { type: 'add', parent, id: change.name, object: change.object },
      );
    } else if (parent === undefined && TOP_LEVEL_PROPS.has(change.name) && change.type !== 'delete') {
      result.props[change.name] = change.object;
    } else {
      result.ignored.push(parent === undefined ? change.name : `${parent}/${change.name}`);
    }
  }
  return result;
}
