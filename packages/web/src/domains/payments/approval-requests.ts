import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

/** How often the Approvals badge is refreshed in the background (only while the tab is visible). */
export const ACTIONABLE_COUNT_REFRESH_MS = 60_000;

/**
 * How many items the caller can approve now: `meta.total` of the actionable payments plus that of the actionable
 * bulk payments, each batch one item (rule APR-20).
 */
export const actionableApprovalsCountQueryOptions = (account: string) =>
  queryOptions({
    queryKey: approvalKeys.actionableCount(account),
    queryFn: async () => {
      const firstPage = { path: { account }, query: { actionable: true, page: 1, per_page: 10 } } as const;
      const [payments, batches] = await Promise.all([
        unwrap(apiClient.GET('/accounts/{account}/approval-requests', { params: firstPage })),
        unwrap(apiClient.GET('/accounts/{account}/payment-batches', { params: firstPage })),
      ]);
      return payments.meta.total + batches.meta.total;
    },
    enabled: account !== '',
    refetchInterval: ACTIONABLE_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/** The Approvals badge's count (0 until known), refreshed every minute while the tab is visible. */
export function useActionableApprovalsCount(account: string, { enabled = true } = {}): number {
  return (
    useQuery({ ...actionableApprovalsCountQueryOptions(account), enabled: enabled && account !== '' }).data ??
    0
  );
}
