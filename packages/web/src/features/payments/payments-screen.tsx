import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function PaymentsScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Payments
      </Heading>
      <Text color="fg.muted">Your payments will be listed here.</Text>
    </Stack>
  );
}
