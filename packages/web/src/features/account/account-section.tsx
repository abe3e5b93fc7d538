import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A bordered part of the profile with its heading (naming the section) and an optional action beside it. */
export function AccountSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}
