import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
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
  const { t } = useLingui();
  const { accountRef } = useCurrentAccount();
  const query = useTransactionsQuery(accountRef, LATEST_BOOKED);
  const page = query.data?.data;
  const latest = useMemo(() => page?.slice(0, 5), [page]);
  return (
    <LatestListCard
      title={t`Latest transactions`}
      headingId="latest-transactions-heading"
      viewAllHref={viewAllHref}
      viewAllText={t`View all transactions`}
      error={query.error}
      onRetry={() => void query.refetch()}
      errorTitle={t`The transactions could not be loaded.`}
      emptyText={t`No transactions yet`}
      rows={latest}
      rowKey={(row) => row.ref}
      renderName={(row) => (
        <Text fontWeight="medium" truncate>
          {row.description}
        </Text>
      )}
      renderDetail={(row) => `${formatTransactionType(row.type)} · ${formatDateTime(row.booked_at)}`}
      renderEnd={(row) => (
        <>
          <TransactionAmount transaction={row} />
          <StatusBadge status={row.status} />
        </>
      )}
    />
  );
}
