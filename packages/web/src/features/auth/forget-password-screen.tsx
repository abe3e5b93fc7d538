import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function ForgetPasswordScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Forgot password
      </Heading>
      <Text color="fg.muted">We will email you a link to reset your password.</Text>
    </Stack>
  );
}
