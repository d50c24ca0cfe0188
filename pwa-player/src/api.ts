import { createRestClient, RestError } from '@protolab/shared';

/**
 * The REST client of a tester: the invitation calls, with the token of a password-protected test
 * when there is one (it may be read from IndexedDB, so it may come later).
 */
export function invitationClient(getToken: () => string | null | undefined | Promise<string | null | undefined>) {
  return createRestClient({ baseUrl: '', getInvitationToken: getToken });
}
export type InvitationClient = ReturnType<typeof invitationClient>;

export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof RestError ? error.apiError?.code : undefined;
}

/** Not answered at all: offline, or the server is down. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof RestError && error.status === 0;
}
