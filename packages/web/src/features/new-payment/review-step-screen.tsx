import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function ReviewStepScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Review payment
      </Heading>
      <Text color="fg.muted">Step 4 of 4: check and confirm.</Text>
    </Stack>
  );
}
