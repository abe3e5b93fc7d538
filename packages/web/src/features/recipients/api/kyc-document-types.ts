import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

export const kycDocumentTypesQuery = () =>
  queryOptions({
    queryKey: ['resources', 'recipient-kyc-document-types'],
    queryFn: async () => (await unwrap(apiClient.GET('/resources/recipient-kyc-document-types'))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useKycDocumentTypesQuery() {
  return useQuery(kycDocumentTypesQuery());
}
