// POST /rest/apps/{id}/team and …/team/{memberId}.json: an app has one owner, so members are added
// and changed as writers or readers.
import { z } from 'zod';
import { emailField } from '../model/fields';

// The brief names the member's access `permission`; our client sends `role`. Either is taken; both
// at once must agree.
const memberRole = z.enum(['write', 'read'], 'permission must be "write" or "read"');
const roleFields = { permission: memberRole.optional(), role: memberRole.optional() };
type RoleFields = { permission?: 'write' | 'read'; role?: 'write' | 'read' };
const hasRole = (v: RoleFields) => v.permission !== undefined || v.role !== undefined;
const rolesAgree = (v: RoleFields) => v.permission === undefined || v.role === undefined || v.permission === v.role;
const missing = { message: 'permission is required', path: ['permission'] };
const differ = { message: 'permission and role differ', path: ['permission'] };
const roleOf = (v: RoleFields) => (v.permission ?? v.role)!;

export const teamAddInputSchema = z
  .strictObject({ email: emailField(), ...roleFields })
  .refine(hasRole, missing)
  .refine(rolesAgree, differ)
  .transform((v) => ({ email: v.email, role: roleOf(v) }));
export type TeamAddInput = z.input<typeof teamAddInputSchema>;

export const teamUpdateInputSchema = z
  .strictObject(roleFields)
  .refine(hasRole, missing)
  .refine(rolesAgree, differ)
  .transform((v) => ({ role: roleOf(v) }));
export type TeamUpdateInput = z.input<typeof teamUpdateInputSchema>;
