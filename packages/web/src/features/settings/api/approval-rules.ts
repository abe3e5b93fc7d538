import { type components, unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalRuleKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

// The policy query lives in domains/payments: the approvals screen names the rule a bulk payment waits for.
export { type ApprovalRule, useApprovalRulesQuery } from '../../../domains/payments/approval-rules';
export type ApprovalRuleInput = components['schemas']['ApprovalRuleInput'];

function useInvalidateApprovalRules(account: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: approvalRuleKeys.list(account) });
}

/** POST …/approval-rules, or PUT …/approval-rules/{rule} with `rule`: in force for payments created from now. */
export function useSaveApprovalRuleMutation(account: string) {
  const invalidate = useInvalidateApprovalRules(account);
  return useMutation({
    mutationFn: async ({ rule, body }: { rule: string | null; body: ApprovalRuleInput }) =>
      (
        await unwrap(
          rule
            ? apiClient.PUT('/accounts/{account}/approval-rules/{rule}', {
                params: { path: { account, rule } },
                body,
              })
            : apiClient.POST('/accounts/{account}/approval-rules', { params: { path: { account } }, body }),
        )
      ).data,
    onSuccess: invalidate,
  });
}

/** DELETE …/approval-rules/{rule}: payments already waiting still need their approvals. */
export function useDeleteApprovalRuleMutation(account: string) {
  const invalidate = useInvalidateApprovalRules(account);
  return useMutation({
    mutationFn: (rule: string) =>
      unwrap(
        apiClient.DELETE('/accounts/{account}/approval-rules/{rule}', {
          params: { path: { account, rule } },
        }),
      ),
    onSuccess: invalidate,
  });
}
