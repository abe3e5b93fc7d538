import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';
import { useCurrentOrganization } from '../../lib/session/current-account';
import { useSessionStore } from '../../lib/session/session-store';
import { SettingsSection } from './settings-section';

interface Identifier {
  key: string;
  label: string;
  /** For the copy button's accessible name: 'Copy {what}'. */
  what: string;
  value: string;
}

/** The identifiers support and integrations ask for, each with a copy button (toasts from the kit). */
export function IdentifiersSection() {
  const userData = useSessionStore((state) => state.userData);
  const organization = useCurrentOrganization();
  const identifiers: Identifier[] = [
    { key: 'user', label: 'User reference', what: 'user reference', value: userData.ref ?? '' },
    { key: 'email', label: 'Email', what: 'email', value: userData.email ?? '' },
  ];
  if (organization) {
    identifiers.push({
      key: organization.ref,
      label: `Organization (${organization.name})`,
      what: 'organization reference',
      value: organization.ref,
    });
    for (const bankAccount of organization.bank_accounts) {
      identifiers.push({
        key: bankAccount.ref,
        label: `Bank account (${bankAccount.name})`,
        what: `${bankAccount.name} reference`,
        value: bankAccount.ref,
      });
    }
  }

  return (
    <SettingsSection
      id="identifiers"
      title="Your identifiers"
      description="Quote these when you contact support or connect another system."
    >
      <Stack as="dl" gap="3">
        {identifiers
          .filter((item) => item.value !== '')
          .map((item) => (
            <Box key={item.key} borderBottomWidth="1px" pb="2">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {item.label}
              </Text>
              <HStack as="dd" gap="2" justify="space-between">
                <Text fontFamily="mono" wordBreak="break-all" data-testid={`identifier-${item.key}`}>
                  {item.value}
                </Text>
                <CopyToClipboard text={item.value} label={item.what} />
              </HStack>
            </Box>
          ))}
      </Stack>
    </SettingsSection>
  );
}
