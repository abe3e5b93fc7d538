import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';
import type { PageSize } from '../../../lib/list-params';

export type PaymentStatus = components['schemas']['PaymentStatus'];

export interface PaymentFilters {
  page: number;
  per_page: PageSize;
  /** One bank account of the organization; all of them without it. */
  bank_account?: string;
  status?: PaymentStatus;
  from?: string;
  to?: string;
  recipient?: string;
  currency?: string;
}

/** A page of the organization account's payments, from all its bank accounts or the one in the filters. */
export function fetchPayments(account: string, filters: PaymentFilters) {
  return unwrap(
    apiClient.GET('/accounts/{account}/payments', {
      params: {
        path: { account },
        query: {
          page: filters.page,
          per_page: filters.per_page,
          bank_account: filters.bank_account || undefined,
          status: filters.status || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          recipient: filters.recipient || undefined,
          currency: filters.currency || undefined,
        },
      },
    }),
  );
}

export const paymentsQuery = (account: string, filters: PaymentFilters) =>
  queryOptions({
    queryKey: ['payments', 'organization', account, filters],
    queryFn: () => fetchPayments(account, filters),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export function usePaymentsQuery(account: string, filters: PaymentFilters) {
  return useQuery(paymentsQuery(account, filters));
}
