import { z } from 'zod';

/** App access, strongest first. */
export const TEAM_ROLES = ['owner', 'write', 'read'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles the owner gives members (the owner's own row is fixed). */
export const MEMBER_ROLES = ['write', 'read'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const RANK: Record<TeamRole, number> = { read: 1, write: 2, owner: 3 };

/** `role` allows what `need` allows (owner > write > read); no role allows nothing. */
export const roleAtLeast = (role: TeamRole | undefined, need: TeamRole) =>
  role !== undefined && RANK[role] >= RANK[need];

/**
 * The least role each team action needs: the API refuses below it and the workbench hides what
 * would be refused.
 */
export const TEAM_NEEDS = {
  addMembers: 'owner',
  changeRoles: 'owner',
  deleteApp: 'owner',
  editApp: 'write',
  revokeLinks: 'write',
} as const satisfies Record<string, TeamRole>;

export const canAddMembers = (me: TeamRole | undefined) => roleAtLeast(me, TEAM_NEEDS.addMembers);
export const canEditApp = (me: TeamRole | undefined) => roleAtLeast(me, TEAM_NEEDS.editApp);
export const canDeleteApp = (me: TeamRole | undefined) => roleAtLeast(me, TEAM_NEEDS.deleteApp);
export const canRevokeLinks = (me: TeamRole | undefined) => roleAtLeast(me, TEAM_NEEDS.revokeLinks);

export function canChangeRole(me: TeamRole | undefined, member: { role: TeamRole }): boolean {
  return roleAtLeast(me, TEAM_NEEDS.changeRoles) && member.role !== 'owner';
}

/** The owner may take anyone out; any other member only themself (leaving). */
export function canTakeOut(me: TeamRole | undefined, myId: string, userId: string): boolean {
  return me === 'owner' || (me !== undefined && userId === myId);
}

/** The owner removes anyone but themself; any member may leave; nobody removes the owner. */
export function canRemove(me: TeamRole | undefined, myId: string, member: { role: TeamRole; userId: string }): boolean {
  return member.role !== 'owner' && canTakeOut(me, myId, member.userId);
}

export const teamMemberSchema = z.looseObject({
  userId: z.string(),
  appId: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string(),
  name: z.string().optional(),
  lastname: z.string().optional(),
  image: z.string().nullish(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A user the designer has worked with before, offered when adding a member. */
export const teamSuggestionSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  lastname: z.string().optional(),
  image: z.string().nullish(),
});
export type TeamSuggestion = z.infer<typeof teamSuggestionSchema>;
