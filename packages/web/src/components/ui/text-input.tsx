import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, type ReactNode, useState } from 'react';
import { describedBy, FormField, useFormFieldIds } from './form-field';
import { EyeIcon, EyeOffIcon } from './icons';

export const INPUT_HEIGHTS = { small: '44px', medium: '46px' } as const;

export interface TextInputProps extends Omit<InputProps, 'size'> {
  label?: ReactNode;
  /** Error message under the field; marks it invalid. */
  error?: string;
  extraInfo?: ReactNode;
  /** Content before the text, e.g. a currency code or an icon. */
  leading?: ReactNode;
  /** Content after the text. */
  trailing?: ReactNode;
  size?: keyof typeof INPUT_HEIGHTS;
}

/** Text input; `type="password"` adds a show/hide toggle. Works with react-hook-form `register`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    error,
    extraInfo,
    leading,
    trailing,
    required,
    disabled,
    id,
    type = 'text',
    size = 'medium',
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const ids = useFormFieldIds(id);
  const isPassword = type === 'password';
  const toggle = isPassword ? (
    <IconButton
      type="button"
      variant="ghost"
      size="sm"
      aria-label={revealed ? t`Hide password` : t`Show password`}
      aria-pressed={revealed}
      onClick={() => setRevealed((v) => !v)}
      disabled={disabled}
    >
      {revealed ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  ) : null;
  const end = toggle ?? trailing;
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      error={error}
      extraInfo={extraInfo}
      disabled={disabled}
    >
      <InputGroup startElement={leading} endElement={end} endElementProps={toggle ? { pe: '1' } : undefined}>
        <Input
          ref={ref}
          type={isPassword && revealed ? 'text' : type}
          aria-describedby={describedBy(ids, error, extraInfo)}
          h={INPUT_HEIGHTS[size]}
          borderRadius="md"
          {...rest}
        />
      </InputGroup>
    </FormField>
  );
});
