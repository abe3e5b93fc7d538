import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useForm } from '../../lib/use-form';
import { Button } from '../ui/button';
import { CountryFlag, CurrencyFlag } from '../ui/currency-flag/currency-flag';
import { FormSelectField } from '../ui/form-select-field';
import { RadioGroup } from '../ui/radio-group';
import { TextInput } from '../ui/text-input';
import { type Company, CompanyLookup } from './company-lookup';
import {
  BANK_FIELDS,
  buildRecipientSchema,
  type Country,
  emptyRecipientValues,
  type RecipientFormValues,
  type RecipientInput,
  schemeFor,
  toRecipientInput,
} from './recipient-form-model';

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

const BANK_LABELS: Record<string, { label: string; info?: string; autoComplete?: string }> = {
  iban: { label: 'IBAN', info: 'For example DE89 3704 0044 0532 0130 00' },
  bic: { label: 'BIC', info: '8 or 11 characters, for example DEUTDEFF' },
  sort_code: { label: 'Sort code', info: 'Six digits, for example 60-16-13' },
  routing_number: { label: 'ABA routing number', info: 'Nine digits' },
  account_number: { label: 'Account number' },
};

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
  const schema = useMemo(() => buildRecipientSchema(countries), [countries]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<RecipientFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues ?? emptyRecipientValues,
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (message) setError(field as keyof RecipientFormValues, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  const [type, countryCode, currency] = useWatch({ control, name: ['type', 'country', 'currency'] });
  const country = countries.find((c) => c.code === countryCode);
  const scheme = schemeFor(country, currency);

  const countryOptions = useMemo(() => countries.map((c) => ({ label: c.name, value: c.code })), [countries]);
  const currencyOptions = useMemo(() => {
    const codes = [...new Set(countries.map((c) => c.currency))].sort();
    return codes.map((code) => ({ label: code, value: code }));
  }, [countries]);

  const pickCompany = (company: Company) => {
    setValue('legal_name', company.name, { shouldValidate: false });
    setValue('registration_number', company.registration_number, { shouldValidate: false });
    if (!getValues('name').trim()) setValue('name', company.name);
    if (!getValues('country') && countries.some((c) => c.code === company.country)) {
      setValue('country', company.country);
      const match = countries.find((c) => c.code === company.country);
      if (match && !getValues('currency')) setValue('currency', match.currency);
    }
  };

  return (
    <form
      noValidate
      aria-label={formLabel}
      onSubmit={handleSubmit((values) => onSubmit(toRecipientInput(values, countries)))}
    >
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
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormSelectField
            control={control}
            name="country"
            label="Country"
            required
            loading={countriesLoading}
            options={countryOptions}
            afterChange={(code, previousCode) => {
              const previous = countries.find((c) => c.code === previousCode);
              const next = countries.find((c) => c.code === code);
              const current = getValues('currency');
              // Follow the country's currency unless the user chose another one on purpose.
              if (next && (!current || current === previous?.currency)) setValue('currency', next.currency);
            }}
            formatOptionLabel={(option) => (
              <HStack gap="2">
                <CountryFlag country={option.value} decorative size={20} />
                <Text as="span">{option.label}</Text>
              </HStack>
            )}
          />
          <FormSelectField
            control={control}
            name="currency"
            label="Currency"
            required
            options={currencyOptions}
            formatOptionLabel={(option) => (
              <HStack gap="2">
                <CurrencyFlag currency={option.value} decorative size={20} />
                <Text as="span">{option.label}</Text>
              </HStack>
            )}
          />
        </SimpleGrid>
        {scheme ? (
          <Stack gap="4" as="fieldset">
            <Text as="legend" fontWeight="semibold">
              Bank details
            </Text>
            {BANK_FIELDS[scheme].map((name) => {
              const meta = BANK_LABELS[name] ?? { label: name };
              return (
                <TextInput
                  key={`${scheme}-${name}`}
                  label={meta.label}
                  required
                  autoComplete="off"
                  spellCheck={false}
                  extraInfo={meta.info}
                  error={errors[name]?.message}
                  {...register(name)}
                />
              );
            })}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Choose a country to enter the bank details.
          </Text>
        )}
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
