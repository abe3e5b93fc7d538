import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label width beside the value; the longest label ('Routing number (ABA)') fits. */
const LABEL_WIDTH = '11rem';

/**
 * A `<dl>` of identifiers: label beside value from the small breakpoint up, label above value on a phone
 * (an IBAN does not fit beside its label at 390 px), so every row reads the same way.
 */
export function DetailGrid({ children }: { children: ReactNode }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: `${LABEL_WIDTH} 1fr` }}
      columnGap="3"
      alignItems="center"
    >
      {children}
    </Grid>
  );
}

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontSize="sm" color="fg.muted" pt={{ base: '1', sm: '0' }}>
        {label}
      </Text>
      <Box as="dd" fontSize="sm" minH="7" display="flex" alignItems="center" gap="1" flexWrap="wrap">
        {children}
      </Box>
    </>
  );
}
