import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function AccountScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Account profile
      </Heading>
      <Text color="fg.muted">Your profile will be shown here.</Text>
    </Stack>
  );
}
