import { Router } from '@koa/router';
import { emailField } from '@protolab/shared';
import { z } from 'zod';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import { renewInvitations } from '../services/invitations';
import * as team from '../services/team';

// The brief names the member's access `permission`; the shared client (teamAddInputSchema) sends
// `role`. Either is taken; both at once must agree.
const memberRole = z.enum(['write', 'read'], 'permission must be "write" or "read"');
const roleFields = { permission: memberRole.optional(), role: memberRole.optional() };
type RoleFields = { permission?: 'write' | 'read'; role?: 'write' | 'read' };
const hasRole = (v: RoleFields) => v.permission !== undefined || v.role !== undefined;
const rolesAgree = (v: RoleFields) => v.permission === undefined || v.role === undefined || v.permission === v.role;
const missing = { message: 'permission is required', path: ['permission'] };
const differ = { message: 'permission and role differ', path: ['permission'] };
const roleOf = (v: RoleFields) => (v.permission ?? v.role)!;

const addMemberSchema = z
  .strictObject({ email: emailField(), ...roleFields })
  .refine(hasRole, missing)
  .refine(rolesAgree, differ)
  .transform((v) => ({ email: v.email, role: roleOf(v) }));
const changeMemberSchema = z
  .strictObject(roleFields)
  .refine(hasRole, missing)
  .refine(rolesAgree, differ)
  .transform((v) => ({ role: roleOf(v) }));

export function teamRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/rest/apps/:id/team.json', async (ctx) => {
    ctx.body = await team.listTeam(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });

  router.get('/rest/apps/:id/suggestions/team.json', async (ctx) => {
    ctx.body = await team.teamSuggestions(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });

  router.post('/rest/apps/:id/team', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const input = validate(addMemberSchema, ctx.request.body);
    ctx.body = await team.addMember(deps, callerOf(ctx), id, input.email, input.role);
  });

  router.post('/rest/apps/:id/team/:memberId.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const memberId = idParam(ctx.params.memberId, 'memberId');
    const input = validate(changeMemberSchema, ctx.request.body);
    ctx.body = await team.changeMemberRole(deps, callerOf(ctx), id, memberId, input.role);
  });

  router.delete('/rest/apps/:id/team/:memberId.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    await team.removeMember(deps, callerOf(ctx), id, idParam(ctx.params.memberId, 'memberId'));
    ctx.body = { status: 'ok' };
  });

  // Revoking the links: new hashes replace the old ones (answers the new invitations).
  router.delete('/rest/apps/invitation/:id', async (ctx) => {
    ctx.body = await renewInvitations(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });

  return router;
}
