import { getErrorText, unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import { toastError } from '../../../lib/toast';
import { applyReadOptimistically, type ReadSnapshot, restoreReadSnapshot } from './optimistic-read';

export async function markAllNotificationsRead() {
  return (await unwrap(apiClient.POST('/user/notifications/read-all'))).data;
}

/** Marks every notification read; the count goes to 0 at once and comes back if the server refuses. */
export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof markAllNotificationsRead>>, Error, void, ReadSnapshot>({
    mutationFn: markAllNotificationsRead,
    onMutate: () => applyReadOptimistically(queryClient, null),
    onError: (error, _vars, snapshot) => {
      restoreReadSnapshot(queryClient, snapshot);
      toastError(getErrorText(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
