import { z } from 'zod';
import { newId } from '../ids';
import { idField } from './fields';

export const groupSchema = z.looseObject({
  id: idField(),
  name: z.string().optional(),
  /** ids of the widgets directly in this group */
  children: z.array(z.string()),
  /** ids of nested groups */
  groups: z.array(z.string()).optional(),
});
export type Group = z.infer<typeof groupSchema>;

export function newGroup(partial: Partial<Group> = {}): Group {
  return { id: newId(), name: 'Group', children: [], groups: [], ...partial };
}
