import { Box, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { toastDeferredLoadFailure } from '../../lib/deferred-load-failure';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { DANGER_COLOR } from '../../theme/colors';
import { describedBy, FormField, useFormFieldIds } from './form-field';
import { IconSvg } from './icons';
import { type OptionItem, visibleError } from './option-item';
import { SELECT_MIN_HEIGHTS, type SelectFieldProps } from './select-field-props';
import { SELECT_TEXTS } from './select-texts';

export type { SelectFieldProps } from './select-field-props';

/** react-select (about 22 kB gzip) is not downloaded with the screen: it is asked for as the first select mounts. */
export const selectControlModule = deferredModule(() => import('./select-control'));

/** react-select's own chevron and colours, so the control does not move or change when it arrives. */
function ChevronPlaceholder() {
  return (
    <HStack gap="0" alignSelf="stretch" flexShrink={0} aria-hidden>
      <Box w="1px" alignSelf="stretch" my="2" bg="border.emphasized" />
      <Box p="2" color="border.emphasized">
        <IconSvg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" stroke="none">
          <path d="M4.516 7.548c0.436-0.446 1.043-0.481 1.576 0l3.908 3.747 3.908-3.747c0.533-0.481 1.141-0.446 1.574 0 0.436 0.445 0.408 1.197 0 1.615-0.406 0.418-4.695 4.502-4.695 4.502-0.217 0.223-0.502 0.335-0.787 0.335s-0.57-0.112-0.789-0.335c0 0-4.287-4.084-4.695-4.502s-0.436-1.17 0-1.615z" />
        </IconSvg>
      </Box>
    </HStack>
  );
}

/** What the select shows for the moment before react-select has loaded: its box with the chosen value. */
function SelectPlaceholder<V extends string>({
  selected,
  placeholder,
  minHeight,
  invalid,
  formatOptionLabel,
}: {
  selected: OptionItem<V> | null;
  placeholder: string;
  minHeight: number;
  invalid: boolean;
  formatOptionLabel?: (option: OptionItem<V>) => ReactNode;
}) {
  return (
    <HStack
      gap="0"
      minH={`${minHeight}px`}
      borderWidth="1px"
      borderColor={invalid ? DANGER_COLOR : 'border.emphasized'}
      borderRadius="6px"
      bg="bg"
      data-testid="select-placeholder"
      aria-busy
    >
      <Box flex="1" minW="0" px="10px" py="2px" truncate color={selected ? 'fg' : 'fg.muted'}>
        {selected ? (formatOptionLabel ? formatOptionLabel(selected) : selected.label) : placeholder}
      </Box>
      <ChevronPlaceholder />
    </HStack>
  );
}

/** A react-select single select with the texts, sizes and error display of rule UI-11. */
export function SelectField<V extends string = string>({
  label,
  id,
  placeholder: placeholderText,
  required,
  disabled,
  error,
  errorMessage,
  extraInfo,
  size = 'default',
  selectedOption,
  ...control
}: SelectFieldProps<V>) {
  const { i18n } = useLingui();
  const placeholder = placeholderText ?? i18n._(SELECT_TEXTS.placeholder);
  const ids = useFormFieldIds(id);
  const loaded = useDeferredModule(selectControlModule, true, toastDeferredLoadFailure);
  const shownError = visibleError(error, errorMessage);
  const selected =
    control.options.find((o) => o.value === control.value) ??
    (selectedOption && selectedOption.value === control.value ? selectedOption : null);
  const minHeight = SELECT_MIN_HEIGHTS[size];
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      error={shownError}
      extraInfo={extraInfo}
      disabled={disabled}
    >
      <Box w="full" data-testid="select-field">
        {loaded ? (
          <loaded.SelectControl<V>
            {...control}
            inputId={ids.inputId}
            selected={selected}
            minHeight={minHeight}
            placeholder={placeholder}
            required={required}
            disabled={disabled}
            shownError={shownError}
            errorId={ids.errorId}
            description={describedBy(ids, shownError, extraInfo)}
          />
        ) : (
          <SelectPlaceholder
            selected={selected}
            placeholder={placeholder}
            minHeight={minHeight}
            invalid={Boolean(shownError)}
            formatOptionLabel={control.formatOptionLabel}
          />
        )}
      </Box>
    </FormField>
  );
}
