// The team page's own helpers; who may do what is the shared rules' (shared/src/model/teamMember.ts),
// which the API enforces, so the page hides what would be refused.
import { teamAddInputSchema, type MemberRole, type TeamMember, type TeamRole } from '@protolab/shared';

export function roleOf(members: readonly TeamMember[], userId: string): TeamRole | undefined {
  return members.find((m) => m.userId === userId)?.role;
}

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
