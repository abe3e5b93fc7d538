import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipientKeys } from '../../../lib/api/query-keys';
import { apiClient } from '../../../lib/session/api-client';

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
