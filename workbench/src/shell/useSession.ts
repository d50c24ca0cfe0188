import { useSyncExternalStore } from 'react';
import { isGuest, type User } from '@protolab/shared';
import { sessionStore } from './session';

export interface SessionView {
  user: User;
  loggedIn: boolean;
  guest: boolean;
}

/** The current user; re-renders on login, logout and profile changes. */
export function useSession(): SessionView {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.user);
  return { user, loggedIn: !isGuest(user), guest: isGuest(user) };
}
