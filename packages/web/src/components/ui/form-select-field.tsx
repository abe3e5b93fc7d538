import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'errorMessage'
> & {
  control: Control<T>;
  /** A string field of the form ('' for none). */
  name: FieldPathByValue<T, string>;
  /** After the field took the choice: what follows from it (another field, a reset). */
  afterChange?: (value: string, previous: string) => void;
};

/**
 * A select bound to a react-hook-form field: its value ('' when cleared), touch and error message, so a
 * form does not wire a Controller by hand for each select.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  afterChange,
  ...props
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value: string = field.value ?? '';
  return (
    <SelectField
      {...props}
      name={field.name}
      value={value}
      onBlur={field.onBlur}
      onChange={(next) => {
        field.onChange(next ?? '');
        afterChange?.(next ?? '', value);
      }}
      error={Boolean(fieldState.error)}
      errorMessage={fieldState.error?.message}
    />
  );
}
