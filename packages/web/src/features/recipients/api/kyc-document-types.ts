import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export const kycDocumentTypesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.kycDocumentTypes(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/recipient-kyc-document-types'))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useKycDocumentTypesQuery() {
  return useQuery(kycDocumentTypesQueryOptions());
}
