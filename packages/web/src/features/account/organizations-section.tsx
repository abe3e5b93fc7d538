import { Box, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { roleLabel } from '../../domains/session/role-words';
import { AccountSection } from './account-section';
import type { UserProfile } from './api/get-user-profile';
import { Identifier } from './identifier';

/** The organizations the user belongs to with their role in each. */
export function OrganizationsSection({ profile }: { profile: UserProfile }) {
  const { t } = useLingui();
  return (
    <AccountSection id="organizations-heading" title={t`Organizations and roles`}>
      <Stack gap="4">
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={t`Organizations and roles`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">
                  <Trans>Organization</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">
                  <Trans>Role</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">
                  <Trans>Organization ID</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {profile.organizations.map((org) => {
                const name = org.name;
                return (
                  <Table.Row key={org.ref}>
                    <Table.Cell fontWeight="medium">{org.name}</Table.Cell>
                    <Table.Cell>{roleLabel(org.role)}</Table.Cell>
                    <Table.Cell>
                      <Identifier value={org.ref} label={t`${name} ID`} />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    </AccountSection>
  );
}
