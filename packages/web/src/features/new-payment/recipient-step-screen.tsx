import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function RecipientStepScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Choose a recipient
      </Heading>
      <Text color="fg.muted">Step 1 of 4: who receives the payment.</Text>
    </Stack>
  );
}
