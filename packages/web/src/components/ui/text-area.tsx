import { Textarea, type TextareaProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { describedBy, FormField, useFormFieldIds } from './form-field';

export const TEXTAREA_HEIGHT = '205px';

export interface TextAreaProps extends TextareaProps {
  label?: ReactNode;
  error?: string;
  extraInfo?: ReactNode;
}

/** The textarea variant of the text input (205px tall). Works with react-hook-form `register`. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, extraInfo, required, disabled, id, ...rest },
  ref,
) {
  const ids = useFormFieldIds(id);
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      error={error}
      extraInfo={extraInfo}
      disabled={disabled}
    >
      <Textarea
        ref={ref}
        aria-describedby={describedBy(ids, error, extraInfo)}
        h={TEXTAREA_HEIGHT}
        resize="vertical"
        borderRadius="md"
        {...rest}
      />
    </FormField>
  );
});
