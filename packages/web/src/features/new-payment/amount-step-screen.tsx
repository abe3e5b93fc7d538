import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AlertBanner } from '../../components/ui/alert-banner';
import { AmountInput } from '../../components/ui/amount-input';
import { Button } from '../../components/ui/button';
import { CurrencyFlag } from '../../components/ui/currency-flag/currency-flag';
import { DateField } from '../../components/ui/date-field';
import { FormSelectField } from '../../components/ui/form-select-field';
import { useBalancesQuery } from '../../lib/api/balances';
import { normaliseAmount, validateAmount } from '../../lib/bank-validators';
import { compareDecimal } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import { useForm } from '../../lib/use-form';
import { useSessionStore } from '../../stores/session-store';
import { useCheckTimeWindowQuery } from './api/check-time-window';
import { paymentFeeQuery, usePaymentFeeQuery } from './api/payment-fee';
import { usePaymentTimeWindowQuery } from './api/payment-time-window';
import { feeOverBalanceMessage } from './model/amount-with-fee';
import { useNewPaymentStore } from './model/new-payment-store';
import { dateInZone, isPaymentDayDisabled } from './model/payment-days';
import { STEP_HREF } from './step-links';
import { useDraft } from './use-draft-owner';

interface Values {
  bankAccountRef: string;
  amount: string;
  executionDate: string | null;
}

function buildSchema(
  currency: string,
  available: string | null,
  fee: string,
  isDayDisabled: (d: string) => boolean,
) {
  return z
    .object({ bankAccountRef: z.string(), amount: z.string(), executionDate: z.string().nullable() })
    .superRefine((v, ctx) => {
      if (!v.bankAccountRef)
        ctx.addIssue({
          code: 'custom',
          path: ['bankAccountRef'],
          message: 'Choose the account to pay from.',
        });
      const problem =
        validateAmount(v.amount, currency, { available }) ??
        feeOverBalanceMessage(v.amount, fee, available, currency);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      if (v.executionDate && isDayDisabled(v.executionDate))
        ctx.addIssue({
          code: 'custom',
          path: ['executionDate'],
          message: 'Payments go on business days inside the payment window. Choose another day.',
        });
    });
}

/** Step 3: the account to pay from, the amount (decimal string), and an optional future date. */
export function AmountStepScreen() {
  const navigate = useNavigate();
  const account = useSessionStore((s) => s.currentAccountRef);
  const userData = useSessionStore((s) => s.userData);
  const draft = useDraft();
  const setAmount = useNewPaymentStore((s) => s.setAmount);
  const currency = draft.recipientCurrency ?? '';

  const bankAccounts = useMemo(
    () =>
      (userData.organization_accounts?.find((o) => o.ref === account)?.bank_accounts ?? []).filter((b) =>
        b.currencies.some((c) => c.code === currency),
      ),
    [userData, account, currency],
  );

  // The rules depend on the balance and the window, known only after the form mounts.
  const schemaRef = useRef(buildSchema(currency, null, '0', () => false));
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue, setError, formState } = useForm<Values>({
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
    recipientRef: draft.recipientRef ?? '',
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
      const quote = await queryClient.fetchQuery(paymentFeeQuery({ ...feeParams, amount }));
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

  schemaRef.current = buildSchema(currency, balance?.available ?? null, fee ?? '0', isDayDisabled);
  const feeText =
    fee === null
      ? `Up to the available balance less the fee${feeQuote.isError ? '' : ' (checking it...)'}.`
      : compareDecimal(fee, '0') === 0
        ? 'Up to the available balance.'
        : `Up to the available balance less the fee of ${formatAmount(fee, currency, { withCode: true })}.`;
  const errors = formState.errors;

  const save = (values: Values) =>
    setAmount({
      bankAccountRef: values.bankAccountRef,
      currency,
      amount: normaliseAmount(values.amount),
      executionDate: values.executionDate || null,
    });

  const todayText = today.data
    ? today.data.within_window
      ? 'Leave empty to pay today.'
      : `Today's payment window has closed: leave empty to pay at the next opening (${today.data.execution_date}).`
    : 'Leave empty to pay today.';

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Amount
        </Heading>
        <Text color="fg.muted">Step 3 of 4: how much to send.</Text>
      </Stack>
      {bankAccounts.length === 0 ? (
        <AlertBanner type="warning" title={`No account holds ${currency}`}>
          {`None of your bank accounts holds ${currency}, the recipient's currency. Choose another recipient.`}
        </AlertBanner>
      ) : null}
      {balances.isError ? <AlertBanner type="error">{getErrorText(balances.error)}</AlertBanner> : null}
      {feeQuote.isError ? (
        <AlertBanner type="error" title="The fee could not be checked">
          {getErrorText(feeQuote.error)}
        </AlertBanner>
      ) : null}
      <form
        noValidate
        aria-label="Amount"
        onSubmit={handleSubmit(async (values) => {
          const problem = await amountFeeProblem(normaliseAmount(values.amount));
          if (problem) {
            setError('amount', { type: 'bank', message: problem });
            return;
          }
          save(values);
          navigate(STEP_HREF.review);
        })}
      >
        <Stack gap="4">
          <FormSelectField
            control={control}
            name="bankAccountRef"
            label="Pay from"
            required
            options={bankAccounts.map((b) => ({ label: `${b.name} (${currency})`, value: b.ref }))}
          />
          <HStack gap="2" aria-live="polite">
            <CurrencyFlag currency={currency} decorative size={20} />
            <Text data-testid="available-balance">
              {balance
                ? `Available balance: ${formatAmount(balance.available, currency, { withCode: true })}`
                : balances.isPending && bankAccountRef
                  ? 'Loading the balance...'
                  : ''}
            </Text>
          </HStack>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                label="Amount"
                required
                currency={currency}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.amount?.message}
                extraInfo={feeText}
              />
            )}
          />
          <Controller
            control={control}
            name="executionDate"
            render={({ field }) => (
              <DateField
                label="Payment date"
                value={field.value}
                name={field.name}
                onChange={(value) => field.onChange(value)}
                disabledDate={isDayDisabled}
                clearable
                error={errors.executionDate?.message}
                extraInfo={`Optional. ${todayText} Weekends and bank holidays are not available.`}
              />
            )}
          />
          <HStack justify="space-between">
            <Button variant="outline" onClick={() => navigate(STEP_HREF.reason)}>
              Back
            </Button>
            {/* The fee decides what fits in the balance: continue once the bank has said what it is. */}
            <Button type="submit" disabled={bankAccounts.length === 0 || fee === null}>
              Continue
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
