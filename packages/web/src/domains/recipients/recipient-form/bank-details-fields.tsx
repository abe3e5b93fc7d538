import { Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextInput } from '../../../components/ui/text-input';
import { BANK_FIELDS, type BankDetailsScheme, type RecipientFormValues } from './recipient-form-model';

const BANK_LABELS: Record<string, { label: MessageDescriptor; info?: MessageDescriptor }> = {
  iban: { label: msg`IBAN`, info: msg`For example DE89 3704 0044 0532 0130 00` },
  bic: { label: msg`BIC`, info: msg`8 or 11 characters, for example DEUTDEFF` },
  sort_code: { label: msg`Sort code`, info: msg`Six digits, for example 60-16-13` },
  routing_number: { label: msg`ABA routing number`, info: msg`Nine digits` },
  account_number: { label: msg`Account number` },
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
  const { i18n } = useLingui();
  if (!scheme) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>Choose a country to enter the bank details.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="4" as="fieldset">
      <Text as="legend" fontWeight="semibold">
        <Trans>Bank details</Trans>
      </Text>
      {BANK_FIELDS[scheme].map((name) => {
        const meta = BANK_LABELS[name];
        return (
          <TextInput
            key={`${scheme}-${name}`}
            label={meta ? i18n._(meta.label) : name}
            required
            autoComplete="off"
            spellCheck={false}
            extraInfo={meta?.info ? i18n._(meta.info) : undefined}
            error={errors[name]?.message}
            {...register(name)}
          />
        );
      })}
    </Stack>
  );
}
