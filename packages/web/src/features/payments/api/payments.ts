import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';
import type { PageSize } from '../../../lib/list-params';

export type PaymentStatus = components['schemas']['PaymentStatus'];

export interface PaymentFilters {
  page: number;
  per_page: PageSize;
  status?: PaymentStatus;
  from?: string;
  to?: string;
  recipient?: string;
  currency?: string;
}

export function fetchPayments(account: string, bankAccount: string, filters: PaymentFilters) {
  return unwrap(
    apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: {
        path: { account, bankAccount },
        query: {
          page: filters.page,
          per_page: filters.per_page,
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

export const paymentsQuery = (account: string, bankAccount: string, filters: PaymentFilters) =>
  queryOptions({
    queryKey: ['payments', 'list', account, bankAccount, filters],
    queryFn: () => fetchPayments(account, bankAccount, filters),
    enabled: account !== '' && bankAccount !== '',
    placeholderData: keepPreviousData,
  });

export function usePaymentsQuery(account: string, bankAccount: string, filters: PaymentFilters) {
  return useQuery(paymentsQuery(account, bankAccount, filters));
}
