import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { HttpError } from './httpError';
import type { TokenService } from './tokens';

export interface AuthUser {
  id: string;
  email: string;
  role: string;
  plan: string;
  sessionId: string;
}

export interface AuthState {
  /** The logged-in user; null for a guest. */
  user: AuthUser | null;
  authError?: 'expired' | 'invalid';
}

function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match) return match[1];
  const jwt = ctx.query.jwt;
  return typeof jwt === 'string' && jwt ? jwt : undefined;
}

/** Resolves the bearer token to a user whose login session is still open. Guests pass through. */
export function authMiddleware(knex: Knex, tokens: TokenService): Middleware {
  return async (ctx, next) => {
    const state = ctx.state as AuthState;
    state.user = null;
    const token = bearerToken(ctx);
    if (token) {
      const result = await tokens.verify(token);
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
        if (row) state.user = { id: row.id, email: row.email, role: row.role, plan: row.plan, sessionId: result.claims.sid };
        else state.authError = 'invalid';
      }
    }
    await next();
  };
}

/** The logged-in user, or a 401 that tells an expired session from a missing or broken login. */
export function requireUser(ctx: Context): AuthUser {
  const state = ctx.state as AuthState;
  if (state.user) return state.user;
  if (state.authError === 'expired') {
    throw new HttpError(401, 'token_expired', 'Your session has expired. Please login again');
  }
  throw new HttpError(401, 'unauthorized', 'Something is wrong. Please login again!');
}

export const currentUser = (ctx: Context): AuthUser | null => (ctx.state as AuthState).user;
