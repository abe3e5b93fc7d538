import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, getErrorText } from '@portal/api-types';
import { useEffect, useState } from 'react';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { type ApprovalRule, useSaveApprovalRuleMutation } from '../api/approval-rules';
import {
  APPROVAL_RULE_FIELDS,
  type ApprovalRuleFormValues,
  approvalRuleBody,
  approvalRuleFormValues,
  approvalRuleSchema,
} from './approval-rule-schema';

export const RULE_ADDED_TEXT = msg`Approval rule added. It applies to payments created from now.`;
export const RULE_SAVED_TEXT = msg`Approval rule saved. Payments already waiting keep the rule that caught them.`;

/** Which rule the dialog edits: a saved one, or a new one (`rule: null`) starting from `values`. */
export interface RuleDraft {
  rule: ApprovalRule | null;
  values: ApprovalRuleFormValues;
}

/** The draft of a saved rule. */
export const editDraft = (rule: ApprovalRule): RuleDraft => ({ rule, values: approvalRuleFormValues(rule) });

/**
 * The rule dialog's form (rule APR-42): checked here first, then sent (POST for a new rule, PUT for a saved
 * one). The bank's 422s sit under their fields: its `approval_blocked` refusal, a rule no maker could ever get
 * approved, under "Approvals required" with the bank's words (rule APR-43); anything else above the buttons.
 */
export function useApprovalRuleForm(
  account: string,
  draft: RuleDraft | null,
  onSaved: (rule: ApprovalRule) => void,
) {
  const save = useSaveApprovalRuleMutation(account);
  const form = useForm<ApprovalRuleFormValues>({
    resolver: zodResolver(approvalRuleSchema),
    defaultValues: draft?.values,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { reset } = form;
  const resetMutation = save.reset;

  // Another draft in the dialog: its values, no old errors.
  useEffect(() => {
    if (!draft) return;
    reset(draft.values);
    setFailure(null);
    resetMutation();
  }, [draft, reset, resetMutation]);

  const submit = form.handleSubmit((values) => {
    if (!draft || save.isPending) return;
    setFailure(null);
    save.mutate(
      { rule: draft.rule?.ref ?? null, body: approvalRuleBody(values) },
      {
        onSuccess: (rule) => {
          toastSuccess(i18n._(draft.rule ? RULE_SAVED_TEXT : RULE_ADDED_TEXT));
          onSaved(rule);
        },
        onError: (error) => {
          const rest = applyServerFieldErrors(error, form.setError, APPROVAL_RULE_FIELDS);
          const underFields =
            error instanceof ApiError && error.status === 422 && Object.keys(rest).length === 0;
          setFailure(underFields ? null : getErrorText(error));
        },
      },
    );
  });

  return { form, submit, pending: save.isPending, failure };
}
