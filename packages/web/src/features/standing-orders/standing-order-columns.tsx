import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-amount';
import { EMPTY_VALUE, formatDate } from '../../lib/format-date';
import { formatStatus } from '../../lib/format-status';
import type { StandingOrder } from './api/standing-orders';
import { frequencyText } from './model/schedule-text';

const lastPaymentText = (so: StandingOrder) =>
  so.last_payment
    ? `${formatDate(so.last_payment.execution_date)} (${formatStatus(so.last_payment.status).toLowerCase()})`
    : EMPTY_VALUE;

/** The standing orders list: who is paid, how much, how often, when next, and how the last payment went. */
export function standingOrderColumns(): DataTableColumn<StandingOrder>[] {
  return [
    {
      id: 'recipient',
      header: 'Recipient',
      mobile: 'primary',
      text: (so) => so.recipient_name,
      cell: (so) => (
        <Link asChild color="brand.ink" fontWeight="medium" display="inline">
          <RouterLink
            to={paths.app.standingOrderDetail.getHref(so.ref)}
            aria-label={`View standing order to ${so.recipient_name}`}
          >
            {so.recipient_name}
          </RouterLink>
        </Link>
      ),
      mobileCell: (so) => so.recipient_name,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (so) => formatAmount(so.amount, so.currency, { withCode: true }),
    },
    {
      id: 'frequency',
      header: 'Frequency',
      grow: true,
      mobile: 'secondary',
      text: (so) => frequencyText(so.schedule),
      cell: (so) => frequencyText(so.schedule),
    },
    {
      id: 'next',
      header: 'Next payment',
      width: 130,
      cell: (so) => (so.next_dates[0] ? formatDate(so.next_dates[0]) : EMPTY_VALUE),
      mobileCell: (so) => (so.next_dates[0] ? `Next ${formatDate(so.next_dates[0])}` : 'No next payment'),
      mobile: 'date',
    },
    {
      id: 'status',
      header: 'Status',
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (so) => <StatusBadge status={so.status} />,
    },
    {
      id: 'last',
      priority: 1,
      header: 'Last payment',
      width: 190,
      cell: lastPaymentText,
    },
  ];
}
