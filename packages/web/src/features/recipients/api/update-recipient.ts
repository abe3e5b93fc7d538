import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipientKeys } from '../../../domains/query-keys';
import type { RecipientInput } from '../../../domains/recipients/recipient-form/recipient-form-model';
import { apiClient } from '../../../domains/session/api-client';

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
