import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { StickyActions } from '../../../components/ui/sticky-actions';
import { TextInput } from '../../../components/ui/text-input';
import { BankDetailsFields } from './bank-details-fields';
import { type Company, CompanyLookup } from './company-lookup';
import { CountryCurrencyFields } from './country-currency-fields';
import { PayeeCheckAnswer } from './payee-check-answer';
import type { Country, RecipientFormValues, RecipientInput } from './recipient-form-model';
import type { VerifyPayee } from './use-payee-check';
import { useRecipientForm } from './use-recipient-form';

export interface RecipientFormProps {
  countries: ReadonlyArray<Country>;
  countriesLoading?: boolean;
  initialValues?: RecipientFormValues;
  /** Company lookup for business recipients. */
  searchCompanies?: (term: string) => Promise<Company[]>;
  onSubmit: (input: RecipientInput) => void;
  submitting?: boolean;
  /** The server's field errors, already keyed by form field (mapRecipientFieldErrors). */
  serverErrors?: Partial<Record<keyof RecipientFormValues, string>>;
  submitText?: string;
  onCancel?: () => void;
  /** Accessible name of the form. */
  formLabel?: string;
  /** Asks the payee's bank whether the name is the one on the account before saving. */
  verifyPayee?: VerifyPayee;
  /** Moves focus to the first field once drawn (a dialog that drew the form after placing its focus). */
  focusFirstField?: boolean;
}

/** Create or edit a recipient: the bank detail fields follow the country and currency. */
export function RecipientForm({
  countries,
  countriesLoading,
  initialValues,
  searchCompanies,
  onSubmit,
  submitting,
  serverErrors,
  submitText: submitTextGiven,
  onCancel,
  formLabel: formLabelGiven,
  verifyPayee,
  focusFirstField,
}: RecipientFormProps) {
  const { t } = useLingui();
  const submitText = submitTextGiven ?? t`Save recipient`;
  const formLabel = formLabelGiven ?? t`Recipient`;
  const typeOptions = [
    { label: t`Business`, value: 'business' as const },
    { label: t`Individual`, value: 'individual' as const },
  ];
  const form = useRecipientForm({ countries, initialValues, onSubmit, serverErrors, verifyPayee });
  const { control, register, errors, type, scheme, pickCompany, changeCountry, submit, payeeCheck } = form;
  // While the user decides about the bank's answer, its choices replace the save button.
  const deciding = payeeCheck.state.name === 'decide' || payeeCheck.state.name === 'check-failed';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const shown = formRef.current;
    // The first field is the type's chosen option; focus the user already moved into the form stays.
    if (focusFirstField && shown && !shown.contains(document.activeElement))
      shown.querySelector<HTMLInputElement>('input[name="type"]:checked')?.focus();
  }, [focusFirstField]);

  return (
    <form ref={formRef} noValidate aria-label={formLabel} onSubmit={submit}>
      <Stack gap="4">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              label={t`Type`}
              required
              orientation="horizontal"
              options={typeOptions}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
        {type === 'business' && searchCompanies ? (
          <CompanyLookup search={searchCompanies} onPick={pickCompany} />
        ) : null}
        <TextInput
          label={t`Name`}
          required
          maxLength={140}
          error={errors.name?.message}
          {...register('name')}
        />
        {type === 'business' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextInput label={t`Legal name`} error={errors.legal_name?.message} {...register('legal_name')} />
            <TextInput
              label={t`Registration number`}
              error={errors.registration_number?.message}
              {...register('registration_number')}
            />
          </SimpleGrid>
        ) : null}
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <CountryCurrencyFields
          control={control}
          countries={countries}
          countriesLoading={countriesLoading}
          onCountryChange={changeCountry}
        />
        <BankDetailsFields scheme={scheme} register={register} errors={errors} />
        <PayeeCheckAnswer
          state={payeeCheck.state}
          submitText={submitText}
          editing={initialValues !== undefined}
          submitting={submitting}
          onUseHeldName={form.chooseHeldName}
          onProceed={payeeCheck.proceed}
          onEditDetails={form.editDetails}
        />
        <StickyActions>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          {deciding ? null : (
            <Button type="submit" loading={submitting || payeeCheck.checking}>
              {submitText}
            </Button>
          )}
        </StickyActions>
      </Stack>
    </form>
  );
}
