import type { Context } from 'koa';
import type { Caller } from '../services/caller';
import type { AuthState } from './auth';

/** The caller of this request, as the services take it: login, invitation token, address. */
export function callerOf(ctx: Context): Caller {
  const { user, authError } = ctx.state as AuthState;
  const invitationToken = ctx.get('x-invitation-token');
  return {
    user: user ?? null,
    ...(authError && { authError }),
    ...(invitationToken && { invitationToken }),
    address: ctx.ip,
  };
}
