import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function TwoFactorVerificationScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Two-factor verification
      </Heading>
      <Text color="fg.muted">Enter the 6-digit code from your authenticator app.</Text>
    </Stack>
  );
}
