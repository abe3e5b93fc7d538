import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useCallback, useMemo, useState } from 'react';
import { openConfirmDialog } from '../../../components/ui/confirm-dialog-store';
import { summarizeApprovalRule } from '../../../domains/payments/approval-rule-summary';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../../domains/session/current-account';
import { usePermission } from '../../../domains/session/use-permission';
import { toastSuccess } from '../../../lib/toast';
import {
  type ApprovalRule,
  useApprovalRulesQuery,
  useDeleteApprovalRuleMutation,
} from '../api/approval-rules';
import { currencyCodes } from './approval-rule-options';
import { emptyApprovalRule } from './approval-rule-schema';
import { editDraft, type RuleDraft } from './use-approval-rule-form';
import { useApproverRoles } from './use-approver-roles';

export const RULE_DELETED_TEXT = msg`Approval rule deleted.`;

/** A saved rule with its plain-language summary. */
export interface SummarizedApprovalRule {
  rule: ApprovalRule;
  summary: string;
}

/** What the delete confirmation says will follow (rule APR-44). */
export const deleteRuleMessage = (summary: string) =>
  t`“${summary}” will no longer apply to payments created from now. Payments already waiting still need their approvals.`;

/**
 * The approval policy section's model (rules APR-41 and APR-44): the organization's rules with their summaries,
 * whether the user may change them (policies.manage, else why not), the dialog's draft and the deletion.
 */
export function useApprovalPolicy() {
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const rules = useApprovalRulesQuery(account);
  const manage = usePermission('policies.manage');
  const approvers = useApproverRoles();
  const remove = useDeleteApprovalRuleMutation(account);
  const [draft, setDraft] = useState<RuleDraft | null>(null);

  const bankAccountName = useCallback(
    (ref: string) => bankAccounts.find((bankAccount) => bankAccount.ref === ref)?.name,
    [bankAccounts],
  );
  const summarized = useMemo<SummarizedApprovalRule[] | undefined>(
    () => rules.data?.map((rule) => ({ rule, summary: summarizeApprovalRule(rule, bankAccountName) })),
    [rules.data, bankAccountName],
  );

  const addRule = () =>
    setDraft({
      rule: null,
      values: emptyApprovalRule(currencyCodes(bankAccounts)[0] ?? 'GBP', approvers.roles),
    });
  const editRule = (rule: ApprovalRule) => setDraft(editDraft(rule));
  const closeDialog = () => setDraft(null);
  const { mutateAsync: deleteRule } = remove;
  const confirmDelete = ({ rule, summary }: SummarizedApprovalRule) =>
    openConfirmDialog({
      title: t`Delete approval rule`,
      message: deleteRuleMessage(summary),
      okText: t`Yes, delete`,
      cancelText: t`No, keep it`,
      action: async () => {
        await deleteRule(rule.ref);
        toastSuccess(i18n._(RULE_DELETED_TEXT));
      },
    });

  return {
    account,
    bankAccounts,
    bankAccountName,
    rules,
    summarized,
    manage,
    draft,
    addRule,
    editRule,
    closeDialog,
    confirmDelete,
  };
}
