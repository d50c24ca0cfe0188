import { Router } from '@koa/router';
import { teamAddInputSchema, teamUpdateInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import { renewInvitations } from '../services/invitations';
import * as team from '../services/team';

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
    const input = validate(teamAddInputSchema, ctx.request.body);
    ctx.body = await team.addMember(deps, callerOf(ctx), id, input.email, input.role);
  });

  router.post('/rest/apps/:id/team/:memberId.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const memberId = idParam(ctx.params.memberId, 'memberId');
    const input = validate(teamUpdateInputSchema, ctx.request.body);
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
