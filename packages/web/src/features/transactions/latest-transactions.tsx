import { Text } from '@chakra-ui/react';
import { LatestListCard } from '../../components/ui/latest-list-card';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { useTransactionsQuery } from './api/list-transactions';
import { TransactionAmount } from './transaction-amount';
import { formatTransactionType } from './transaction-filters';
import { useCurrentAccount } from './use-current-account';

const LATEST_BOOKED = { page: 1, per_page: 10, booked: true } as const;

export interface LatestTransactionsProps {
  /** Where "View all" leads (the full, filterable list). */
  viewAllHref: string;
}

/**
 * The newest five booked transactions of the selected organization account: what has moved (the payments
 * still on their way are the dashboard's other list).
 */
export function LatestTransactions({ viewAllHref }: LatestTransactionsProps) {
  const { accountRef } = useCurrentAccount();
  const query = useTransactionsQuery(accountRef, LATEST_BOOKED);
  return (
    <LatestListCard
      title="Latest transactions"
      headingId="latest-transactions-heading"
      viewAllHref={viewAllHref}
      viewAllText="View all transactions"
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      errorTitle="The transactions could not be loaded."
      emptyText="No transactions yet"
      rows={query.data?.data.slice(0, 5) ?? []}
      rowKey={(t) => t.ref}
      renderName={(t) => (
        <Text fontWeight="medium" truncate>
          {t.description}
        </Text>
      )}
      renderDetail={(t) => `${formatTransactionType(t.type)} · ${formatDateTime(t.booked_at)}`}
      renderEnd={(t) => (
        <>
          <TransactionAmount transaction={t} />
          <StatusBadge status={t.status} />
        </>
      )}
    />
  );
}
