import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, getFieldErrors } from '@portal/api-types';
import { useMemo, useState } from 'react';
import type { PaymentBatch } from '../../domains/payments/payment-batches';
import { useSessionStore } from '../../domains/session/session-store';
import { resendSafeText } from '../../lib/resend-safe-text';
import {
  type PaymentBatchCreate,
  useCreateBatchChallengeMutation,
  useCreatePaymentBatchMutation,
} from './api/batch-mutations';
import { challengeTotalsOf, type DraftRow, refusedRowsById, rowInputsOf } from './model/batch-draft';
import type { RowErrors } from './model/row-check';

export const CODE_FORMAT_TEXT = msg`Enter the 6-digit code from your authenticator app.`;
const RESEND_SAFE_TEXT = msg`Submitting again is safe: this bulk payment can only be made once.`;

type CodeStep = { challengeRef: string; code: string; error?: string };

/**
 * Submitting a checked batch: one Idempotency-Key for this content (kept when the same submission is sent
 * again after a lost answer or a wrong code; a changed row is another submission), and for a user with
 * two-factor authentication one code bound to the count and amount per currency.
 */
export function useBatchSubmit(options: {
  account: string;
  bankAccount: string;
  name: string;
  rows: readonly DraftRow[];
  onDone: (batch: PaymentBatch) => void;
  /** The bank refused rows (422 batch_invalid): they go back to the fix table. */
  onRowsRefused: (byId: Map<number, RowErrors>) => void;
}) {
  const { account, bankAccount, name, rows, onDone, onRowsRefused } = options;
  const twoFactor = useSessionStore((s) => s.userData.two_factor_enabled === true);
  const challenge = useCreateBatchChallengeMutation(account);
  const create = useCreatePaymentBatchMutation(account);
  // The bank keeps a refusal under its key (a wrong code, say): the next attempt needs a new one.
  const [refusals, setRefusals] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for new rows or after a kept refusal, the same one for a resend.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [rows, bankAccount, name, refusals]);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = challenge.isPending || create.isPending;

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status !== 409 && error.status < 500) setRefusals((n) => n + 1);
    const fields = getFieldErrors(error);
    const codeError = fields['authorization.code'] ?? fields.authorization;
    if (codeError && codeStep) {
      setCodeStep({ ...codeStep, error: codeError });
      return;
    }
    setCodeStep(null);
    const byRow = refusedRowsById(fields, rows);
    if (byRow.size > 0) {
      onRowsRefused(byRow);
      return;
    }
    setFailure(resendSafeText(error, i18n._(RESEND_SAFE_TEXT)));
  };

  const send = (authorization?: { challenge_ref: string; code: string }) => {
    setFailure(null);
    const body: PaymentBatchCreate = {
      name,
      rows: rowInputsOf(rows),
      ...(authorization ? { authorization } : {}),
    };
    create.mutate(
      { bankAccount, body, idempotencyKey },
      {
        onSuccess: (batch) => {
          setCodeStep(null);
          onDone(batch);
        },
        onError: refused,
      },
    );
  };

  const submit = async () => {
    if (pending || rows.length === 0) return;
    if (!twoFactor) return send();
    setFailure(null);
    try {
      const created = await challenge.mutateAsync({ bankAccount, totals: challengeTotalsOf(rows) });
      setCodeStep({ challengeRef: created.challenge_ref, code: '' });
    } catch (error) {
      refused(error);
    }
  };

  const authorize = () => {
    if (!codeStep || pending) return;
    if (!/^\d{6}$/.test(codeStep.code)) {
      setCodeStep({ ...codeStep, error: i18n._(CODE_FORMAT_TEXT) });
      return;
    }
    send({ challenge_ref: codeStep.challengeRef, code: codeStep.code });
  };

  return {
    twoFactor,
    submit,
    authorize,
    pending,
    sending: create.isPending,
    failure,
    codeStep,
    idempotencyKey,
    setCode: (code: string) => setCodeStep((step) => (step ? { ...step, code, error: undefined } : step)),
    closeCode: () => setCodeStep(null),
  };
}
