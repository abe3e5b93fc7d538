import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/api/query-keys';
import { apiClient } from '../../../lib/session/api-client';

export const kycDocumentTypesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.kycDocumentTypes(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/recipient-kyc-document-types'))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useKycDocumentTypesQuery() {
  return useQuery(kycDocumentTypesQueryOptions());
}
