import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipientInput } from '../../../components/recipient-form/recipient-form-model';
import { recipientKeys } from '../../../lib/api/query-keys';
import { apiClient } from '../../../lib/session/api-client';

export function useUpdateRecipientMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipient, body }: { recipient: string; body: RecipientInput }) =>
      (
        await unwrap(
          apiClient.PATCH('/accounts/{account}/recipients/{recipient}', {
            params: { path: { account, recipient } },
            body,
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}
