import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function NotificationsScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Notifications
      </Heading>
      <Text color="fg.muted">Your notifications will be listed here.</Text>
    </Stack>
  );
}
