import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { developerKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { PageParams } from '../../../lib/use-list-state';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointInput = components['schemas']['WebhookEndpointInput'];
export type WebhookEndpointUpdate = components['schemas']['WebhookEndpointUpdate'];
export type WebhookEventType = components['schemas']['WebhookEventType'];
export type WebhookSubscribedEvent = components['schemas']['WebhookSubscribedEvent'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryDetail = components['schemas']['WebhookDeliveryDetail'];

const path = (account: string, webhookEndpoint: string) => ({ path: { account, webhookEndpoint } });

/** GET /accounts/{account}/webhook-endpoints: oldest first. */
export function useWebhookEndpointsQuery(account: string, params: PageParams) {
  return useQuery(
    queryOptions({
      queryKey: developerKeys.endpoints(account, params),
      queryFn: () =>
        unwrap(
          apiClient.GET('/accounts/{account}/webhook-endpoints', {
            params: { path: { account }, query: params },
          }),
        ),
      enabled: account !== '',
      placeholderData: keepPreviousData,
    }),
  );
}

export function useWebhookEndpointQuery(account: string, endpoint: string) {
  return useQuery({
    queryKey: developerKeys.endpoint(account, endpoint),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/webhook-endpoints/{webhookEndpoint}', {
            params: path(account, endpoint),
          }),
        )
      ).data,
    enabled: account !== '' && endpoint !== '',
  });
}

/** After a change: the lists and the endpoint itself. */
function useInvalidateEndpoints(account: string) {
  const queryClient = useQueryClient();
  return (endpoint?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: developerKeys.endpointLists(account) }),
      endpoint
        ? queryClient.invalidateQueries({ queryKey: developerKeys.endpoint(account, endpoint) })
        : null,
    ]);
}

/** POST …/webhook-endpoints: the answer holds the signing secret (it can be read again later). */
export function useCreateWebhookEndpointMutation(account: string) {
  const invalidate = useInvalidateEndpoints(account);
  return useMutation({
    mutationFn: async (body: WebhookEndpointInput) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/webhook-endpoints', { params: { path: { account } }, body }),
        )
      ).data,
    onSuccess: () => invalidate(),
  });
}

/** PATCH …/webhook-endpoints/{webhookEndpoint}: its URL, description, events, or enabled. */
export function useUpdateWebhookEndpointMutation(account: string, endpoint: string) {
  const invalidate = useInvalidateEndpoints(account);
  return useMutation({
    mutationFn: async (body: WebhookEndpointUpdate) =>
      (
        await unwrap(
          apiClient.PATCH('/accounts/{account}/webhook-endpoints/{webhookEndpoint}', {
            params: path(account, endpoint),
            body,
          }),
        )
      ).data,
    onSuccess: () => invalidate(endpoint),
  });
}

/** DELETE …/webhook-endpoints/{webhookEndpoint}: no further deliveries; its log goes with it. */
export function useDeleteWebhookEndpointMutation(account: string, endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        apiClient.DELETE('/accounts/{account}/webhook-endpoints/{webhookEndpoint}', {
          params: path(account, endpoint),
        }),
      ),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: developerKeys.endpoint(account, endpoint) });
      return queryClient.invalidateQueries({ queryKey: developerKeys.endpointLists(account) });
    },
  });
}

/**
 * GET …/secret (reveal) and POST …/secret/rotate, as mutations: a secret is read when a person asks for it and
 * never kept in the query cache.
 */
export function useWebhookSecretMutations(account: string, endpoint: string) {
  const reveal = useMutation({
    mutationFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/webhook-endpoints/{webhookEndpoint}/secret', {
            params: path(account, endpoint),
          }),
        )
      ).data.secret,
  });
  const rotate = useMutation({
    mutationFn: async () =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/webhook-endpoints/{webhookEndpoint}/secret/rotate', {
            params: path(account, endpoint),
          }),
        )
      ).data.secret,
  });
  return { reveal, rotate };
}

function useInvalidateDeliveries(account: string, endpoint: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: developerKeys.deliveries(account, endpoint) }),
      // A delivery changes the endpoint's status (failing, or healthy again).
      queryClient.invalidateQueries({ queryKey: developerKeys.endpoint(account, endpoint) }),
    ]);
}

/** POST …/test: a `webhook.test` event for this endpoint alone, attempted at once. */
export function useSendTestEventMutation(account: string, endpoint: string) {
  const invalidate = useInvalidateDeliveries(account, endpoint);
  return useMutation({
    mutationFn: async () =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/webhook-endpoints/{webhookEndpoint}/test', {
            params: path(account, endpoint),
          }),
        )
      ).data,
    onSuccess: invalidate,
  });
}

/** GET …/deliveries: the endpoint's delivery log, newest first. */
export function useWebhookDeliveriesQuery(account: string, endpoint: string, params: PageParams) {
  return useQuery({
    queryKey: developerKeys.deliveryList(account, endpoint, params),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/webhook-endpoints/{webhookEndpoint}/deliveries', {
          params: { ...path(account, endpoint), query: params },
        }),
      ),
    enabled: account !== '' && endpoint !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET …/deliveries/{webhookDelivery}: the payload as posted and every attempt. */
export function useWebhookDeliveryQuery(account: string, endpoint: string, delivery: string | null) {
  return useQuery({
    queryKey: developerKeys.delivery(account, endpoint, delivery ?? ''),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET(
            '/accounts/{account}/webhook-endpoints/{webhookEndpoint}/deliveries/{webhookDelivery}',
            {
              params: { path: { account, webhookEndpoint: endpoint, webhookDelivery: delivery ?? '' } },
            },
          ),
        )
      ).data,
    enabled: account !== '' && endpoint !== '' && delivery !== null,
  });
}

/** POST …/redeliver: attempted again at once, with the same event id. */
export function useRedeliverMutation(account: string, endpoint: string) {
  const invalidate = useInvalidateDeliveries(account, endpoint);
  return useMutation({
    mutationFn: async (delivery: string) =>
      (
        await unwrap(
          apiClient.POST(
            '/accounts/{account}/webhook-endpoints/{webhookEndpoint}/deliveries/{webhookDelivery}/redeliver',
            { params: { path: { account, webhookEndpoint: endpoint, webhookDelivery: delivery } } },
          ),
        )
      ).data,
    onSuccess: invalidate,
  });
}
