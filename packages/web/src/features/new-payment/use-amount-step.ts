import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useBalancesQuery } from '../../domains/accounts/balances';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { useForm } from '../../lib/use-form';
import { useCheckTimeWindowQuery } from './api/check-time-window';
import { paymentFeeQueryOptions, usePaymentFeeQuery } from './api/payment-fee';
import { usePaymentTimeWindowQuery } from './api/payment-time-window';
import { type AmountValues, amountOf, amountSchema } from './model/amount-step-model';
import { feeOverBalanceMessage } from './model/amount-with-fee';
import { useNewPaymentStore } from './model/new-payment-store';
import { dateInZone, isPaymentDayDisabled } from './model/payment-days';
import { useDraftNow, useDraftValue } from './use-draft-owner';

/**
 * Step 3's logic: the bank accounts holding the recipient's currency, the balance and the bank's fee the
 * amount must fit in, the days a payment can go on; `submit` saves the amount to the draft and calls `onSaved`.
 */
export function useAmountStep(onSaved: () => void) {
  const account = useCurrentAccountRef();
  const allBankAccounts = useCurrentBankAccounts();
  const currency = useDraftValue((draft) => draft.recipientCurrency ?? '');
  const recipientRef = useDraftValue((draft) => draft.recipientRef ?? '');
  // What the step was left with, for the form's first values: the form holds them from there on.
  const draft = useDraftNow();
  const bankAccounts = useMemo(
    () => allBankAccounts.filter((b) => b.currencies.some((c) => c.code === currency)),
    [allBankAccounts, currency],
  );

  // The rules depend on the balance and the window, known only after the form mounts.
  const schemaRef = useRef(amountSchema(currency, null, '0', () => false));
  const queryClient = useQueryClient();
  const form = useForm<AmountValues>({
    defaultValues: {
      bankAccountRef:
        draft.bankAccountRef && bankAccounts.some((b) => b.ref === draft.bankAccountRef)
          ? draft.bankAccountRef
          : (bankAccounts[0]?.ref ?? ''),
      amount: draft.amount,
      executionDate: draft.executionDate,
    },
    resolver: (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
  });
  const { control, handleSubmit, setValue, setError } = form;
  const bankAccountRef = useWatch({ control, name: 'bankAccountRef' });

  useEffect(() => {
    if (!bankAccountRef && bankAccounts[0]) setValue('bankAccountRef', bankAccounts[0].ref);
  }, [bankAccountRef, bankAccounts, setValue]);

  const balances = useBalancesQuery(account, bankAccountRef);
  const balance = balances.data?.find((b) => b.currency === currency);
  // The bank's fee for this recipient, asked before an amount is typed (the review asks again with it).
  const feeParams = {
    account,
    bankAccount: bankAccountRef,
    recipientRef,
    currency,
  };
  const feeQuote = usePaymentFeeQuery(feeParams);
  const fee = feeQuote.data?.fee ?? null;

  /**
   * With a tariff that depends on the amount, the fee known before typing is not this amount's: ask the bank
   * for it and check the total again. The problem to show under the amount, or null.
   */
  const amountFeeProblem = async (amount: string): Promise<string | null> => {
    if (!feeQuote.data?.depends_on_amount) return null;
    try {
      const quote = await queryClient.fetchQuery(paymentFeeQueryOptions({ ...feeParams, amount }));
      return feeOverBalanceMessage(amount, quote.fee, balance?.available ?? null, currency);
    } catch (error) {
      return getFieldErrors(error).amount ?? getErrorText(error);
    }
  };
  const timeWindow = usePaymentTimeWindowQuery();
  const today = useCheckTimeWindowQuery(account, bankAccountRef, null);

  const isDayDisabled = useMemo(() => {
    const window = timeWindow.data;
    const check = today.data;
    if (!window || !check) return () => false;
    const rules = {
      window,
      today: dateInZone(check.server_time, window.timezone),
      todayClosed: !check.within_window,
    };
    return (date: string) => isPaymentDayDisabled(date, rules);
  }, [timeWindow.data, today.data]);

  schemaRef.current = amountSchema(currency, balance?.available ?? null, fee ?? '0', isDayDisabled);

  const submit = handleSubmit(async (values) => {
    const saved = amountOf(values, currency);
    const problem = await amountFeeProblem(saved.amount);
    if (problem) {
      setError('amount', { type: 'bank', message: problem });
      return;
    }
    useNewPaymentStore.getState().setAmount(saved);
    onSaved();
  });

  return {
    form,
    currency,
    bankAccounts,
    bankAccountRef,
    balances,
    balance,
    feeQuote,
    fee,
    today: today.data,
    isDayDisabled,
    submit,
  };
}
