import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { invalidatePaymentChanges } from '../../../domains/payments/payments';
import { paymentKeys, standingOrderKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { PageSize } from '../../../lib/list-params';

export type StandingOrder = components['schemas']['StandingOrder'];
export type StandingOrderStatus = components['schemas']['StandingOrderStatus'];

export interface StandingOrderFilters {
  page: number;
  per_page: PageSize;
  status?: StandingOrderStatus;
}

/** A page of the organization's standing orders, soonest next payment first. */
export function useStandingOrdersQuery(account: string, filters: StandingOrderFilters) {
  return useQuery({
    queryKey: standingOrderKeys.list(account, filters),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/standing-orders', {
          params: {
            path: { account },
            query: { page: filters.page, per_page: filters.per_page, status: filters.status || undefined },
          },
        }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });
}

export function useStandingOrderQuery(account: string, standingOrder: string) {
  return useQuery({
    queryKey: standingOrderKeys.detail(account, standingOrder),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/standing-orders/{standingOrder}', {
            params: { path: { account, standingOrder } },
          }),
        )
      ).data,
    enabled: account !== '' && standingOrder !== '',
  });
}

/** The payments a standing order has made, newest first (a page of the payments list, filtered). */
export function useOccurrencesQuery(account: string, standingOrder: string, page: number, perPage: PageSize) {
  const filters = { standing_order: standingOrder, page, per_page: perPage };
  return useQuery({
    queryKey: paymentKeys.list(account, filters),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/payments', {
          params: { path: { account }, query: filters },
        }),
      ),
    enabled: account !== '' && standingOrder !== '',
    placeholderData: keepPreviousData,
  });
}

/** After a standing order changes: its lists and detail; a new one may have made a payment at once. */
export function invalidateStandingOrders(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: standingOrderKeys.all }),
    invalidatePaymentChanges(queryClient),
  ]).then(() => undefined);
}
