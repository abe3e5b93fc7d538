import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function SetPasswordScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Set your password
      </Heading>
      <Text color="fg.muted">Choose the password for your first sign-in.</Text>
    </Stack>
  );
}
