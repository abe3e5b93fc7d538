import { type components, unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

type OwnershipTransferRequest = components['schemas']['OwnershipTransferRequest'];

/**
 * POST …/ownership-transfer: the chosen member becomes owner and the caller admin, at once. The caller's own
 * permissions change with it, so the caller refreshes the session's user afterwards (`onTransferred`).
 */
export function useTransferOwnershipMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OwnershipTransferRequest) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/ownership-transfer', { params: { path: { account } }, body }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.memberLists(account) }),
  });
}
