import { Box, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AccountDetailsList } from '../../components/account-details/account-details-list';
import { ShareAccountDetails } from '../../components/account-details/share-account-details';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';
import { useNarrowScreen } from '../../components/ui/data-table/use-narrow-screen';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { useBalancesQuery } from '../../lib/api/balances';
import { formatNumber } from '../../lib/format-number';
import type { BankAccount } from '../../lib/session/session-types';
import { useBankAccountPaymentCountQuery } from './api/list-payments';
import { BalancesTable } from './balances-table';

export interface BankAccountBalancesProps {
  accountRef: string;
  bankAccount: BankAccount;
}

/** One bank account: available, current and pending per currency, with the currency's flag. */
export function BankAccountBalances({ accountRef, bankAccount }: BankAccountBalancesProps) {
  const query = useBalancesQuery(accountRef, bankAccount.ref);
  const paymentCount = useBankAccountPaymentCountQuery(accountRef, bankAccount.ref);
  const narrow = useNarrowScreen();
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
      <Flex justify="space-between" align="start" gap="2" mb="3" wrap="wrap">
        {/* The holder is the organization named above the cards; the account screen and "Share details" name it. */}
        <Heading as="h3" size="md" id={headingId}>
          {bankAccount.name}
        </Heading>
        <ShareAccountDetails bankAccount={bankAccount} />
      </Flex>
      {/* The account's real identifiers come first; the portal's internal ref is secondary. */}
      <Stack gap="2" mb="4">
        <AccountDetailsList bankAccount={bankAccount} primary />
        <HStack gap="1">
          <Text fontSize="xs" color="fg.muted">
            Account ID
          </Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {bankAccount.ref}
          </Text>
          <CopyToClipboard text={bankAccount.ref} label={`${bankAccount.name} reference`} size="xs" />
        </HStack>
      </Stack>
      {query.isPending ? (
        <Stack gap="2">
          <Skeleton height="8" />
          <Skeleton height="8" />
          <Skeleton height="8" />
        </Stack>
      ) : query.isError ? (
        <LoadErrorBanner
          title="The balances could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState text="No balances in this account" minH="120px" />
      ) : (
        <BalancesTable balances={query.data} label={`Balances of ${bankAccount.name}`} narrow={narrow} />
      )}
      <Text color="fg.muted" fontSize="sm" mt="3">
        {paymentCount.data !== undefined
          ? `${formatNumber(paymentCount.data)} payments`
          : paymentCount.isError
            ? 'Payments unavailable'
            : 'Loading payments...'}
      </Text>
    </Box>
  );
}
