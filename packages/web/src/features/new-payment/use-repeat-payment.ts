import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getErrorText } from '@portal/api-types';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { paymentQueryOptions } from '../../domains/payments/payment';
import { recipientQueryOptions } from '../../domains/recipients/recipients';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { useNewPaymentStore } from './model/new-payment-store';
import { repeatDraft } from './model/repeat-draft';
import { useDraftOwner } from './use-draft-owner';

export const NOTHING_TO_REPEAT_TEXT = msg`There is no payment to repeat here. Start a new payment instead.`;

/**
 * "Repeat this payment": reads the payment and its recipient from the bank, puts them in a new draft and goes
 * on to the amount step, where the user checks the amount and picks the date before the review.
 */
export function useRepeatPayment(): { error: string | null } {
  const [params] = useSearchParams();
  const payment = params.get('payment') ?? '';
  const bankAccount = params.get('bank_account') ?? '';
  const account = useCurrentAccountRef();
  const owner = useDraftOwner();
  const navigate = useNavigate();
  const paymentQuery = useQuery({
    ...paymentQueryOptions(account, bankAccount, payment),
    refetchInterval: false,
  });
  const recipientQuery = useQuery(recipientQueryOptions(account, paymentQuery.data?.recipient_ref ?? ''));

  useEffect(() => {
    if (!paymentQuery.data || !recipientQuery.data) return;
    const store = useNewPaymentStore.getState();
    store.claim(owner);
    store.reset();
    const draft = repeatDraft(paymentQuery.data, recipientQuery.data);
    store.setRecipient(draft.recipient);
    store.setReason(draft.reason);
    store.setAmount(draft.amount);
    navigate(paths.app.newPayment.amount.getHref(), { replace: true });
  }, [paymentQuery.data, recipientQuery.data, owner, navigate]);

  if (!payment || !bankAccount) return { error: i18n._(NOTHING_TO_REPEAT_TEXT) };
  const error = paymentQuery.error ?? recipientQuery.error;
  return { error: error ? getErrorText(error) : null };
}
