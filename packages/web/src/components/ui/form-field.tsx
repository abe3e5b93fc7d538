import { Field } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export interface FormFieldIds {
  inputId: string;
  errorId: string;
  helperId: string;
}

/** Stable ids for a control, its error text and its helper text. */
export function useFormFieldIds(id?: string): FormFieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  return { inputId, errorId: `${inputId}-error`, helperId: `${inputId}-info` };
}

/** The aria-describedby value: the error when there is one, else the extra info. */
export function describedBy(ids: FormFieldIds, error?: string, extraInfo?: ReactNode): string | undefined {
  if (error) return ids.errorId;
  if (extraInfo) return ids.helperId;
  return undefined;
}

export interface FormFieldProps {
  ids: FormFieldIds;
  label?: ReactNode;
  required?: boolean;
  /** Error text shown under the field; the control should point at it with aria-describedby. */
  error?: string;
  /** Helper text under the field (hidden while an error shows). */
  extraInfo?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** Label (with a red asterisk when required), control, then error or extra info. */
export function FormField({ ids, label, required, error, extraInfo, disabled, children }: FormFieldProps) {
  return (
    <Field.Root
      id={ids.inputId}
      ids={{ errorText: ids.errorId, helperText: ids.helperId }}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      {label ? (
        <Field.Label fontWeight="medium" fontSize="sm">
          {label}
          <Field.RequiredIndicator color="danger.fg" data-testid="required-indicator" />
        </Field.Label>
      ) : null}
      {children}
      {error ? (
        <Field.ErrorText color="danger.fg" fontSize="sm">
          {error}
        </Field.ErrorText>
      ) : extraInfo ? (
        <Field.HelperText color="fg.muted" fontSize="sm">
          {extraInfo}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
