import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function AmountStepScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Amount
      </Heading>
      <Text color="fg.muted">Step 3 of 4: how much to send.</Text>
    </Stack>
  );
}
