// Server state of the prototypes area: query keys and the reads the pages share.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationToken } from '@protolab/shared';
import { api } from '../shell/api';
import { useSession } from '../shell/useSession';
import { toCard } from './appList';
import { roleOf } from '../team/teamRules';

export const appKeys = {
  list: ['apps'] as const,
  app: (id: string) => ['app', id] as const,
  team: (id: string) => ['team', id] as const,
  suggestions: (id: string) => ['team', id, 'suggestions'] as const,
  invitations: (id: string) => ['invitations', id] as const,
  previewToken: (id: string) => ['invitations', id, 'preview'] as const,
  eventCount: (id: string) => ['events', id, 'count'] as const,
  serverConfig: ['config'] as const,
};

/** The server's /config.json; it changes only with a restart. */
export function useServerConfig() {
  return useQuery({ queryKey: appKeys.serverConfig, queryFn: () => api.config.get(), staleTime: Infinity });
}

/** My prototypes (a guest has none: nothing is asked). */
export function useAppList() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: appKeys.list,
    queryFn: async () => (await api.apps.summaries()).map(toCard),
    enabled: loggedIn,
    refetchOnMount: 'always',
  });
}

/** The query of a prototype's document, for pages and for loaders that fetch it ahead. */
export const appQuery = (id: string) =>
  queryOptions({
    queryKey: appKeys.app(id),
    queryFn: () => api.apps.get(id),
    // others in the team change it: shown at once from the cache, then fetched again on each page
    refetchOnMount: 'always',
  });

export function useApp(id: string, enabled = true) {
  return useQuery({ ...appQuery(id), enabled });
}

export const teamQuery = (id: string) => queryOptions({ queryKey: appKeys.team(id), queryFn: () => api.team.list(id) });

export function useTeam(id: string) {
  return useQuery(teamQuery(id));
}

/** My role in the app's team (undefined while loading or when not in it). */
export function useMyRole(appId: string) {
  const { user } = useSession();
  const team = useTeam(appId);
  return team.data ? roleOf(team.data, user.id) : undefined;
}

/** The app's invitation links (writers and the owner only: others are refused). */
export function useInvitations(id: string, enabled = true) {
  return useQuery({ queryKey: appKeys.invitations(id), queryFn: () => api.invitation.list(id), enabled });
}

/** Sets (or with null clears) the password of the test link. */
export function setTestPassword(appId: string, password: string | null) {
  return api.request<{ status: 'ok'; hasPassword: boolean }>(
    'POST',
    `/rest/apps/${encodeURIComponent(appId)}/invitation/password.json`,
    { body: { password } },
  );
}

/** The token that opens the password-protected test in the designer's own preview (writers only). */
export function previewToken(appId: string) {
  return api.request<InvitationToken>('POST', `/rest/apps/${encodeURIComponent(appId)}/invitation/preview.json`, {
    body: {},
  });
}

export function withTestPassword(invitations: Invitation[], hasPassword: boolean): Invitation[] {
  return invitations.map((i) => (i.permission === 'test' ? { ...i, hasPassword } : i));
}
