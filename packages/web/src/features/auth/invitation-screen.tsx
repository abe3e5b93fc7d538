import { Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder until its issue fills the screen in. */
export function InvitationScreen() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Invitation
      </Heading>
      <Text color="fg.muted">Accept your invitation to the portal.</Text>
    </Stack>
  );
}
