// Who may hold a socket of an app: checked at hello exactly as the HTTP API checks a request (token
// signature and expiry, a login session still open, an active user; the app exists, a team role),
// and again on every heartbeat for all connections at once.
import { REALTIME_CLOSE, type RealtimePeer } from '@protolab/shared';
import type { Knex } from 'knex';
import type { TokenService } from '../infrastructure/tokens';
import type { TeamRole } from '../repos/teamRepo';
import { colorFor } from './colors';
import { chunks } from '../db/chunks';

export interface Admitted {
  user: RealtimePeer['user'];
  role: TeamRole;
  sessionId: string;
  /** when the token expires (epoch ms) */
  expires: number;
}

export interface Refused {
  code: number;
  reason: string;
}

export const REASONS = {
  unauthenticated: 'Please log in again',
  expired: 'Your session has expired',
  notFound: 'There is no such prototype',
  forbidden: "You are not in this prototype's team",
  removed: "You were removed from this prototype's team",
  deleted: 'This prototype was deleted',
} as const;

const refused = (code: number, reason: string): Refused => ({ code, reason });

/** Checks a hello's token and the caller's role on the app, in the order of requireAppRole. */
export async function admit(
  deps: { knex: Knex; tokens: TokenService },
  token: string,
  appId: string,
): Promise<Admitted | Refused> {
  const app = await deps.knex('apps').where('id', appId).first('id');
  if (!app) return refused(REALTIME_CLOSE.notFound, REASONS.notFound);
  const verified = await deps.tokens.verify(token);
  if (!verified.ok)
    return refused(
      REALTIME_CLOSE.unauthenticated,
      verified.reason === 'expired' ? REASONS.expired : REASONS.unauthenticated,
    );
  const { sub, sid, exp } = verified.claims;
  const row = await deps
    .knex('login_sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id', sid)
    .andWhere('s.user_id', sub)
    .andWhere('s.expires', '>', Date.now())
    .whereNull('u.retired')
    .first('u.id', 'u.email', 'u.name', 'u.lastname', 'u.image');
  if (!row) return refused(REALTIME_CLOSE.unauthenticated, REASONS.unauthenticated);
  const team = await deps.knex('team').where({ app_id: appId, user_id: sub }).first('role');
  if (!team) return refused(REALTIME_CLOSE.forbidden, REASONS.forbidden);
  return {
    user: {
      id: row.id,
      name: row.name ?? null,
      lastname: row.lastname ?? null,
      email: row.email,
      image: row.image ?? null,
    },
    role: team.role as TeamRole,
    sessionId: sid,
    expires: exp * 1000,
  };
}

export function peerOf(admitted: Admitted, client: string): RealtimePeer {
  return {
    client,
    user: admitted.user,
    color: colorFor(admitted.user.id),
    readOnly: admitted.role === 'read',
    screen: null,
    pointer: null,
    selection: [],
  };
}

/** What a heartbeat needs to know of one connection. */
export interface Held {
  appId: string;
  userId: string;
  sessionId: string;
}

export interface Standing {
  /** apps that still exist */
  apps: Set<string>;
  /** login sessions still open, of active users */
  sessions: Set<string>;
  /** `${appId} ${userId}` → role */
  roles: Map<string, TeamRole>;
}

const CHUNK = 500;

/** Three queries per 500 apps, sessions and users, however many connections there are. */
export async function standing(knex: Knex, held: Held[], now: number): Promise<Standing> {
  const appIds = [...new Set(held.map((h) => h.appId))];
  const sessionIds = [...new Set(held.map((h) => h.sessionId))];
  const userIds = [...new Set(held.map((h) => h.userId))];
  const result: Standing = { apps: new Set(), sessions: new Set(), roles: new Map() };
  for (const ids of chunks(appIds, CHUNK)) {
    for (const r of await knex('apps').whereIn('id', ids).select('id')) result.apps.add(r.id);
    for (const users of chunks(userIds, CHUNK)) {
      const rows = await knex('team')
        .whereIn('app_id', ids)
        .whereIn('user_id', users)
        .select('app_id', 'user_id', 'role');
      for (const r of rows) result.roles.set(`${r.app_id} ${r.user_id}`, r.role);
    }
  }
  for (const ids of chunks(sessionIds, CHUNK)) {
    const rows = await knex('login_sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .whereIn('s.id', ids)
      .andWhere('s.expires', '>', now)
      .whereNull('u.retired')
      .select('s.id');
    for (const r of rows) result.sessions.add(r.id);
  }
  return result;
}
