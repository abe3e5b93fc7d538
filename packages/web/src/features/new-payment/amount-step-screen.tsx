import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { AmountInput } from '../../components/ui/amount-input';
import { Button } from '../../components/ui/button';
import { CurrencyFlag } from '../../components/ui/currency-flag/currency-flag';
import { DateField } from '../../components/ui/date-field';
import { FormSelectField } from '../../components/ui/form-select-field';
import { formatAmount } from '../../lib/format-amount';
import { amountLimitText, emptyDateText } from './model/amount-step-model';
import { STEP_HREF } from './step-links';
import { useAmountStep } from './use-amount-step';

/** Step 3: the account to pay from, the amount (decimal string), and an optional future date. */
export function AmountStepScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const step = useAmountStep(() => navigate(STEP_HREF.review));
  const { form, currency, bankAccounts, balances, balance, feeQuote, fee } = step;
  const errors = form.formState.errors;
  const available = balance ? formatAmount(balance.available, currency, { withCode: true }) : '';
  const emptyDate = emptyDateText(step.today);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Amount</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Step 3 of 4: how much to send.</Trans>
        </Text>
      </Stack>
      {bankAccounts.length === 0 ? (
        <AlertBanner type="warning" title={t`No account holds ${currency}`}>
          {t`None of your bank accounts holds ${currency}, the recipient's currency. Choose another recipient.`}
        </AlertBanner>
      ) : null}
      {balances.isError ? <AlertBanner type="error">{getErrorText(balances.error)}</AlertBanner> : null}
      {feeQuote.isError ? (
        <AlertBanner type="error" title={t`The fee could not be checked`}>
          {getErrorText(feeQuote.error)}
        </AlertBanner>
      ) : null}
      <form noValidate aria-label={t`Amount`} onSubmit={step.submit}>
        <Stack gap="4">
          <FormSelectField
            control={form.control}
            name="bankAccountRef"
            label={t`Pay from`}
            required
            options={bankAccounts.map((b) => ({ label: `${b.name} (${currency})`, value: b.ref }))}
          />
          <HStack gap="2" aria-live="polite">
            <CurrencyFlag currency={currency} decorative size={20} />
            <Text data-testid="available-balance">
              {balance
                ? t`Available balance: ${available}`
                : balances.isPending && step.bankAccountRef
                  ? t`Loading the balance...`
                  : ''}
            </Text>
          </HStack>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                label={t`Amount`}
                required
                currency={currency}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.amount?.message}
                extraInfo={amountLimitText(fee, currency, feeQuote.isError)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="executionDate"
            render={({ field }) => (
              <DateField
                label={t`Payment date`}
                value={field.value}
                name={field.name}
                onChange={(value) => field.onChange(value)}
                disabledDate={step.isDayDisabled}
                clearable
                error={errors.executionDate?.message}
                extraInfo={t`Optional. ${emptyDate} Weekends and bank holidays are not available.`}
              />
            )}
          />
          <HStack justify="space-between">
            <Button variant="outline" onClick={() => navigate(STEP_HREF.reason)}>
              <Trans>Back</Trans>
            </Button>
            {/* The fee decides what fits in the balance: continue once the bank has said what it is. */}
            <Button type="submit" disabled={bankAccounts.length === 0 || fee === null}>
              <Trans>Continue</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
