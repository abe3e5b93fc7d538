import { forwardRef, type ReactNode } from 'react';
import { TextInput } from './text-input';

export const OTP_CODE_LENGTH = 6;

/** Digits only, at most six: a pasted '123 456' or '123-456' becomes '123456'. */
export function normalizeOtpCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH);
}

export interface OtpCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called once when the sixth digit arrives (typed or pasted): auto-submit. */
  onComplete?: (code: string) => void;
  label?: ReactNode;
  error?: string;
  extraInfo?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
}

/**
 * A 6-digit one-time code field. One input (not six boxes), so paste, autofill from the OS
 * (`autocomplete="one-time-code"`) and screen readers all work; no maxLength, so a pasted code with a
 * space is not cut before it is cleaned.
 */
export const OtpCodeInput = forwardRef<HTMLInputElement, OtpCodeInputProps>(function OtpCodeInput(
  {
    value,
    onChange,
    onComplete,
    label = 'Verification code',
    error,
    extraInfo,
    disabled,
    autoFocus,
    name,
    id,
  },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      id={id}
      name={name ?? 'code'}
      label={label}
      required
      error={error}
      extraInfo={extraInfo}
      disabled={disabled}
      autoFocus={autoFocus}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder="000000"
      spellCheck={false}
      fontFamily="mono"
      fontSize="xl"
      letterSpacing="0.4em"
      textAlign="center"
      onChange={(event) => {
        const code = normalizeOtpCode(event.target.value);
        onChange(code);
        if (code.length === OTP_CODE_LENGTH && value.length !== OTP_CODE_LENGTH) onComplete?.(code);
      }}
    />
  );
});
