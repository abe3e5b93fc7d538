import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { Button } from '../ui/button';
import { RadioGroup } from '../ui/radio-group';
import { TextInput } from '../ui/text-input';
import { BankDetailsFields } from './bank-details-fields';
import { type Company, CompanyLookup } from './company-lookup';
import { CountryCurrencyFields } from './country-currency-fields';
import type { Country, RecipientFormValues, RecipientInput } from './recipient-form-model';
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
}

const TYPE_OPTIONS = [
  { label: 'Business', value: 'business' as const },
  { label: 'Individual', value: 'individual' as const },
];

/** Create or edit a recipient: the bank detail fields follow the country and currency. */
export function RecipientForm({
  countries,
  countriesLoading,
  initialValues,
  searchCompanies,
  onSubmit,
  submitting,
  serverErrors,
  submitText = 'Save recipient',
  onCancel,
  formLabel = 'Recipient',
}: RecipientFormProps) {
  const { control, register, errors, type, scheme, pickCompany, changeCountry, submit } = useRecipientForm({
    countries,
    initialValues,
    onSubmit,
    serverErrors,
  });

  return (
    <form noValidate aria-label={formLabel} onSubmit={submit}>
      <Stack gap="4">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              label="Type"
              required
              orientation="horizontal"
              options={TYPE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
        {type === 'business' && searchCompanies ? (
          <CompanyLookup search={searchCompanies} onPick={pickCompany} />
        ) : null}
        <TextInput label="Name" required maxLength={140} error={errors.name?.message} {...register('name')} />
        {type === 'business' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextInput label="Legal name" error={errors.legal_name?.message} {...register('legal_name')} />
            <TextInput
              label="Registration number"
              error={errors.registration_number?.message}
              {...register('registration_number')}
            />
          </SimpleGrid>
        ) : null}
        <TextInput
          label="Email"
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
        <HStack gap="3" justify="flex-end" wrap="wrap">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {submitText}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
