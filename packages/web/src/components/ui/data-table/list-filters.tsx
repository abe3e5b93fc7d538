import { Box, Collapsible } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Button } from '../button';
import { useNarrowScreen } from './use-narrow-screen';

export interface ListFiltersProps {
  /** How many filters narrow the list now (said on the button). */
  activeCount: number;
  children: ReactNode;
}

/**
 * A list's filters: as they are from md up; on phones behind a "Filters" button (with the number in use), so the
 * list itself is in view when the screen opens instead of five fields.
 */
export function ListFilters({ activeCount, children }: ListFiltersProps) {
  const { t } = useLingui();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  if (!narrow) return children;
  return (
    <Collapsible.Root open={open} onOpenChange={(event) => setOpen(event.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="small">
          {activeCount > 0 ? t`Filters (${activeCount})` : t`Filters`}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box pt="3">{children}</Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
