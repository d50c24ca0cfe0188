import type { Context } from 'koa';
import type { Caller } from '../services/caller';
import type { AuthState } from './auth';
import { readDeviceCookie } from './deviceCookie';

/** The caller of this request, as the services take it: login, invitation token, address, device token. */
export function callerOf(ctx: Context): Caller {
  const { user, authError } = ctx.state as AuthState;
  const invitationToken = ctx.get('x-invitation-token');
  const deviceToken = readDeviceCookie(ctx);
  return {
    user: user ?? null,
    ...(authError && { authError }),
    ...(invitationToken && { invitationToken }),
    address: ctx.ip,
    ...(deviceToken && { deviceToken }),
  };
}
