import { Box, Stack, Table } from '@chakra-ui/react';
import { ROLE_LABELS } from '../../domains/team/roles';
import { AccountSection } from './account-section';
import type { UserProfile } from './api/get-user-profile';
import { Identifier } from './identifier';

/** The organizations the user belongs to with their role in each. */
export function OrganizationsSection({ profile }: { profile: UserProfile }) {
  return (
    <AccountSection id="organizations-heading" title="Organizations and roles">
      <Stack gap="4">
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Organizations and roles">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Organization</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Role</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Organization ID</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {profile.organizations.map((org) => (
                <Table.Row key={org.ref}>
                  <Table.Cell fontWeight="medium">{org.name}</Table.Cell>
                  <Table.Cell>{ROLE_LABELS[org.role]}</Table.Cell>
                  <Table.Cell>
                    <Identifier value={org.ref} label={`${org.name} ID`} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    </AccountSection>
  );
}
