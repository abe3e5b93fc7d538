import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { approvalKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export type ApprovalRequest = components['schemas']['ApprovalRequest'];

/** The most payments one page shows (the bank's largest page). */
export const APPROVALS_PAGE_SIZE = 100;

/** The organization's payments awaiting approval, oldest first, each with whether the caller can approve it. */
export function useApprovalRequestsQuery(account: string, page: number) {
  const params = { page, per_page: APPROVALS_PAGE_SIZE } as const;
  return useQuery({
    queryKey: approvalKeys.requests(account, params),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/approval-requests', {
          params: { path: { account }, query: params },
        }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });
}
