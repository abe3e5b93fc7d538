import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled block of the settings screen. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`${id}-title`}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
