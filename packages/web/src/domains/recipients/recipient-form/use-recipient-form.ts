import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useForm } from '../../../lib/use-form';
import type { Company } from './company-lookup';
import { CHECKED_FIELDS } from './payee-check-flow';
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
import { usePayeeCheck, type VerifyPayee } from './use-payee-check';

interface UseRecipientFormOptions {
  countries: ReadonlyArray<Country>;
  initialValues?: RecipientFormValues;
  onSubmit: (input: RecipientInput) => void;
  /** The server's field errors, already keyed by form field (mapRecipientFieldErrors). */
  serverErrors?: Partial<Record<keyof RecipientFormValues, string>>;
  /** Asks the payee's bank before saving (Confirmation / Verification of Payee). */
  verifyPayee?: VerifyPayee;
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
  verifyPayee,
}: UseRecipientFormOptions) {
  const schema = useMemo(() => buildRecipientSchema(countries), [countries]);
  const form = useForm<RecipientFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues ?? emptyRecipientValues,
  });
  const { control, setValue, getValues, setError, watch, setFocus } = form;
  const saved = useMemo(
    () => (initialValues ? toRecipientInput(initialValues, countries) : undefined),
    [initialValues, countries],
  );
  const payeeCheck = usePayeeCheck({ verifyPayee, saved, onSubmit });
  const resetPayeeCheck = payeeCheck.reset;

  // A saved recipient shows its stored check (the panel): the form's answer was about the values before.
  useEffect(() => {
    if (saved) resetPayeeCheck();
  }, [saved, resetPayeeCheck]);

  // An answer describes the name and bank details it was given: changing them asks again on save.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && CHECKED_FIELDS.has(name)) resetPayeeCheck();
    });
    return () => subscription.unsubscribe();
  }, [watch, resetPayeeCheck]);

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
    payeeCheck,
    /** "Use <name held>": the form shows the name (and type) the payee's bank holds, and saves it. */
    chooseHeldName: () => {
      const input = payeeCheck.takeHeldName();
      if (!input) return;
      setValue('name', input.name);
      setValue('type', input.type);
    },
    /** Back to the fields after an answer, to correct them. */
    editDetails: () => {
      payeeCheck.reset();
      setFocus('name');
    },
    submit: form.handleSubmit((values) => payeeCheck.submit(toRecipientInput(values, countries))),
  };
}
