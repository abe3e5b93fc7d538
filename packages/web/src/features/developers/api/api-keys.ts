import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { developerKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { PageParams } from '../../../lib/use-list-state';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyScope = components['schemas']['ApiKeyScope'];
export type ApiKeyInput = components['schemas']['ApiKeyInput'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];

/** GET /accounts/{account}/api-keys: every key, newest first, revoked and expired ones included. */
const apiKeysQueryOptions = (account: string, params: PageParams) =>
  queryOptions({
    queryKey: developerKeys.apiKeys(account, params),
    queryFn: () =>
      unwrap(apiClient.GET('/accounts/{account}/api-keys', { params: { path: { account }, query: params } })),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export function useApiKeysQuery(account: string, params: PageParams) {
  return useQuery(apiKeysQueryOptions(account, params));
}

function useInvalidateApiKeys(account: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: developerKeys.apiKeyLists(account) });
}

/** POST …/api-keys: the answer holds the whole secret, this once. */
export function useCreateApiKeyMutation(account: string) {
  const invalidate = useInvalidateApiKeys(account);
  return useMutation({
    mutationFn: async (body: ApiKeyInput) =>
      (await unwrap(apiClient.POST('/accounts/{account}/api-keys', { params: { path: { account } }, body })))
        .data,
    onSuccess: invalidate,
  });
}

/** DELETE …/api-keys/{key}: the key answers 401 from now on and stays listed as revoked. */
export function useRevokeApiKeyMutation(account: string) {
  const invalidate = useInvalidateApiKeys(account);
  return useMutation({
    mutationFn: (key: string) =>
      unwrap(apiClient.DELETE('/accounts/{account}/api-keys/{key}', { params: { path: { account, key } } })),
    onSuccess: invalidate,
  });
}
