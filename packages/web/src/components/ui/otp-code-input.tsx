import { useLingui } from '@lingui/react/macro';
import { forwardRef, type ReactNode, useEffect, useImperativeHandle, useRef } from 'react';
import { TextInput } from './text-input';

export const OTP_CODE_LENGTH = 6;

/** Digits only, at most six: a pasted '123 456' or '123-456' becomes '123456'. */
export function normalizeOtpCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH);
}

export interface OtpCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called once when a new six-digit code arrives (typed, or pasted over the last one): auto-submit. */
  onComplete?: (code: string) => void;
  label?: ReactNode;
  /** The one message about the code, under the field. A new one focuses the field and selects the code. */
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
 * space is not cut before it is cleaned. When the code is refused (a new `error`) the field takes the focus
 * with the code selected, so the next code typed or pasted replaces it: no clearing, no second message.
 */
export const OtpCodeInput = forwardRef<HTMLInputElement, OtpCodeInputProps>(function OtpCodeInput(
  { value, onChange, onComplete, label, error, extraInfo, disabled, autoFocus, name, id },
  ref,
) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const shownError = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!error) shownError.current = undefined;
    // Once per message, and only when the field can take it (it is disabled while a code is checked).
    if (!error || disabled || shownError.current === error) return;
    shownError.current = error;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [error, disabled]);
  return (
    <TextInput
      ref={inputRef}
      id={id}
      name={name ?? 'code'}
      label={label ?? t`Verification code`}
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
        if (code.length === OTP_CODE_LENGTH && code !== value) onComplete?.(code);
      }}
    />
  );
});
