import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityPolicyKeys } from '../query-keys';
import { apiClient } from './api-client';

/**
 * GET /accounts/{account}/security-policy (anyone in the organization): the settings screen's switch, and the
 * nudge that becomes a requirement for a payer without two-factor authentication.
 */
export const securityPolicyQueryOptions = (account: string) =>
  queryOptions({
    queryKey: securityPolicyKeys.detail(account),
    queryFn: async () =>
      (await unwrap(apiClient.GET('/accounts/{account}/security-policy', { params: { path: { account } } })))
        .data,
    enabled: account !== '',
    staleTime: 60_000,
  });

export function useSecurityPolicyQuery(account: string) {
  return useQuery(securityPolicyQueryOptions(account));
}
