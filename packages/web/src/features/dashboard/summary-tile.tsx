import { Box, Skeleton, Text } from '@chakra-ui/react';

export interface SummaryTileProps {
  label: string;
  value: string | number | undefined;
  loading: boolean;
}

export function SummaryTile({ label, value, loading }: SummaryTileProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="semibold">
        {loading ? <Skeleton height="6" width="16" /> : (value ?? '--')}
      </Text>
    </Box>
  );
}
