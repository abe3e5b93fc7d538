import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { CurrencyFlag } from '../../components/ui/currency-flag/currency-flag';
import { formatAmount } from '../../lib/format-amount';

type Balance = components['schemas']['Balance'];

export interface BalancesTableProps {
  balances: readonly Balance[];
  label: string;
  /** Below md: two columns, the available balance first and current/pending under it, so nothing scrolls away. */
  narrow: boolean;
}

function CurrencyCell({ currency }: { currency: string }) {
  return (
    <Table.Cell>
      <HStack gap="2">
        <CurrencyFlag currency={currency} size={20} decorative />
        <Text as="span" fontWeight="semibold">
          {currency}
        </Text>
      </HStack>
    </Table.Cell>
  );
}

/** Available, current and pending per currency: three columns on a wide screen, stacked in one on a phone. */
export function BalancesTable({ balances, label, narrow }: BalancesTableProps) {
  if (narrow) {
    return (
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              <Trans>Currency</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Available</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {balances.map((balance) => {
            const current = formatAmount(balance.current, balance.currency);
            const pending = formatAmount(balance.pending, balance.currency);
            return (
              <Table.Row key={balance.ref} data-currency={balance.currency}>
                <CurrencyCell currency={balance.currency} />
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="available">
                    {formatAmount(balance.available, balance.currency)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    <Trans>
                      Current{' '}
                      <Text as="span" whiteSpace="nowrap" data-testid="current">
                        {current}
                      </Text>
                    </Trans>
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    <Trans>
                      Pending{' '}
                      <Text as="span" whiteSpace="nowrap" data-testid="pending">
                        {pending}
                      </Text>
                    </Trans>
                  </Text>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    );
  }
  return (
    // Focusable so that keyboard users can scroll it when the card is narrower than the table.
    <Box overflowX="auto" tabIndex={0} role="group" aria-label={label}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              <Trans>Currency</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Available</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Current</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Pending</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {balances.map((balance) => (
            <Table.Row key={balance.ref} data-currency={balance.currency}>
              <CurrencyCell currency={balance.currency} />
              <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap" data-testid="available">
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
  );
}
