import { unwrap } from '@portal/api-types';
import { useQuery } from '@tanstack/react-query';
import { approvalKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export interface ApprovalPreviewParams {
  account: string;
  bankAccount: string;
  recipientRef: string;
  amount: string;
  currency: string;
}

/** Whether an approval rule will hold this draft, and who could approve it (rule APR-28). */
export function useApprovalPreviewQuery({
  account,
  bankAccount,
  recipientRef,
  amount,
  currency,
}: ApprovalPreviewParams) {
  const query = { recipient_ref: recipientRef, amount, currency };
  return useQuery({
    queryKey: approvalKeys.preview(account, bankAccount, query),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/approval-preview', {
            params: { path: { account, bankAccount }, query },
          }),
        )
      ).data,
    enabled: account !== '' && bankAccount !== '' && recipientRef !== '' && amount !== '' && currency !== '',
    staleTime: 30_000,
  });
}
