import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipientKeys } from '../query-keys';
import { apiClient } from '../session/api-client';
import type { RecipientInput } from './recipient-form/recipient-form-model';

/** Adds a recipient; every recipient list of the account (pages, searches) is fetched again. */
export function useCreateRecipientMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecipientInput) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/recipients', { params: { path: { account } }, body }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.lists(account) }),
  });
}
