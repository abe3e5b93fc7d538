import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A bordered list of label–value rows (`<dl>`): a payment's details, a review before sending. */
export function DescriptionList({ children }: { children: ReactNode }) {
  return (
    <Box as="dl" borderWidth="1px" borderColor="border" borderRadius="md" px="4" py="2">
      {children}
    </Box>
  );
}

/** One row: the label (`<dt>`) at the start, the value (`<dd>`) at the end; a long value wraps under it. */
export function DescriptionRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack
      justify="space-between"
      align="flex-start"
      gap="4"
      py="2"
      borderBottomWidth="1px"
      borderColor="border"
      _last={{ borderBottomWidth: 0 }}
      wrap="wrap"
    >
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium" textAlign="end" wordBreak="break-word">
        {children}
      </Box>
    </HStack>
  );
}
