import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { CountryFlag, CurrencyFlag } from '../../../components/ui/currency-flag/currency-flag';
import { FormSelectField } from '../../../components/ui/form-select-field';
import { countryChoices, currencyChoices } from './recipient-form-choices';
import type { Country, RecipientFormValues } from './recipient-form-model';

/** Country and currency side by side, each option with its flag. */
export function CountryCurrencyFields({
  control,
  countries,
  countriesLoading,
  onCountryChange,
}: {
  control: Control<RecipientFormValues>;
  countries: ReadonlyArray<Country>;
  countriesLoading?: boolean;
  onCountryChange: (code: string, previousCode: string) => void;
}) {
  const { t } = useLingui();
  const countryOptions = useMemo(() => countryChoices(countries), [countries]);
  const currencyOptions = useMemo(() => currencyChoices(countries), [countries]);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormSelectField
        control={control}
        name="country"
        label={t`Country`}
        required
        loading={countriesLoading}
        options={countryOptions}
        afterChange={onCountryChange}
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
        label={t`Currency`}
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
  );
}
