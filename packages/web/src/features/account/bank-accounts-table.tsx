import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { BankAccountRow } from './bank-account-rows';
import { Identifier } from './identifier';

/** The bank accounts of the user's organizations, each with its copyable ID. */
export function BankAccountsTable({ rows }: { rows: BankAccountRow[] }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Bank accounts
      </Heading>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Bank accounts">
          <Table.Header>
            <Table.Row>
              {/* On a phone the organization and currencies sit under the account's name. */}
              <Table.ColumnHeader scope="col" hideBelow="md">
                Organization
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Bank account</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" hideBelow="md">
                Currencies
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Bank account ID</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.ref}>
                <Table.Cell hideBelow="md">{row.organizationName}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{row.name}</Text>
                  <Text hideFrom="md" color="fg.muted" fontSize="xs">
                    {row.organizationName}
                    <br />
                    {row.currencies}
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="md">{row.currencies}</Table.Cell>
                <Table.Cell>
                  <Identifier value={row.ref} label={`${row.name} ID`} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
