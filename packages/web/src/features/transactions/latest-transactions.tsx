import { Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { EmptyState } from '../../components/ui/empty-state';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { useTransactionsQuery } from './api/list-transactions';
import { TransactionAmount } from './transaction-amount';
import { formatTransactionType } from './transaction-filters';
import { useCurrentAccount } from './use-current-account';

export interface LatestTransactionsProps {
  /** Where "View all" leads (the full, filterable list). */
  viewAllHref: string;
}

/** The newest five transactions of the selected organization account. */
export function LatestTransactions({ viewAllHref }: LatestTransactionsProps) {
  const { accountRef } = useCurrentAccount();
  const query = useTransactionsQuery(accountRef, { page: 1, per_page: 10 });
  const rows = query.data?.data.slice(0, 5) ?? [];
  return (
    <Box as="section" aria-labelledby="latest-transactions-heading" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" mb="3" gap="2">
        <Heading as="h2" size="md" id="latest-transactions-heading">
          Latest transactions
        </Heading>
        <Link asChild color="brand.700" fontWeight="medium" fontSize="sm">
          <RouterLink to={viewAllHref}>View all transactions</RouterLink>
        </Link>
      </Flex>
      {query.isPending ? (
        <Stack gap="2">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : query.isError ? (
        <AlertBanner type="error" title="The transactions could not be loaded.">
          {getErrorText(query.error)}
        </AlertBanner>
      ) : rows.length === 0 ? (
        <EmptyState text="No transactions yet" minH="120px" />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Latest transactions">
          {rows.map((t) => (
            <Flex
              as="li"
              key={t.ref}
              justify="space-between"
              align="center"
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {t.description}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatTransactionType(t.type)} · {formatDateTime(t.booked_at)}
                </Text>
              </Stack>
              <Stack gap="1" align="end" flexShrink={0}>
                <TransactionAmount transaction={t} />
                <StatusBadge status={t.status} />
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
