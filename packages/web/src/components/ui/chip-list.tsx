import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export type ChipType = 'default' | 'success' | 'warning' | 'error' | 'info';

export interface Chip {
  label: string;
  value: string;
  type?: ChipType;
}

export const CHIP_PALETTES: Record<ChipType, string> = {
  default: 'gray',
  success: 'green',
  warning: 'orange',
  error: 'red',
  info: 'blue',
};

export interface ChipListProps {
  chips: ReadonlyArray<Chip>;
  /** When given, each chip has a remove button. */
  onRemove?: (value: string) => void;
  'aria-label'?: string;
}

export function ChipList({ chips, onRemove, 'aria-label': ariaLabel }: ChipListProps) {
  const { t } = useLingui();
  return (
    <HStack as="ul" aria-label={ariaLabel} listStyleType="none" wrap="wrap" gap="2" m="0" p="0">
      {chips.map((chip) => {
        const type = chip.type ?? 'default';
        const chipLabel = chip.label;
        return (
          <Box
            as="li"
            key={chip.value}
            data-type={type}
            colorPalette={CHIP_PALETTES[type]}
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            borderWidth="1px"
            borderColor="colorPalette.muted"
            borderRadius="full"
            ps="3"
            pe={onRemove ? '1' : '3'}
            py="1"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            <Text as="span" fontSize="sm">
              {chip.label}
            </Text>
            {onRemove ? (
              <CloseButton
                size="2xs"
                aria-label={t`Remove ${chipLabel}`}
                onClick={() => onRemove(chip.value)}
              />
            ) : null}
          </Box>
        );
      })}
    </HStack>
  );
}
