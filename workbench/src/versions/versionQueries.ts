// Server state of the versions dialog: the list of an app's versions and the calls that change it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VersionInput } from '@protolab/shared';
import { api } from '../shell/api';

export const versionKeys = {
  list: (appId: string) => ['versions', appId] as const,
  one: (appId: string, id: string) => ['versions', appId, id] as const,
};

export function useVersionList(appId: string) {
  return useQuery({ queryKey: versionKeys.list(appId), queryFn: () => api.versions.list(appId) });
}

/** One version with its document; fetched when opened or restored. */
export function useVersion(appId: string, id: string | undefined) {
  return useQuery({
    queryKey: versionKeys.one(appId, id ?? ''),
    queryFn: () => api.versions.get(appId, id!),
    enabled: id !== undefined,
    staleTime: Infinity, // a version never changes
  });
}

export function useSaveVersion(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VersionInput) => api.versions.save(appId, input),
    onSettled: () => client.invalidateQueries({ queryKey: versionKeys.list(appId) }),
  });
}

export function useDeleteVersion(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.versions.delete(appId, id),
    onSettled: () => client.invalidateQueries({ queryKey: versionKeys.list(appId) }),
  });
}
