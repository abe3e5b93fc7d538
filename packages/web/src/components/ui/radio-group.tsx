import { RadioGroup as ChakraRadioGroup, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { GroupLabel } from './group-label';
import { type OptionItem, visibleError } from './option-item';

export interface RadioGroupProps<V extends string = string> {
  options: ReadonlyArray<OptionItem<V>>;
  /** Controlled value; when missing, the first enabled option is selected. */
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  label?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Error flag; the message shows only when this is on and errorMessage is given. */
  error?: boolean;
  errorMessage?: string;
}

/** The first enabled option's value (the group's default selection). */
export function firstOptionValue<V extends string>(options: ReadonlyArray<OptionItem<V>>): V | undefined {
  return (options.find((o) => !o.disabled) ?? options[0])?.value;
}

export function RadioGroup<V extends string = string>({
  options,
  value,
  defaultValue,
  onChange,
  label,
  name,
  required,
  disabled,
  orientation = 'vertical',
  error,
  errorMessage,
}: RadioGroupProps<V>) {
  const labelId = useId();
  const errorId = useId();
  const fallback = defaultValue ?? firstOptionValue(options);
  const [inner, setInner] = useState<V | undefined>(fallback);
  const controlled = value !== undefined && value !== null && value !== '';
  const current = controlled ? value : inner;
  const shownError = visibleError(error, errorMessage);

  // A controlled group with no value yet adopts the default so the form sees what the user sees.
  useEffect(() => {
    if (!controlled && fallback !== undefined && value !== undefined) onChange?.(fallback);
  }, [controlled, fallback, value, onChange]);

  return (
    <Stack gap="2">
      {label ? (
        <GroupLabel id={labelId} required={required}>
          {label}
        </GroupLabel>
      ) : null}
      <ChakraRadioGroup.Root
        value={current ?? null}
        onValueChange={({ value: next }) => {
          if (next === null) return;
          setInner(next as V);
          onChange?.(next as V);
        }}
        name={name}
        disabled={disabled}
        orientation={orientation}
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={shownError ? errorId : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-required={required || undefined}
        colorPalette="brand"
      >
        <Stack direction={orientation === 'horizontal' ? 'row' : 'column'} gap="3" wrap="wrap">
          {options.map((option) => (
            <ChakraRadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
              <ChakraRadioGroup.ItemHiddenInput />
              <ChakraRadioGroup.ItemIndicator />
              <ChakraRadioGroup.ItemText>{option.label}</ChakraRadioGroup.ItemText>
            </ChakraRadioGroup.Item>
          ))}
        </Stack>
      </ChakraRadioGroup.Root>
      {shownError ? (
        <Text id={errorId} color="danger.fg" fontSize="sm">
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
