import { type components, unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalRuleKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

export type ApprovalRule = components['schemas']['ApprovalRule'];

/**
 * GET /accounts/{account}/approval-rules: the whole policy, oldest rule first (anyone in the organization):
 * the policy editor, and the approvals screen naming the rule a bulk payment waits for.
 */
export const approvalRulesQueryOptions = (account: string) =>
  queryOptions({
    queryKey: approvalRuleKeys.list(account),
    queryFn: async () =>
      (await unwrap(apiClient.GET('/accounts/{account}/approval-rules', { params: { path: { account } } })))
        .data,
    enabled: account !== '',
  });

export function useApprovalRulesQuery(account: string) {
  return useQuery(approvalRulesQueryOptions(account));
}
