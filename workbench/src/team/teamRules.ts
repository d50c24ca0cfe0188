// Who may do what in a prototype's team (the API's rules, so the page hides what would be refused):
// the owner adds members, changes their role and removes them; the owner's own row is fixed;
// anyone may leave; writers and the owner may revoke the invitation links.
import { teamAddInputSchema, type TeamMember, type TeamRole } from '@protolab/shared';

export type MemberRole = Exclude<TeamRole, 'owner'>;
export const MEMBER_ROLES: readonly MemberRole[] = ['write', 'read'];

export function roleOf(members: readonly TeamMember[], userId: string): TeamRole | undefined {
  return members.find((m) => m.userId === userId)?.role;
}

export const canAddMembers = (me: TeamRole | undefined) => me === 'owner';

export function canChangeRole(me: TeamRole | undefined, member: Pick<TeamMember, 'role'>): boolean {
  return me === 'owner' && member.role !== 'owner';
}

export function canRemove(
  me: TeamRole | undefined,
  myId: string,
  member: Pick<TeamMember, 'role' | 'userId'>,
): boolean {
  if (member.role === 'owner' || me === undefined) return false;
  return me === 'owner' || member.userId === myId;
}

export const canRevokeLinks = (me: TeamRole | undefined) => me === 'owner' || me === 'write';

export const canDeleteApp = (me: TeamRole | undefined) => me === 'owner';

export const canEditApp = (me: TeamRole | undefined) => me === 'owner' || me === 'write';

export type AddMemberErrorKey = 'team.emailRequired' | 'team.emailInvalid';

/** The add form's input, or the message for its email. */
export function validateAddMember(
  email: string,
  role: MemberRole,
): { ok: true; input: { email: string; role: MemberRole } } | { ok: false; error: AddMemberErrorKey } {
  const result = teamAddInputSchema.safeParse({ email, role });
  if (result.success) return { ok: true, input: { email: result.data.email, role: result.data.role } };
  return { ok: false, error: email.trim() === '' ? 'team.emailRequired' : 'team.emailInvalid' };
}
