import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

export const balancesQuery = (account: string, bankAccount: string) =>
  queryOptions({
    queryKey: ['balances', 'list', account, bankAccount],
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', {
            params: { path: { account, bankAccount } },
          }),
        )
      ).data,
    enabled: account !== '' && bankAccount !== '',
  });

export function useBalancesQuery(account: string, bankAccount: string) {
  return useQuery(balancesQuery(account, bankAccount));
}
