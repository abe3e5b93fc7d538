import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useWatch } from 'react-hook-form';
import { DialogActions } from '../../components/dialog-actions';
import { AmountInput } from '../../components/ui/amount-input';
import { DateField } from '../../components/ui/date-field';
import { FormSelectField } from '../../components/ui/form-select-field';
import { Modal } from '../../components/ui/modal';
import { RadioGroup } from '../../components/ui/radio-group';
import { SelectField } from '../../components/ui/select-field';
import { TextInput } from '../../components/ui/text-input';
import { usePaymentReferencesQuery } from '../../domains/payments/payment-references';
import { needsMismatchConfirmation } from '../../domains/recipients/payee-verification';
import { PayeeMismatchConfirmation } from '../../domains/recipients/payee-verification/payee-mismatch-confirmation';
import { PayeeVerificationNote } from '../../domains/recipients/payee-verification/payee-verification-note';
import { useRecipientSearch } from '../../domains/recipients/recipient-search';
import { TwoFactorCodeDialog } from '../../domains/security/two-factor-code-dialog';
import { useCurrentBankAccounts } from '../../domains/session/current-account';
import { formatAmount } from '../../lib/format-amount';
import type { StandingOrder } from './api/standing-orders';
import { frequencyText } from './model/schedule-text';
import { DAY_OPTIONS, endOptions, frequencyOptions, scheduleOf } from './model/standing-order-form';
import { useStandingOrderForm } from './use-standing-order-form';

export interface StandingOrderFormDialogProps {
  account: string;
  /** Present to change the future payments of this standing order (its account and recipient stay). */
  editing?: StandingOrder;
  onClose: () => void;
  onDone: (so: StandingOrder) => void;
}

/** Sets up a standing order, or changes one's future payments: react-hook-form, errors under the fields. */
export function StandingOrderFormDialog({ account, editing, onClose, onDone }: StandingOrderFormDialogProps) {
  const { t } = useLingui();
  const bankAccounts = useCurrentBankAccounts();
  const references = usePaymentReferencesQuery();
  const { recipients, setSearch, searchedFor } = useRecipientSearch(account);
  const f = useStandingOrderForm({
    account,
    defaultBankAccount: bankAccounts[0]?.ref ?? '',
    editing,
    onDone,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = f.form;
  const values = useWatch({ control });
  const currency = values.currency ?? '';
  const bankAccount = bankAccounts.find((b) => b.ref === values.bank_account);
  const payable = new Set(bankAccount?.currencies.map((c) => c.code) ?? []);
  const recipientOptions = (recipients.data?.data ?? [])
    .filter((r) => payable.has(r.currency))
    .map((r) => ({ label: `${r.name} (${r.currency})`, value: r.ref }));
  const title = editing ? t`Change future payments` : t`Set up a standing order`;
  const recipientName = recipients.data?.data.find((r) => r.ref === values.recipient_ref)?.name ?? '';
  const scheduleSummary =
    values.frequency && (values.frequency === 'weekly' || values.day_of_month) && values.start_date
      ? frequencyText(scheduleOf({ ...f.form.getValues() }))
      : null;
  const editingName = editing?.recipient_name ?? '';
  const codeAmount = f.codeStep
    ? formatAmount(f.codeStep.values.amount, f.codeStep.values.currency, { withCode: true })
    : '';
  const close = () => {
    if (!f.pending) onClose();
  };

  return (
    <>
      <Modal open onClose={close} type="other" title={title} hideFooter>
        <form noValidate aria-label={title} onSubmit={f.submit}>
          <Stack gap="4" pb="2">
            {editing ? (
              <Text color="fg.muted">{t`Payments to ${editingName} already made stay as they are.`}</Text>
            ) : null}
            <FormSelectField
              control={control}
              name="bank_account"
              label={t`Pay from`}
              required
              disabled={Boolean(editing)}
              options={bankAccounts.map((b) => ({ label: b.name, value: b.ref }))}
              afterChange={() => {
                setValue('recipient_ref', '');
                setValue('currency', '');
              }}
              menuPortal
            />
            <Controller
              control={control}
              name="recipient_ref"
              render={({ field, fieldState }) => (
                <SelectField
                  label={t`Recipient`}
                  required
                  disabled={Boolean(editing)}
                  name={field.name}
                  loading={recipients.isFetching}
                  options={recipientOptions}
                  onSearchChange={setSearch}
                  searchedFor={searchedFor}
                  selectedOption={
                    editing
                      ? {
                          label: `${editing.recipient_name} (${editing.currency})`,
                          value: editing.recipient_ref,
                        }
                      : undefined
                  }
                  value={field.value || null}
                  onBlur={field.onBlur}
                  onChange={(ref) => {
                    field.onChange(ref ?? '');
                    const chosen = recipients.data?.data.find((r) => r.ref === ref);
                    setValue('currency', chosen?.currency ?? '');
                    f.choosePayee(chosen?.verification);
                  }}
                  error={Boolean(fieldState.error)}
                  errorMessage={fieldState.error?.message}
                  extraInfo={
                    editing
                      ? undefined
                      : t`Type to search by name. Only recipients in a currency of this account are listed.`
                  }
                  menuPortal
                />
              )}
            />
            {f.payeeVerification && !editing ? (
              <PayeeVerificationNote verification={f.payeeVerification} showCheckedAt>
                {needsMismatchConfirmation(f.payeeVerification) ? (
                  <PayeeMismatchConfirmation
                    recipientName={recipientName}
                    checked={f.payeeConfirmed}
                    onCheckedChange={f.confirmPayee}
                  />
                ) : null}
              </PayeeVerificationNote>
            ) : null}
            <Controller
              control={control}
              name="amount"
              render={({ field }) => (
                <AmountInput
                  label={t`Amount of each payment`}
                  required
                  // Until a recipient decides it, no currency shows (two decimals are allowed meanwhile).
                  currency={currency || '---'}
                  showCurrency={currency !== ''}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.amount?.message}
                  extraInfo={currency ? undefined : t`The recipient decides the currency.`}
                />
              )}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormSelectField
                control={control}
                name="reason_code"
                label={t`Reason`}
                required
                loading={references.isPending}
                options={(references.data ?? []).map((r) => ({
                  label: `${r.label} (${r.code})`,
                  value: r.code,
                }))}
                menuPortal
              />
              <TextInput
                label={t`Reference`}
                required
                error={errors.reference?.message}
                {...register('reference')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="frequency"
              render={({ field }) => (
                <RadioGroup
                  label={t`How often`}
                  name={field.name}
                  orientation="horizontal"
                  options={frequencyOptions()}
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    if (next === 'weekly') setValue('day_of_month', '');
                  }}
                />
              )}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Controller
                control={control}
                name="start_date"
                render={({ field }) => (
                  <DateField
                    label={t`First payment on or after`}
                    required
                    name={field.name}
                    value={field.value}
                    onChange={(next) => field.onChange(next ?? '')}
                    error={errors.start_date?.message}
                  />
                )}
              />
              {values.frequency === 'weekly' ? null : (
                <FormSelectField
                  control={control}
                  name="day_of_month"
                  label={t`Day of the month`}
                  required
                  options={DAY_OPTIONS}
                  menuPortal
                />
              )}
            </SimpleGrid>
            {scheduleSummary ? (
              <Text color="fg.muted" data-testid="schedule-summary">
                <Trans>
                  {scheduleSummary}. A date on a weekend or bank holiday moves to the next business day.
                </Trans>
              </Text>
            ) : null}
            <Controller
              control={control}
              name="end_type"
              render={({ field }) => (
                <RadioGroup
                  label={t`Ends`}
                  name={field.name}
                  orientation="horizontal"
                  options={endOptions()}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {values.end_type === 'on_date' ? (
              <Controller
                control={control}
                name="end_date"
                render={({ field }) => (
                  <DateField
                    label={t`Last payment on or before`}
                    required
                    name={field.name}
                    value={field.value}
                    onChange={(next) => field.onChange(next ?? '')}
                    error={errors.end_date?.message}
                  />
                )}
              />
            ) : null}
            {values.end_type === 'after_count' ? (
              <TextInput
                label={t`Number of payments`}
                required
                inputMode="numeric"
                error={errors.end_count?.message}
                {...register('end_count')}
              />
            ) : null}
            <DialogActions
              failure={f.failure}
              pending={f.pending}
              onCancel={close}
              submitLabel={editing ? t`Save changes` : t`Set up standing order`}
              submitDisabled={f.needsPayeeConfirmation}
            />
          </Stack>
        </form>
      </Modal>
      <TwoFactorCodeDialog
        code={f.codeStep?.code}
        error={f.codeStep?.error}
        title={t`Authorize standing order`}
        okText={t`Authorize`}
        text={
          codeAmount
            ? t`Enter the code from your authenticator app to approve paying ${codeAmount} on each date of this standing order.`
            : ''
        }
        sending={f.pending}
        onCodeChange={f.setCode}
        onAuthorize={f.authorize}
        onClose={f.closeCode}
      />
    </>
  );
}
