import { QueryClient } from '@tanstack/react-query';
import { RestError } from '@protolab/shared';
import { sessionStore } from './session';

/** Answers the server gave on purpose (4xx) are not retried; lost connections and 5xx twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof RestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// What the cache holds belongs to the user who fetched it: when the user changes (a logout, a login
// as someone else, here or in another tab), all of it goes, so nobody sees the last user's data.
let cachedFor = sessionStore.user().id;
sessionStore.subscribe(() => {
  const now = sessionStore.user().id;
  if (now === cachedFor) return;
  cachedFor = now;
  queryClient.clear();
});
