import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChecklistOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A group of checkboxes in plain words with its legend, what sits above the boxes (presets), and the error
 * under the group (a field error of the form or of the bank).
 */
export function ChecklistField<V extends string>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  helper,
  children,
}: {
  legend: string;
  options: readonly ChecklistOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  name: string;
  error?: string;
  helper?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {legend}
      </Fieldset.Legend>
      {children}
      <CheckboxGroup
        name={name}
        value={[...value]}
        // Kept in the options' order, whatever order they were ticked in.
        onValueChange={(chosen) => onChange(options.map((o) => o.value).filter((v) => chosen.includes(v)))}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {options.map((option) => (
            <Checkbox.Root key={option.value} value={option.value} colorPalette="brand" onBlur={onBlur}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      {error ? (
        <Fieldset.ErrorText color="danger.fg" fontSize="sm">
          {error}
        </Fieldset.ErrorText>
      ) : helper ? (
        <Fieldset.HelperText color="fg.muted" fontSize="sm">
          {helper}
        </Fieldset.HelperText>
      ) : null}
    </Fieldset.Root>
  );
}
