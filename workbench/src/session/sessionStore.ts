// Who is using the workbench: a guest (SPEC §3: id -1, plan Free) or a logged-in user with a token.
import { GUEST_USER, isGuest, isLoginFailure, type LoginResponse, type User } from '@protolab/shared';
import { tokenExpiry } from './jwt';
import type { SessionStorage } from './storage';

export interface SessionStore {
  /** The current user: the same object until something changes (a React snapshot). */
  user(): User;
  isLoggedIn(): boolean;
  token(): string | undefined;
  /** Token expiry, epoch ms; undefined for a guest. */
  expiry(): number | undefined;
  /** Takes a login answer; true when it logged in (no `errors` field and a token that has not expired). */
  login(answer: LoginResponse): boolean;
  /** Merges a changed profile (the answer of a save) into the logged-in user; keeps the token. */
  update(changes: Partial<User>): void;
  /** Back to guest; forgets the stored user and the cookie. */
  clear(): void;
  /** True once when the stored login had expired by the time the page opened. */
  takeExpiredAtStart(): boolean;
  subscribe(listener: () => void): () => void;
}

/** The login answer as a user whose `exp` comes from the token itself; undefined when not usable. */
function loggedInUser(answer: User, now: number): User | undefined {
  const exp = tokenExpiry(answer.token);
  if (!answer.token || exp === undefined || exp <= now || isGuest(answer)) return undefined;
  return { ...answer, exp };
}

export function createSessionStore(storage: SessionStorage, now: () => number = Date.now): SessionStore {
  const listeners = new Set<() => void>();
  let expiredAtStart = false;
  let current: User = GUEST_USER;

  const stored = storage.load();
  if (stored) {
    const user = loggedInUser(stored, now());
    if (user) current = user;
    else {
      expiredAtStart = true;
      storage.clear();
    }
  }

  function set(user: User) {
    current = user;
    for (const listener of [...listeners]) listener();
  }

  const isLoggedIn = () => current.token !== undefined && !isGuest(current);

  return {
    user: () => current,
    isLoggedIn,
    token: () => (isLoggedIn() ? current.token : undefined),
    expiry: () => (isLoggedIn() ? current.exp : undefined),
    login(answer) {
      if (isLoginFailure(answer)) return false;
      const user = loggedInUser(answer, now());
      if (!user) return false;
      storage.save(user);
      set(user);
      return true;
    },
    update(changes) {
      if (!isLoggedIn()) return;
      const user = { ...current, ...changes, id: current.id, token: current.token, exp: current.exp };
      storage.save(user);
      set(user);
    },
    clear() {
      storage.clear();
      if (current !== GUEST_USER) set(GUEST_USER);
    },
    takeExpiredAtStart() {
      const value = expiredAtStart;
      expiredAtStart = false;
      return value;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
