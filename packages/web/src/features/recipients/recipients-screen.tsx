import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function RecipientsScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Recipients
      </Heading>
      <Text color="fg.muted">Your recipients will be listed here.</Text>
    </Stack>
  );
}
