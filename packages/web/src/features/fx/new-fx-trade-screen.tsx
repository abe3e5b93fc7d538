import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function NewFxTradeScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        New FX trade
      </Heading>
      <Text color="fg.muted">Request and execute a foreign-exchange quote here.</Text>
    </Stack>
  );
}
