import { createRestClient, RestError, type FetchLike } from '@protolab/shared';

/** The invitation calls of a tester, with the invitation token of a password-protected test. */
export function invitationClient(getToken: () => string | null) {
  const fetchWithToken: FetchLike = (url, init = {}) => {
    const token = getToken();
    const headers = { ...(init.headers as Record<string, string>), ...(token && { 'X-Invitation-Token': token }) };
    return fetch(url, { ...(init as RequestInit), headers });
  };
  return createRestClient({ baseUrl: '', fetch: fetchWithToken });
}
export type InvitationClient = ReturnType<typeof invitationClient>;

/** The API's answer to a batch of events or mouse tracks (200, or 422 when some records are bad). */
export interface IngestAnswer {
  stored: string[];
  errors: Array<{ index: number; id?: string; field: string; message: string }>;
}

export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof RestError ? error.apiError?.code : undefined;
}

/** Not answered at all: offline, or the server is down. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof RestError && error.status === 0;
}
