import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

export const kycDocumentsQuery = (account: string, recipient: string) =>
  queryOptions({
    queryKey: ['recipients', 'kyc-documents', account, recipient],
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/recipients/{recipient}/kyc-documents', {
            params: { path: { account, recipient } },
          }),
        )
      ).data,
  });

export function useKycDocumentsQuery(account: string, recipient: string) {
  return useQuery(kycDocumentsQuery(account, recipient));
}
