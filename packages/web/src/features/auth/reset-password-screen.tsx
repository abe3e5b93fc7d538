import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function ResetPasswordScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Reset password
      </Heading>
      <Text color="fg.muted">Choose a new password.</Text>
    </Stack>
  );
}
