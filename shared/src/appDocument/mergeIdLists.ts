// Id lists that several designers change at once (a screen's widgets, a group's members) merge as
// sets: each one's additions and removals stand, instead of the later list replacing the earlier.
import type { AppChangeParent } from '../model/appChange';

/** The properties merged this way, by record map. */
export const MERGED_ID_LISTS: Record<AppChangeParent, readonly string[]> = {
  screens: ['children', 'parents'],
  groups: ['children', 'groups'],
  widgets: [],
  lines: [],
  templates: [],
  designtokens: [],
};

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/**
 * `after` (what the sender made of `before`) applied to `current` (what the list is now): the
 * sender's order and additions, without what others took away meanwhile, and with what others
 * added meanwhile at the end.
 */
export function mergeIdLists(current: unknown, before: unknown, after: readonly string[]): string[] {
  const now = new Set(list(current));
  const seen = new Set(list(before));
  const mine = new Set(after);
  const kept = after.filter((id) => now.has(id) || !seen.has(id));
  const theirs = list(current).filter((id) => !mine.has(id) && !seen.has(id));
  return [...kept, ...theirs];
}

/** The ids `after` holds that `before` did not. */
export const addedIds = (before: unknown, after: readonly string[]): string[] => {
  const seen = new Set(list(before));
  return after.filter((id) => !seen.has(id));
};
