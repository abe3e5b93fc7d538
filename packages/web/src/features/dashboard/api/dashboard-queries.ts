import { unwrap } from '@portal/api-types';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

// The overview asks for a little of everything at once; each call is a separate query so they run in parallel.

export const balancesQuery = (account: string, bankAccount: string) =>
  queryOptions({
    queryKey: ['balances', 'list', account, bankAccount],
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', {
            params: { path: { account, bankAccount } },
          }),
        )
      ).data,
  });

export const recentPaymentsQuery = (account: string, bankAccount: string) =>
  queryOptions({
    queryKey: ['payments', 'list', account, bankAccount, { page: 1, per_page: 10 }],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
          params: { path: { account, bankAccount }, query: { page: 1, per_page: 10 } },
        }),
      ),
  });

export const recentTransactionsQuery = (account: string) =>
  queryOptions({
    queryKey: ['transactions', 'list', account, { page: 1, per_page: 10 }],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/transactions', {
          params: { path: { account }, query: { page: 1, per_page: 10 } },
        }),
      ),
  });

export const recipientsCountQuery = (account: string) =>
  queryOptions({
    queryKey: ['recipients', 'list', account, { page: 1, per_page: 10 }],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/recipients', {
          params: { path: { account }, query: { page: 1, per_page: 10 } },
        }),
      ),
  });

export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'list', { page: 1, per_page: 10, status: 'all' }],
    queryFn: () =>
      unwrap(
        apiClient.GET('/user/notifications', { params: { query: { page: 1, per_page: 10, status: 'all' } } }),
      ),
  });

export const paymentTimeWindowQuery = () =>
  queryOptions({
    queryKey: ['resources', 'payment-time-window'],
    queryFn: async () => (await unwrap(apiClient.GET('/resources/payment-time-window'))).data,
  });

export const fxCutoffWindowQuery = () =>
  queryOptions({
    queryKey: ['resources', 'fx-cutoff-time-window'],
    queryFn: async () => (await unwrap(apiClient.GET('/resources/fx-cutoff-time-window'))).data,
  });

export const indicativeRatesQuery = (base: string) =>
  queryOptions({
    queryKey: ['resources', 'fx-rates', base],
    queryFn: async () =>
      (await unwrap(apiClient.GET('/resources/fx-rates', { params: { query: { base } } }))).data,
  });
