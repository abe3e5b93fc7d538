import { Heading, Stack, Text } from '@chakra-ui/react';
import { ApprovalPolicySection } from './approval-policy/approval-policy-section';
import { ChangePasswordSection } from './change-password-section';
import { IdentifiersSection } from './identifiers-section';
import { SessionPreferencesSection } from './session-preferences-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * `/app/settings`: two-factor authentication, password, session preferences and the user's identifiers, then
 * the organization's approval policy.
 */
export function SettingsScreen() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <Text color="fg.muted">
          Security and preferences of your sign-in, and your organization's approval policy.
        </Text>
      </Stack>
      <TwoFactorSection />
      <ChangePasswordSection />
      <SessionPreferencesSection />
      <IdentifiersSection />
      <ApprovalPolicySection />
    </Stack>
  );
}
