import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipientKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export const kycDocumentsQueryOptions = (account: string, recipient: string) =>
  queryOptions({
    queryKey: recipientKeys.kycDocuments(account, recipient),
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
  return useQuery(kycDocumentsQueryOptions(account, recipient));
}
