import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirmDialogStore } from '../../../components/ui/confirm-dialog-store';
import { createTestQueryClient, serveMockBank, signInToMockBank } from '../../../testing/mock-bank-session';
import type { ApprovalRule } from '../api/approval-rules';
import {
  APPROVER_ROLES_REQUIRED_TEXT,
  type ApprovalRuleFormValues,
  THRESHOLD_REQUIRED_TEXT,
} from './approval-rule-schema';
import { deleteRuleMessage, useApprovalPolicy } from './use-approval-policy';
import { editDraft, type RuleDraft, useApprovalRuleForm } from './use-approval-rule-form';

serveMockBank();

function wrapperWith() {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const NEW_RULE: ApprovalRuleFormValues = {
  threshold: '10000',
  threshold_currency: 'GBP',
  bank_account_ref: '',
  currency: '',
  first_payment_to_recipient: false,
  approvals_required: '1',
  // Northwind has no admin: without the owner, Grace's own payments could never be approved (blocked).
  approver_roles: ['owner', 'admin', 'approver'],
};

/** The policy section's model and the dialog's form on one draft, as the section wires them. */
function renderPolicy(draft: RuleDraft) {
  const saved: ApprovalRule[] = [];
  const { result } = renderHook(
    () => {
      const policy = useApprovalPolicy();
      const form = useApprovalRuleForm(policy.account, draft, (rule) => saved.push(rule));
      // react-hook-form reports only the errors a render read.
      return { policy, form, errors: form.form.formState.errors };
    },
    { wrapper: wrapperWith() },
  );
  return { result, saved };
}

describe('the approval policy against the mock bank', () => {
  it('rules APR-41 and APR-42: the owner adds a rule, which the list then says in words', async () => {
    const { result, saved } = renderPolicy({ rule: null, values: NEW_RULE });
    await waitFor(() => expect(result.current.policy.rules.isSuccess).toBe(true));
    expect(result.current.policy.manage).toEqual({ allowed: true, reason: null });
    const before = result.current.policy.summarized?.length ?? 0;

    await act(() => result.current.form.submit());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      threshold: '10000.00',
      threshold_currency: 'GBP',
      bank_account_ref: null,
      currency: null,
      approvals_required: 1,
    });
    await waitFor(() => expect(result.current.policy.summarized).toHaveLength(before + 1));
    expect(result.current.policy.summarized?.at(-1)?.summary).toBe(
      'Payments of 10,000.00 GBP or more need 1 approval from an Approver, Admin or Owner',
    );
  });

  it('rule APR-42: checks the threshold and the roles before sending', async () => {
    const { result, saved } = renderPolicy({
      rule: null,
      values: { ...NEW_RULE, threshold: '', approver_roles: [] },
    });
    await act(() => result.current.form.submit());
    expect(result.current.errors.threshold?.message).toBe(i18n._(THRESHOLD_REQUIRED_TEXT));
    expect(result.current.errors.approver_roles?.message).toBe(i18n._(APPROVER_ROLES_REQUIRED_TEXT));
    act(() => result.current.form.form.setValue('threshold', '10.505'));
    await act(() => result.current.form.submit());
    expect(result.current.errors.threshold?.message).toBe('GBP amounts can have at most 2 decimal places.');
    expect(saved).toEqual([]);
  });

  it('rule APR-43: a rule no maker could get approved is refused under "Approvals required" in the bank’s words', async () => {
    const { result, saved } = renderPolicy({ rule: null, values: { ...NEW_RULE, approvals_required: '5' } });
    await act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.errors.approvals_required?.message).toBeTruthy());
    // The bank's reason, whoever's payments it found could not be approved.
    expect(result.current.errors.approvals_required?.message).toMatch(
      /^Approval blocked: payments made by .+ need 5 approvals/,
    );
    expect(result.current.form.failure).toBeNull();
    expect(saved).toEqual([]);
  });

  it('rule APR-42: an edited rule is saved and its summary follows', async () => {
    const added = renderPolicy({ rule: null, values: NEW_RULE });
    await act(() => added.result.current.form.submit());
    await waitFor(() => expect(added.saved).toHaveLength(1));
    const rule = added.saved[0] as ApprovalRule;

    const { result, saved } = renderPolicy(editDraft(rule));
    expect(result.current.form.form.getValues()).toEqual(
      expect.objectContaining({ threshold: '10000.00', approvals_required: '1', bank_account_ref: '' }),
    );
    act(() => {
      result.current.form.form.setValue('bank_account_ref', 'ba_northwind_ops');
      result.current.form.form.setValue('currency', 'EUR');
      result.current.form.form.setValue('first_payment_to_recipient', true);
    });
    await act(() => result.current.form.submit());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.ref).toBe(rule.ref);
    await waitFor(() =>
      expect(result.current.policy.summarized?.find((item) => item.rule.ref === rule.ref)?.summary).toBe(
        'A first payment to a recipient of 10,000.00 GBP or more in EUR from Operating account needs 1 approval from an Approver, Admin or Owner',
      ),
    );
  });

  it('rule APR-44: a rule is deleted through the confirmation, which says what follows', async () => {
    const { result, saved } = renderPolicy({ rule: null, values: NEW_RULE });
    await act(() => result.current.form.submit());
    await waitFor(() => expect(saved).toHaveLength(1));
    const ref = saved[0]?.ref;
    const item = await waitFor(() => {
      const found = result.current.policy.summarized?.find((entry) => entry.rule.ref === ref);
      if (!found) throw new Error('not listed yet');
      return found;
    });

    act(() => result.current.policy.confirmDelete(item));
    const dialog = useConfirmDialogStore.getState();
    expect(dialog).toMatchObject({ open: true, title: 'Delete approval rule', okText: 'Yes, delete' });
    expect(dialog.message).toBe(deleteRuleMessage(item.summary));
    await act(async () => {
      await dialog.action?.();
    });
    await waitFor(() =>
      expect(result.current.policy.summarized?.map((entry) => entry.rule.ref)).not.toContain(ref),
    );
    act(() => useConfirmDialogStore.getState().closeConfirmDialog());
  });

  it('rule APR-45: a member reads the policy, may not change it and is told why; the bank refuses them too', async () => {
    await signInToMockBank('mo@northwind.test');
    const { result, saved } = renderPolicy({ rule: null, values: NEW_RULE });
    await waitFor(() => expect(result.current.policy.rules.isSuccess).toBe(true));
    expect(result.current.policy.manage).toEqual({
      allowed: false,
      reason: "Your role (Member) can't manage approval policies. Ask an owner or admin.",
    });
    await act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.failure).toBeTruthy());
    expect(result.current.form.failure).toMatch(/manage approval policies/);
    expect(saved).toEqual([]);
  });
});
