import { Text } from '@chakra-ui/react';
import { type ForwardedRef, forwardRef, useLayoutEffect, useRef } from 'react';
import { getCurrencyMinorUnits } from '../../lib/currency';
import { editGroupedAmount, groupAmount } from '../../lib/grouped-amount';
import { TextInput, type TextInputProps } from './text-input';

export interface AmountInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'trailing' | 'leading' | 'type' | 'inputMode'> {
  /** The plain decimal string ('1234.5'), without grouping. */
  value: string;
  /** Called with the plain decimal string. */
  onChange: (value: string) => void;
  /** Decides the decimals allowed and is shown once, at the end of the field. */
  currency: string;
  /** False where a currency select sits beside the field: the currency then shows once, in the select. */
  showCurrency?: boolean;
}

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * An amount field that groups thousands as the user types ('1,234,567.50'), keeps the caret beside the digit
 * it was at, and hands the form the plain decimal string. The currency shows once, as the field's suffix.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onChange, currency, showCurrency = true, ...rest },
  ref,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const text = groupAmount(value);

  // After the regrouped text is rendered, put the caret where the edit left it.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret, caret);
    }
  });

  return (
    <TextInput
      {...rest}
      ref={(element) => {
        input.current = element;
        assignRef(ref, element);
      }}
      type="text"
      inputMode={getCurrencyMinorUnits(currency) > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      trailing={
        showCurrency ? (
          <Text as="span" fontSize="sm" color="fg.muted" pe="1">
            {currency}
          </Text>
        ) : undefined
      }
      onChange={(event) => {
        const target = event.currentTarget;
        const edit = editGroupedAmount(
          {
            previous: text,
            raw: target.value,
            caret: target.selectionStart ?? target.value.length,
            inputType: (event.nativeEvent as InputEvent).inputType,
          },
          getCurrencyMinorUnits(currency),
        );
        pendingCaret.current = edit.caret;
        // The same value (a refused character): React keeps the browser's text, so put ours back now.
        if (edit.value === value) {
          target.value = edit.text;
          target.setSelectionRange(edit.caret, edit.caret);
        }
        onChange(edit.value);
      }}
    />
  );
});
