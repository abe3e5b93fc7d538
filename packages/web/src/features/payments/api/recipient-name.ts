import { unwrap } from '@portal/api-types';
import { useQuery } from '@tanstack/react-query';
import { recipientKeys } from '../../../lib/api/query-keys';
import { apiClient } from '../../../lib/session/api-client';

/** The name of the recipient chosen in the URL, when it is not among the current matches. */
export function useRecipientNameQuery(account: string, ref: string | undefined) {
  return useQuery({
    queryKey: recipientKeys.detail(account, ref ?? ''),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/recipients/{recipient}', {
            params: { path: { account, recipient: ref ?? '' } },
          }),
        )
      ).data.name,
    enabled: account !== '' && Boolean(ref),
    staleTime: 5 * 60_000,
  });
}
