import { getErrorText, unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import { toastError } from '../../../lib/toast';
import { applyReadOptimistically, type ReadSnapshot, restoreReadSnapshot } from './optimistic-read';

export async function markNotificationRead(notification: string) {
  return (
    await unwrap(
      apiClient.POST('/user/notifications/{notification}/read', { params: { path: { notification } } }),
    )
  ).data;
}

/** Marks one notification read; the count drops at once and comes back if the server refuses. */
export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof markNotificationRead>>, Error, string, ReadSnapshot>({
    mutationFn: markNotificationRead,
    onMutate: (ref) => applyReadOptimistically(queryClient, new Set([ref])),
    onError: (error, _ref, snapshot) => {
      restoreReadSnapshot(queryClient, snapshot);
      toastError(getErrorText(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
