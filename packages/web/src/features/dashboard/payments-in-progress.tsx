import { Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { LatestListCard } from '../../components/ui/latest-list-card';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import type { OrganizationAccount } from '../../domains/session/session-types';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import { usePaymentsInProgressQuery } from './api/list-payments';

/**
 * The newest payments still on their way across the organization account's bank accounts, with their status:
 * what is about to move, beside the latest transactions (what has moved).
 */
export function PaymentsInProgress({ account }: { account: OrganizationAccount }) {
  const { t } = useLingui();
  const query = usePaymentsInProgressQuery(account.ref);
  return (
    <LatestListCard
      title={t`Payments in progress`}
      headingId="payments-in-progress-heading"
      viewAllHref={paths.app.payments.getHref()}
      viewAllText={t`View all payments`}
      error={query.error}
      onRetry={() => void query.refetch()}
      errorTitle={t`The payments could not be loaded.`}
      emptyText={t`No payment in progress`}
      rows={query.data?.rows}
      rowKey={(payment) => payment.ref}
      renderName={(payment) => (
        // A link lays its text out as a flex item, which cuts without an ellipsis: the span inside truncates.
        <Link asChild fontWeight="medium" color="fg" minW="0" maxW="100%">
          <RouterLink to={paths.app.paymentDetail.getHref(payment.ref, payment.bank_account_ref)}>
            <Text as="span" truncate>
              {payment.recipient_name}
            </Text>
          </RouterLink>
        </Link>
      )}
      renderDetail={(payment) => `${payment.reference} · ${formatDateTime(payment.created_at)}`}
      renderEnd={(payment) => (
        <>
          <Text as="span" fontWeight="medium" whiteSpace="nowrap">
            {formatAmount(payment.amount, payment.currency, { withCode: true })}
          </Text>
          <StatusBadge status={payment.status} />
        </>
      )}
    />
  );
}
