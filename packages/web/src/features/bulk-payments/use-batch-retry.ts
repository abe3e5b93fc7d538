import { i18n } from '@lingui/core';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { useMemo, useState } from 'react';
import type { PaymentBatch } from '../../domains/payments/payment-batches';
import { useSessionStore } from '../../domains/session/session-store';
import { useCreateBatchChallengeMutation, useRetryPaymentBatchMutation } from './api/batch-mutations';
import { failedRowTotals } from './model/retry-totals';
import { CODE_FORMAT_TEXT } from './use-batch-submit';

type CodeStep = { challengeRef: string; code: string; error?: string };

/**
 * "Retry failed rows": a new batch of this batch's failed rows, under one Idempotency-Key for this batch (a
 * resend is the same new batch), with a code bound to the failed rows' totals for a user with 2FA.
 */
export function useBatchRetry(
  account: string,
  batch: PaymentBatch | undefined,
  onDone: (retry: PaymentBatch) => void,
) {
  const twoFactor = useSessionStore((s) => s.userData.two_factor_enabled === true);
  const challenge = useCreateBatchChallengeMutation(account);
  const retry = useRetryPaymentBatchMutation(account);
  // The bank keeps a refusal under its key (a wrong code, say): the next attempt needs a new one.
  const [refusals, setRefusals] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per batch retried and attempt after a kept refusal.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [batch?.ref, refusals]);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const totals = batch ? failedRowTotals(batch.rows) : [];

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status !== 409 && error.status < 500) setRefusals((n) => n + 1);
    const fields = getFieldErrors(error);
    const codeError = fields['authorization.code'] ?? fields.authorization;
    if (codeError && codeStep) return setCodeStep({ ...codeStep, error: codeError });
    setCodeStep(null);
    setFailure(getErrorText(error));
  };

  const send = (authorization?: { challenge_ref: string; code: string }) => {
    if (!batch) return;
    setFailure(null);
    retry.mutate(
      { batch: batch.ref, idempotencyKey, ...(authorization ? { authorization } : {}) },
      {
        onSuccess: (created) => {
          setCodeStep(null);
          onDone(created);
        },
        onError: refused,
      },
    );
  };

  const start = async () => {
    if (!batch || retry.isPending || challenge.isPending) return;
    if (!twoFactor) return send();
    setFailure(null);
    try {
      const created = await challenge.mutateAsync({ bankAccount: batch.bank_account_ref, totals });
      setCodeStep({ challengeRef: created.challenge_ref, code: '' });
    } catch (error) {
      refused(error);
    }
  };

  return {
    start,
    totals,
    pending: retry.isPending || challenge.isPending,
    sending: retry.isPending,
    failure,
    codeStep,
    setCode: (code: string) => setCodeStep((step) => (step ? { ...step, code, error: undefined } : step)),
    closeCode: () => setCodeStep(null),
    authorize: () => {
      if (!codeStep || retry.isPending) return;
      if (!/^\d{6}$/.test(codeStep.code))
        return setCodeStep({ ...codeStep, error: i18n._(CODE_FORMAT_TEXT) });
      send({ challenge_ref: codeStep.challengeRef, code: codeStep.code });
    },
  };
}
