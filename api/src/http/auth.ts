import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { IMAGE_AUDIENCE, IMAGE_COOKIE, readsImage } from './imageCookie';
import type { TokenService } from '../infrastructure/tokens';
import type { AuthUser } from '../services/caller';

export interface AuthState {
  /** The logged-in user; null for a guest. */
  user: AuthUser | null;
  authError?: 'expired' | 'invalid';
}

/**
 * The login token comes only in the Authorization header (never in the address, where logs,
 * history and referrers would keep it); an image read may prove the login with the image cookie.
 */
function presentedToken(ctx: Context): { token: string; audience?: string } | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
  if (match) return { token: match[1]! };
  const cookie = readsImage(ctx) ? ctx.cookies.get(IMAGE_COOKIE) : undefined;
  return cookie ? { token: cookie, audience: IMAGE_AUDIENCE } : undefined;
}

/** Resolves the bearer token to a user whose login session is still open. Guests pass through. */
export function authMiddleware(knex: Knex, tokens: TokenService): Middleware {
  return async (ctx, next) => {
    const state = ctx.state as AuthState;
    state.user = null;
    const presented = presentedToken(ctx);
    if (presented) {
      const result = await tokens.verify(presented.token, presented.audience);
      if (!result.ok) {
        state.authError = result.reason;
      } else {
        const row = await knex('login_sessions as s')
          .join('users as u', 'u.id', 's.user_id')
          .where('s.id', result.claims.sid)
          .andWhere('s.user_id', result.claims.sub)
          .andWhere('s.expires', '>', Date.now())
          .whereNull('u.retired')
          .first('u.id', 'u.email', 'u.role', 'u.plan');
        if (row)
          state.user = { id: row.id, email: row.email, role: row.role, plan: row.plan, sessionId: result.claims.sid };
        else state.authError = 'invalid';
      }
    }
    await next();
  };
}
