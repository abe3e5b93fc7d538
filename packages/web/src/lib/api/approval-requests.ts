import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../session/api-client';
import { approvalKeys } from './query-keys';

/** How often the Approvals badge is refreshed in the background (only while the tab is visible). */
export const ACTIONABLE_COUNT_REFRESH_MS = 60_000;

/** How many payments the caller can approve now: `meta.total` of the actionable list (rule APR-20). */
export const actionableApprovalsCountQueryOptions = (account: string) =>
  queryOptions({
    queryKey: approvalKeys.actionableCount(account),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/approval-requests', {
            params: { path: { account }, query: { actionable: true, page: 1, per_page: 10 } },
          }),
        )
      ).meta.total,
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
