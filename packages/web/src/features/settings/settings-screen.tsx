import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function SettingsScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <Text color="fg.muted">Security and preferences will be managed here.</Text>
    </Stack>
  );
}
