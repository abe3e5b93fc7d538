import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '../../lib/format-amount';
import type { BankAccount } from '../../stores/session-types';
import { balancesQuery, recentPaymentsQuery } from './api/dashboard-queries';

export interface BankAccountCardProps {
  accountRef: string;
  bankAccount: BankAccount;
}

/** One bank account: its balances per currency and how many payments it has. */
export function BankAccountCard({ accountRef, bankAccount }: BankAccountCardProps) {
  const balances = useQuery(balancesQuery(accountRef, bankAccount.ref));
  const payments = useQuery(recentPaymentsQuery(accountRef, bankAccount.ref));
  return (
    <Box as="section" aria-label={bankAccount.name} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {bankAccount.name}
      </Heading>
      {balances.isPending ? (
        <Skeleton height="16" />
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {balances.data?.map((balance) => (
            <Text as="li" key={balance.ref} display="flex" justifyContent="space-between">
              <span>{balance.currency}</span>
              <span>{formatAmount(balance.available, balance.currency)}</span>
            </Text>
          ))}
        </Stack>
      )}
      <Text color="fg.muted" fontSize="sm" mt="3">
        {payments.data ? `${payments.data.meta.total} payments` : 'Loading payments...'}
      </Text>
    </Box>
  );
}
