import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useForm } from '../../lib/use-form';
import type { Company } from './company-lookup';
import { currencyAfterCountryChange, fillFromCompany } from './recipient-form-choices';
import {
  buildRecipientSchema,
  type Country,
  emptyRecipientValues,
  type RecipientFormValues,
  type RecipientInput,
  schemeFor,
  toRecipientInput,
} from './recipient-form-model';

interface UseRecipientFormOptions {
  countries: ReadonlyArray<Country>;
  initialValues?: RecipientFormValues;
  onSubmit: (input: RecipientInput) => void;
  /** The server's field errors, already keyed by form field (mapRecipientFieldErrors). */
  serverErrors?: Partial<Record<keyof RecipientFormValues, string>>;
}

/**
 * The recipient form's state: validated against the bank's countries, the server's field errors shown under
 * their fields, the bank detail scheme following country and currency, and what a picked company fills in.
 */
export function useRecipientForm({
  countries,
  initialValues,
  onSubmit,
  serverErrors,
}: UseRecipientFormOptions) {
  const schema = useMemo(() => buildRecipientSchema(countries), [countries]);
  const form = useForm<RecipientFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues ?? emptyRecipientValues,
  });
  const { control, setValue, getValues, setError } = form;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (message) setError(field as keyof RecipientFormValues, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  const [type, countryCode, currency] = useWatch({ control, name: ['type', 'country', 'currency'] });
  const scheme = schemeFor(
    countries.find((c) => c.code === countryCode),
    currency,
  );

  const pickCompany = (company: Company) => {
    const fill = fillFromCompany(company, getValues(), countries);
    for (const [field, value] of Object.entries(fill)) {
      setValue(field as keyof typeof fill, value, { shouldValidate: false });
    }
  };

  const changeCountry = (code: string, previousCode: string) => {
    const next = currencyAfterCountryChange(countries, code, previousCode, getValues('currency'));
    if (next) setValue('currency', next);
  };

  return {
    control,
    register: form.register,
    errors: form.formState.errors,
    type,
    scheme,
    pickCompany,
    changeCountry,
    submit: form.handleSubmit((values) => onSubmit(toRecipientInput(values, countries))),
  };
}
