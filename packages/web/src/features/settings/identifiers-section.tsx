import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SupportReference } from '../../components/ui/support-reference';
import { useCurrentOrganization } from '../../domains/session/current-account';
import { useSessionStore } from '../../domains/session/session-store';
import { SettingsSection } from './settings-section';

interface Reference {
  label: string;
  /** For the copy button's accessible name: 'Copy {what} reference'. */
  what: string;
  value: string;
}

/**
 * The portal's references for the person, the organization and its bank accounts: small, last on the page, each
 * copyable. Support and integrations ask for them; nobody reads them as content.
 */
export function IdentifiersSection() {
  const { t } = useLingui();
  const userRef = useSessionStore((state) => state.userData.ref ?? '');
  const organization = useCurrentOrganization();
  const references: Reference[] = [{ label: t`Your user reference`, what: t`user`, value: userRef }];
  if (organization) {
    const organizationName = organization.name;
    references.push({
      label: t`${organizationName} reference`,
      what: t`organization`,
      value: organization.ref,
    });
    for (const bankAccount of organization.bank_accounts) {
      const accountName = bankAccount.name;
      references.push({
        label: t`${accountName} reference`,
        what: accountName,
        value: bankAccount.ref,
      });
    }
  }

  return (
    <SettingsSection
      id="identifiers"
      title={t`References for support`}
      description={t`Quote these when you contact support or connect another system.`}
    >
      <Stack gap="1" data-testid="support-references">
        {references
          .filter((item) => item.value !== '')
          .map((item) => (
            <SupportReference key={item.value} value={item.value} what={item.what} label={item.label} />
          ))}
      </Stack>
    </SettingsSection>
  );
}
