import { Box, Flex, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { AlertBanner } from '../../components/ui/alert-banner';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';
import { CurrencyFlag } from '../../components/ui/currency-flag/currency-flag';
import { EmptyState } from '../../components/ui/empty-state';
import { useBalancesQuery } from '../../lib/api/balances';
import { formatAmount } from '../../lib/format-amount';
import { formatNumber } from '../../lib/format-number';
import type { BankAccount } from '../../stores/session-types';
import { useRecentPaymentsQuery } from './api/list-payments';

export interface BankAccountBalancesProps {
  accountRef: string;
  bankAccount: BankAccount;
}

/** One bank account: available, current and pending per currency, with the currency's flag. */
export function BankAccountBalances({ accountRef, bankAccount }: BankAccountBalancesProps) {
  const query = useBalancesQuery(accountRef, bankAccount.ref);
  const payments = useRecentPaymentsQuery(accountRef, bankAccount.ref);
  const headingId = `bank-account-${bankAccount.ref}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="bank-account-balances"
    >
      <Flex justify="space-between" align="start" gap="2" mb="3">
        <Stack gap="0">
          <Heading as="h3" size="md" id={headingId}>
            {bankAccount.name}
          </Heading>
          <HStack gap="1">
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {bankAccount.ref}
            </Text>
            <CopyToClipboard text={bankAccount.ref} label={`${bankAccount.name} reference`} size="xs" />
          </HStack>
        </Stack>
      </Flex>
      {query.isPending ? (
        <Stack gap="2">
          <Skeleton height="8" />
          <Skeleton height="8" />
          <Skeleton height="8" />
        </Stack>
      ) : query.isError ? (
        <AlertBanner type="error" title="The balances could not be loaded.">
          {getErrorText(query.error)}
        </AlertBanner>
      ) : query.data.length === 0 ? (
        <EmptyState text="No balances in this account" minH="120px" />
      ) : (
        // Focusable so that keyboard users can scroll it when the card is narrower than the table.
        <Box overflowX="auto" tabIndex={0} role="group" aria-label={`Balances of ${bankAccount.name}`}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Currency</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Available
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Current
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Pending
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {query.data.map((balance) => (
                <Table.Row key={balance.ref} data-currency={balance.currency}>
                  <Table.Cell>
                    <HStack gap="2">
                      <CurrencyFlag currency={balance.currency} size={20} decorative />
                      <Text as="span" fontWeight="semibold">
                        {balance.currency}
                      </Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    fontWeight="semibold"
                    whiteSpace="nowrap"
                    data-testid="available"
                  >
                    {formatAmount(balance.available, balance.currency)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="current">
                    {formatAmount(balance.current, balance.currency)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.muted" data-testid="pending">
                    {formatAmount(balance.pending, balance.currency)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Text color="fg.muted" fontSize="sm" mt="3">
        {payments.data
          ? `${formatNumber(payments.data.meta.total)} payments`
          : payments.isError
            ? 'Payments unavailable'
            : 'Loading payments...'}
      </Text>
    </Box>
  );
}
