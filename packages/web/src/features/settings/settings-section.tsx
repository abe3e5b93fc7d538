import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A part of the settings screen: the person's own sign-in, or the organization's settings (which apply to
 * everyone in it). Its sections are titled one level below.
 */
export function SettingsGroup({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={`${id}-group-title`} gap="4">
      <Stack gap="1">
        <Heading as="h2" size="xl" id={`${id}-group-title`}>
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** One titled block of a settings group. */
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
          <Heading as="h3" size="lg" id={`${id}-title`}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
