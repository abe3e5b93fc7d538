import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function ReasonStepScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Payment reason
      </Heading>
      <Text color="fg.muted">Step 2 of 4: why the payment is made.</Text>
    </Stack>
  );
}
