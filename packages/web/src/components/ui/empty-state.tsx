import { Box, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

export const DEFAULT_EMPTY_TEXT = msg`No data found`;

export interface EmptyStateProps {
  /** Main text; 'No data found' by default. */
  text?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. a button to create the first item. */
  action?: ReactNode;
  minH?: string;
}

export function EmptyState({ text, description, icon, action, minH = '320px' }: EmptyStateProps) {
  const { i18n } = useLingui();
  return (
    <Box
      data-testid="empty-state"
      minH={minH}
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
    >
      <Stack align="center" gap="2" textAlign="center">
        <Box fontSize="3xl" color="fg.subtle">
          {icon ?? <InboxIcon />}
        </Box>
        <Text fontWeight="semibold" fontSize="lg">
          {text ?? i18n._(DEFAULT_EMPTY_TEXT)}
        </Text>
        {description ? <Text color="fg.muted">{description}</Text> : null}
        {action}
      </Stack>
    </Box>
  );
}
