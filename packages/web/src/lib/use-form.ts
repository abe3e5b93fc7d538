import { useEffect } from 'react';
import {
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm as useHookForm,
} from 'react-hook-form';

/**
 * react-hook-form's useForm with the portal's rule that an error describes the value it was given: when a
 * field's value changes, by typing or by the form itself (setValue: a country choosing the currency), its
 * error goes. After a submit the field is checked again on change (reValidateMode), so a still-wrong value
 * gets its new message at once. Every form uses this one (biome forbids importing useForm directly).
 */
export function useForm<
  TValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformed = TValues,
>(props?: UseFormProps<TValues, TContext, TTransformed>): UseFormReturn<TValues, TContext, TTransformed> {
  const form = useHookForm<TValues, TContext, TTransformed>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...props,
  });
  const { watch, getFieldState, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && getFieldState(name).error) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);
  return form;
}
