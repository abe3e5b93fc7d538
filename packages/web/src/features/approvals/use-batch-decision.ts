import { t } from '@lingui/core/macro';
import { ApiError, type components, getFieldErrors } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidatePaymentBatchChanges } from '../../domains/payments/payment-batches';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { toastSuccess } from '../../lib/toast';
import { createBatchApprovalChallenge, decidePaymentBatch } from './api/payment-batch-decision';
import type { Decision } from './model/decision-machine';
import { decisionFieldErrors } from './use-approval-decision';

type PaymentBatchSummary = components['schemas']['PaymentBatchSummary'];

/** The open batch decision: what is signed, the code and (to reject) the reason. */
export interface BatchDecisionForm {
  decision: Decision;
  batch: PaymentBatchSummary;
  challengeRef: string;
  code: string;
  reason: string;
  codeError?: string;
  reasonError?: string;
  error?: unknown;
  idempotencyKey: string;
}

const newKey = () => crypto.randomUUID();

/**
 * Approving or rejecting a bulk payment as one item: a challenge bound to the batch, the TOTP code (and a
 * reason to reject), then one signed decision per attempt, as for payments (rules APR-22..APR-25).
 */
export function useBatchDecision() {
  const account = useCurrentAccountRef();
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<unknown>(undefined);
  const [form, setForm] = useState<BatchDecisionForm | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const start = async (decision: Decision, batch: PaymentBatchSummary) => {
    if (preparing || sending) return;
    setPreparing(batch.ref);
    setBlocked(undefined);
    try {
      const challenge = await createBatchApprovalChallenge(account, batch.ref);
      setForm({
        decision,
        batch,
        challengeRef: challenge.challenge_ref,
        code: '',
        reason: '',
        idempotencyKey: newKey(),
      });
    } catch (error) {
      setBlocked(error);
      void invalidatePaymentBatchChanges(queryClient);
    } finally {
      setPreparing(null);
    }
  };

  const submit = async () => {
    if (!form || sending) return;
    const invalid = decisionFieldErrors(form.decision, form.code, form.reason);
    if (invalid.codeError || invalid.reasonError) return setForm({ ...form, ...invalid });
    setSending(true);
    setForm({ ...form, error: undefined });
    try {
      await decidePaymentBatch(account, form.batch.ref, form.idempotencyKey, {
        decision: form.decision,
        ...(form.decision === 'reject' ? { reason: form.reason.trim() } : {}),
        authorization: { challenge_ref: form.challengeRef, code: form.code.trim() },
      });
      setForm(undefined);
      toastSuccess(
        form.decision === 'approve' ? t`You approved the bulk payment.` : t`You rejected the bulk payment.`,
      );
    } catch (error) {
      const fields = getFieldErrors(error);
      const codeError = fields['authorization.code'] ?? fields.code;
      const reasonError = fields.reason;
      // A refusal is kept by the bank under its key: the next attempt goes with a new one (as for payments).
      const kept = error instanceof ApiError && error.status !== 409 && error.status < 500;
      setForm({
        ...form,
        codeError,
        reasonError,
        error: codeError || reasonError ? undefined : error,
        idempotencyKey: kept ? newKey() : form.idempotencyKey,
      });
    } finally {
      setSending(false);
      void invalidatePaymentBatchChanges(queryClient);
    }
  };

  return {
    form,
    sending,
    /** The batch a challenge is being asked for (its buttons show a spinner). */
    preparing,
    blockedError: blocked,
    start,
    submit,
    typeCode: (code: string) => setForm((f) => (f ? { ...f, code, codeError: undefined } : f)),
    typeReason: (reason: string) => setForm((f) => (f ? { ...f, reason, reasonError: undefined } : f)),
    close: () => {
      if (!sending) setForm(undefined);
      setBlocked(undefined);
    },
  };
}

export type BatchDecision = ReturnType<typeof useBatchDecision>;
