import { Stack, Text } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextInput } from '../../../components/ui/text-input';
import { BANK_FIELDS, type BankDetailsScheme, type RecipientFormValues } from './recipient-form-model';

const BANK_LABELS: Record<string, { label: string; info?: string; autoComplete?: string }> = {
  iban: { label: 'IBAN', info: 'For example DE89 3704 0044 0532 0130 00' },
  bic: { label: 'BIC', info: '8 or 11 characters, for example DEUTDEFF' },
  sort_code: { label: 'Sort code', info: 'Six digits, for example 60-16-13' },
  routing_number: { label: 'ABA routing number', info: 'Nine digits' },
  account_number: { label: 'Account number' },
};

/** The bank detail fields of the scheme the country and currency call for, or a hint to choose a country. */
export function BankDetailsFields({
  scheme,
  register,
  errors,
}: {
  scheme: BankDetailsScheme | null;
  register: UseFormRegister<RecipientFormValues>;
  errors: FieldErrors<RecipientFormValues>;
}) {
  if (!scheme) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Choose a country to enter the bank details.
      </Text>
    );
  }
  return (
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
  );
}
