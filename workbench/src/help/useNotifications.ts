// The feed for the bell and the notifications page: one query (every GET counts as a visit, which
// may add a tip), and the mark-as-seen call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedNotification } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useSession } from '../shell/useSession';
import { markAllSeen } from './notices';

const VISIT_MS = 10 * 60 * 1000;

export function useNotifications() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['notifications', user.id],
    queryFn: () => api.user.notifications(),
    staleTime: VISIT_MS,
  });
}

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => api.user.lastNotification.set(),
    onSuccess: () =>
      queryClient.setQueryData<FeedNotification[]>(['notifications', user.id], (items) => items && markAllSeen(items)),
    onError: reportError,
  });
}
