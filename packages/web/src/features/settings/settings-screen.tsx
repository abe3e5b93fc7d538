import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentOrganization } from '../../domains/session/current-account';
import { AppearanceSection } from './appearance-section';
import { ApprovalPolicySection } from './approval-policy/approval-policy-section';
import { ChangePasswordSection } from './change-password-section';
import { DevelopersLinkSection } from './developers-link-section';
import { IdentifiersSection } from './identifiers-section';
import { PaymentSecuritySection } from './payment-security/payment-security-section';
import { SessionPreferencesSection } from './session-preferences-section';
import { SettingsGroup } from './settings-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * `/app/settings`: the person's own sign-in (two-factor authentication, password, session preferences,
 * appearance), then
 * the organization's settings, which apply to everyone in it (payment security, the approval policy, API keys and webhooks), then the references
 * support asks for.
 */
export function SettingsScreen() {
  const { t } = useLingui();
  const organization = useCurrentOrganization();
  const organizationName = organization?.name;
  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Settings</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Your own sign-in, and the settings of your organization.</Trans>
        </Text>
      </Stack>
      <SettingsGroup
        id="personal"
        title={t`Your sign-in`}
        description={t`Security and preferences of your own sign-in. They apply to you only.`}
      >
        <TwoFactorSection />
        <ChangePasswordSection />
        <SessionPreferencesSection />
        <AppearanceSection />
      </SettingsGroup>
      <SettingsGroup
        id="organization"
        title={organizationName ? t`${organizationName} settings` : t`Organization settings`}
        description={t`These apply to everyone in the organization. Owners and admins change them.`}
      >
        <PaymentSecuritySection />
        <ApprovalPolicySection />
        <DevelopersLinkSection />
      </SettingsGroup>
      <IdentifiersSection />
    </Stack>
  );
}
