import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '../../lib/list-params';
import { approvalKeys, auditEventKeys, balanceKeys, paymentKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

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
  /** Only the payments still on their way (in no final status yet). */
  in_progress?: boolean;
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
          in_progress: filters.in_progress || undefined,
        },
      },
    }),
  );
}

/** The one payments list (newest first): the payments screen's pages and the dashboard's latest and totals. */
export const paymentsQueryOptions = (account: string, filters: PaymentFilters) =>
  queryOptions({
    queryKey: paymentKeys.list(account, filters),
    queryFn: () => fetchPayments(account, filters),
    enabled: account !== '',
  });

/** A page of the payments list; the previous page stays on screen while the next one loads. */
export function usePaymentsQuery(account: string, filters: PaymentFilters) {
  return useQuery({ ...paymentsQueryOptions(account, filters), placeholderData: keepPreviousData });
}

/**
 * After a payment is created, cancelled, approved, rejected or recalled: every payment list and detail, the balances it moved, and the audit
 * log that recorded it (a payment's trail).
 */
export function invalidatePaymentChanges(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditEventKeys.all }),
    // A payment created, decided or recalled joins or leaves the payments awaiting approval.
    queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  ]).then(() => undefined);
}
