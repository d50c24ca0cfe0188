// Who makes a call, as the services see it: built once per request in http/caller.ts, so no service
// reads the HTTP request itself.
import { Refusal } from './refusal';

export interface AuthUser {
  id: string;
  email: string;
  role: string;
  plan: string;
  sessionId: string;
}

export interface Caller {
  /** The logged-in user; null for a guest. */
  user: AuthUser | null;
  /** Why a presented login was not taken: an expired one answers its own 401 code. */
  authError?: 'expired' | 'invalid';
  /** The token a password-protected test handed out (`X-Invitation-Token`). */
  invitationToken?: string;
  /** The client's address, what rate limits count by. */
  address: string;
  /** The device cookie's token (services/deviceTokens): the login route is the only one it is sent to. */
  deviceToken?: string;
}

/** The logged-in user, or a 401 that tells an expired session from a missing or broken login. */
export function requireUser(caller: Caller): AuthUser {
  if (caller.user) return caller.user;
  if (caller.authError === 'expired') {
    throw new Refusal('unauthenticated', 'token_expired', 'Your session has expired. Please login again');
  }
  throw new Refusal('unauthenticated', 'unauthorized', 'Something is wrong. Please login again!');
}
