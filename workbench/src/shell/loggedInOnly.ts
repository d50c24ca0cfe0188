import { redirect } from '@tanstack/react-router';
import { sessionStore } from './session';

/** A route's beforeLoad for pages only a logged-in user sees: a guest goes to the start. */
export function loggedInOnly(): void {
  if (!sessionStore.isLoggedIn()) throw redirect({ to: '/', replace: true });
}
