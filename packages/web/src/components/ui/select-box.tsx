import { Box, chakra, HStack } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { DANGER_COLOR } from '../../theme/colors';
import { IconSvg } from './icons';
import type { OptionItem } from './option-item';
import type { SelectIntentHandlers } from './select-intent';

/** react-select's own chevron and colours, so the control does not move or change when it arrives. */
function ChevronPlaceholder() {
  return (
    <HStack as="span" gap="0" alignSelf="stretch" flexShrink={0} aria-hidden>
      <Box as="span" w="1px" alignSelf="stretch" my="2" bg="border.emphasized" />
      <Box as="span" p="2" color="border.emphasized">
        <IconSvg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" stroke="none">
          <path d="M4.516 7.548c0.436-0.446 1.043-0.481 1.576 0l3.908 3.747 3.908-3.747c0.533-0.481 1.141-0.446 1.574 0 0.436 0.445 0.408 1.197 0 1.615-0.406 0.418-4.695 4.502-4.695 4.502-0.217 0.223-0.502 0.335-0.787 0.335s-0.57-0.112-0.789-0.335c0 0-4.287-4.084-4.695-4.502s-0.436-1.17 0-1.615z" />
        </IconSvg>
      </Box>
    </HStack>
  );
}

/** react-select's way of blocking a native submit of a required select with no value: an invisible input. */
const RequiredInput = chakra('input', {
  base: { opacity: 0, pointerEvents: 'none', position: 'absolute', bottom: 0, left: 0, right: 0, w: 'full' },
});

export interface SelectBoxProps<V extends string> {
  inputId: string;
  selected: OptionItem<V> | null;
  value: V | null | undefined;
  name: string | undefined;
  placeholder: string;
  minHeight: number;
  required: boolean | undefined;
  disabled: boolean | undefined;
  shownError: string | undefined;
  description: string | undefined;
  formatOptionLabel?: (option: OptionItem<V>) => ReactNode;
  handlers: SelectIntentHandlers;
}

/**
 * The select before react-select has loaded: its box with the chosen value, looking as the control will. It is
 * already the labelled, focusable combobox, and reaching it (pointer or focus) asks for the control, which takes
 * over what the user began (select-intent.ts). It also takes part in a native form as the control would: its
 * name and value, and a required one with no value blocks the submit.
 */
export function SelectBox<V extends string>({
  inputId,
  selected,
  value,
  name,
  placeholder,
  minHeight,
  required,
  disabled,
  shownError,
  description,
  formatOptionLabel,
  handlers,
}: SelectBoxProps<V>) {
  const box = useRef<HTMLButtonElement>(null);
  return (
    <Box position="relative">
      <chakra.button
        ref={box}
        type="button"
        id={inputId}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-invalid={Boolean(shownError)}
        aria-describedby={description}
        disabled={disabled}
        {...handlers}
        display="flex"
        alignItems="center"
        w="full"
        minH={`${minHeight}px`}
        borderWidth="1px"
        borderColor={shownError ? DANGER_COLOR : 'border.emphasized'}
        borderRadius="6px"
        bg="bg"
        textAlign="start"
        font="inherit"
        cursor="default"
        opacity={disabled ? 0.5 : undefined}
        data-testid="select-placeholder"
      >
        <Box as="span" flex="1" minW="0" px="10px" py="2px" truncate color={selected ? 'fg' : 'fg.muted'}>
          {selected ? (formatOptionLabel ? formatOptionLabel(selected) : selected.label) : placeholder}
        </Box>
        <ChevronPlaceholder />
      </chakra.button>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {required && !value ? (
        <RequiredInput
          required
          tabIndex={-1}
          aria-hidden
          value=""
          onChange={() => {}}
          onFocus={() => box.current?.focus()}
        />
      ) : null}
    </Box>
  );
}
