// Checks of how groups nest (no cycles, at most MAX_GROUP_NESTING deep). Apart from the group's
// schema, so that the player walks groups without loading zod.
import { MAX_GROUP_NESTING } from '../constants';
import type { Group } from '../model/group';

export class GroupNestingError extends Error {
  constructor(
    readonly groupId: string,
    message: string,
    /** the groups on the cycle, when the problem is a cycle */
    readonly cycle: string[] = [],
  ) {
    super(message);
    this.name = 'GroupNestingError';
  }
}

/**
 * Ids of `groupId` and every group nested in it, outermost first. Throws GroupNestingError when
 * the nesting forms a cycle or is deeper than MAX_GROUP_NESTING. Unknown ids are skipped.
 */
export function nestedGroupIds(groups: Record<string, Group>, groupId: string): string[] {
  if (!groups[groupId]) return [];
  const order: string[] = [];
  const heights = new Map<string, number>();
  const stack: string[] = [];
  const tooDeep = () =>
    new GroupNestingError(groupId, `group ${groupId} nests deeper than ${MAX_GROUP_NESTING} levels`);
  const height = (id: string): number => {
    const known = heights.get(id);
    if (known !== undefined) return known;
    const at = stack.indexOf(id);
    if (at >= 0) {
      const cycle = stack.slice(at);
      throw new GroupNestingError(groupId, `group nesting forms a cycle: ${[...cycle, id].join(' → ')}`, cycle);
    }
    if (stack.length >= MAX_GROUP_NESTING) throw tooDeep();
    stack.push(id);
    order.push(id);
    let h = 1;
    for (const sub of groups[id].groups ?? []) {
      if (groups[sub]) h = Math.max(h, 1 + height(sub));
    }
    stack.pop();
    heights.set(id, h);
    return h;
  };
  if (height(groupId) > MAX_GROUP_NESTING) throw tooDeep();
  return order;
}

/** One problem per group whose nesting is cyclic or too deep; a cycle is reported once. */
export function groupNestingProblems(groups: Record<string, Group>): GroupNestingError[] {
  const problems: GroupNestingError[] = [];
  const onReportedCycle = new Set<string>();
  for (const id of Object.keys(groups).sort()) {
    if (onReportedCycle.has(id)) continue;
    try {
      nestedGroupIds(groups, id);
    } catch (error) {
      if (!(error instanceof GroupNestingError)) throw error;
      if (error.cycle.some((member) => onReportedCycle.has(member))) continue;
      problems.push(error);
      for (const member of error.cycle) onReportedCycle.add(member);
    }
  }
  return problems;
}
