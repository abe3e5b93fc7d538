import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { useRef, useState } from 'react';
import { useCreatePaymentChallengeMutation } from '../../domains/payments/payment-challenge';
import {
  needsMismatchConfirmation,
  type PayeeVerification,
} from '../../domains/recipients/payee-verification';
import { useSessionStore } from '../../domains/session/session-store';
import { dayjs } from '../../lib/dayjs';
import { DATE_VALUE_FORMAT } from '../../lib/format-date';
import { useForm } from '../../lib/use-form';
import {
  useCreateStandingOrderMutation,
  useUpdateStandingOrderMutation,
} from './api/standing-order-mutations';
import type { StandingOrder } from './api/standing-orders';
import {
  createBody,
  emptyStandingOrder,
  formFieldOf,
  type StandingOrderValues,
  standingOrderSchema,
  updateBody,
  valuesOf,
} from './model/standing-order-form';

export const CODE_FORMAT_TEXT = msg`Enter the 6-digit code from your authenticator app.`;

/** The code step of a user with 2FA: the challenge it answers and what was typed. */
type CodeStep = { challengeRef: string; code: string; error?: string; values: StandingOrderValues };

/**
 * The set-up (or edit) form of a standing order: checked here, then by the bank (its field errors under the
 * fields); with two-factor authentication a code bound to the recipient, amount and currency first. One
 * Idempotency-Key per opened form, so a double click or a retry sets up one standing order.
 */
export function useStandingOrderForm(options: {
  account: string;
  defaultBankAccount: string;
  editing?: StandingOrder;
  onDone: (so: StandingOrder) => void;
}) {
  const { account, defaultBankAccount, editing, onDone } = options;
  const twoFactor = useSessionStore((s) => s.userData.two_factor_enabled === true);
  const today = dayjs().format(DATE_VALUE_FORMAT);
  const initial = editing ? valuesOf(editing) : emptyStandingOrder(defaultBankAccount, today);
  const form = useForm<StandingOrderValues>({
    resolver: zodResolver(standingOrderSchema),
    defaultValues: initial,
  });
  const create = useCreateStandingOrderMutation(account);
  const update = useUpdateStandingOrderMutation(account);
  const challenge = useCreatePaymentChallengeMutation(account);
  const idempotencyKey = useRef(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  // The chosen recipient's payee check: a no match needs the user's explicit confirmation (rule VOP-05).
  const [payee, setPayee] = useState<{ verification?: PayeeVerification; confirmed: boolean }>({
    confirmed: false,
  });
  const needsPayeeConfirmation =
    !editing && needsMismatchConfirmation(payee.verification) && !payee.confirmed;
  const pending = create.isPending || update.isPending || challenge.isPending;

  const refused = (error: unknown, values: StandingOrderValues) => {
    const fields = getFieldErrors(error);
    const codeError = fields['authorization.code'] ?? fields.authorization;
    if (codeError && codeStep) {
      setCodeStep({ ...codeStep, values, error: codeError });
      return;
    }
    setCodeStep(null);
    let underFields = false;
    for (const [field, message] of Object.entries(fields)) {
      const name = formFieldOf(field);
      if (!name) continue;
      form.setError(name, { type: 'server', message }, { shouldFocus: !underFields });
      underFields = true;
    }
    setFailure(underFields && error instanceof ApiError && error.status === 422 ? null : getErrorText(error));
  };

  const send = (values: StandingOrderValues, authorization?: { challenge_ref: string; code: string }) => {
    setFailure(null);
    const done = (so: StandingOrder) => {
      setCodeStep(null);
      onDone(so);
    };
    if (editing) {
      const body = updateBody(editing, values);
      if (!body) return done(editing);
      update.mutate(
        { standingOrder: editing.ref, body: { ...body, ...(authorization ? { authorization } : {}) } },
        { onSuccess: done, onError: (e) => refused(e, values) },
      );
      return;
    }
    create.mutate(
      {
        bankAccount: values.bank_account,
        body: {
          ...createBody(values),
          ...(authorization ? { authorization } : {}),
          ...(needsMismatchConfirmation(payee.verification)
            ? { confirm_payee_mismatch: payee.confirmed }
            : {}),
        },
        idempotencyKey: idempotencyKey.current,
      },
      { onSuccess: done, onError: (e) => refused(e, values) },
    );
  };

  /** A new amount (or a new order) from a user with 2FA needs a code first. */
  const needsCode = (values: StandingOrderValues) =>
    twoFactor && (!editing || updateBody(editing, values)?.amount !== undefined);

  const submit = form.handleSubmit(async (values) => {
    if (pending || needsPayeeConfirmation) return;
    if (!needsCode(values)) return send(values);
    setFailure(null);
    try {
      const created = await challenge.mutateAsync({
        bankAccount: values.bank_account,
        body: {
          recipient_ref: values.recipient_ref,
          amount: createBody(values).amount,
          currency: values.currency,
        },
      });
      setCodeStep({ challengeRef: created.challenge_ref, code: '', values });
    } catch (error) {
      refused(error, values);
    }
  });

  const authorize = () => {
    if (!codeStep || pending) return;
    if (!/^\d{6}$/.test(codeStep.code)) {
      setCodeStep({ ...codeStep, error: i18n._(CODE_FORMAT_TEXT) });
      return;
    }
    send(codeStep.values, { challenge_ref: codeStep.challengeRef, code: codeStep.code });
  };

  return {
    form,
    submit,
    pending,
    failure,
    codeStep,
    setCode: (code: string) => setCodeStep((step) => (step ? { ...step, code, error: undefined } : step)),
    closeCode: () => setCodeStep(null),
    authorize,
    payeeVerification: payee.verification,
    payeeConfirmed: payee.confirmed,
    needsPayeeConfirmation,
    choosePayee: (verification: PayeeVerification | undefined) =>
      setPayee({ verification, confirmed: false }),
    confirmPayee: (confirmed: boolean) => setPayee((p) => ({ ...p, confirmed })),
  };
}
