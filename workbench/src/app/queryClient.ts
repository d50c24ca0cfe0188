import { QueryClient } from '@tanstack/react-query';
import { RestError } from '@protolab/shared';

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
