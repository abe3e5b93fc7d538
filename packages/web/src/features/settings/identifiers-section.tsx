import { Stack } from '@chakra-ui/react';
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
  const userRef = useSessionStore((state) => state.userData.ref ?? '');
  const organization = useCurrentOrganization();
  const references: Reference[] = [{ label: 'Your user reference', what: 'user', value: userRef }];
  if (organization) {
    references.push({
      label: `${organization.name} reference`,
      what: 'organization',
      value: organization.ref,
    });
    for (const bankAccount of organization.bank_accounts)
      references.push({
        label: `${bankAccount.name} reference`,
        what: bankAccount.name,
        value: bankAccount.ref,
      });
  }

  return (
    <SettingsSection
      id="identifiers"
      title="References for support"
      description="Quote these when you contact support or connect another system."
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
