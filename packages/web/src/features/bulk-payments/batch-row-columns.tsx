import { Link, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import type { PaymentBatchRow } from '../../domains/payments/payment-batches';
import { formatAmount } from '../../lib/format-amount';
import { EMPTY_VALUE, formatDate } from '../../lib/format-date';

/** A batch's rows: who, how much, the reference, the row's status, its payment and why it failed. */
export function batchRowColumns(bankAccount: string): DataTableColumn<PaymentBatchRow>[] {
  return [
    { id: 'row', header: t`Row`, width: 70, cell: (r) => String(r.index + 1) },
    {
      id: 'recipient',
      header: t`Recipient`,
      mobile: 'primary',
      wrap: true,
      text: (r) => r.recipient_name,
      cell: (r) => r.recipient_name,
      mobileCell: (r) => `${r.index + 1}. ${r.recipient_name}`,
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (r) => formatAmount(r.amount, r.currency, { withCode: true }),
    },
    { id: 'reference', header: t`Reference`, width: 150, priority: 2, cell: (r) => r.reference },
    {
      id: 'date',
      header: t`Date`,
      width: COLUMN_WIDTHS.date,
      priority: 1,
      cell: (r) => formatDate(r.execution_date),
    },
    {
      id: 'status',
      header: t`Status`,
      width: 130,
      mobile: 'status',
      cell: (r) => <StatusBadge status={r.status} />,
    },
    {
      id: 'payment',
      header: t`Payment`,
      width: 120,
      // Left out on phones: a tap on the card opens the payment.
      cell: (r) => {
        const row = r.index + 1;
        return r.payment_ref ? (
          <Link asChild color="brand.ink" fontWeight="medium">
            <RouterLink
              to={paths.app.paymentDetail.getHref(r.payment_ref, bankAccount)}
              aria-label={t`View payment of row ${row}`}
            >
              {t`View payment`}
            </RouterLink>
          </Link>
        ) : (
          EMPTY_VALUE
        );
      },
    },
    {
      id: 'failure',
      header: t`Why it failed`,
      grow: true,
      // A reason is read whole: cut short it says nothing.
      wrap: true,
      mobile: 'secondary',
      text: (r) => r.failure_reason ?? '',
      cell: (r) =>
        r.failure_reason ? (
          <Text as="span" color="red.fg">
            {r.failure_reason}
          </Text>
        ) : (
          ''
        ),
    },
  ];
}
