import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipientKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export function useDeleteRecipientMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipient: string) =>
      unwrap(
        apiClient.DELETE('/accounts/{account}/recipients/{recipient}', {
          params: { path: { account, recipient } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.lists(account) }),
  });
}
