import { Link } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
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
  const viewText = (name: string) => t`View standing order to ${name}`;
  const nextText = (next: string) => {
    const date = formatDate(next);
    return t`Next ${date}`;
  };
  return [
    {
      id: 'recipient',
      header: t`Recipient`,
      mobile: 'primary',
      text: (so) => so.recipient_name,
      cell: (so) => (
        <Link asChild color="brand.ink" fontWeight="medium" display="inline">
          <RouterLink
            to={paths.app.standingOrderDetail.getHref(so.ref)}
            aria-label={viewText(so.recipient_name)}
          >
            {so.recipient_name}
          </RouterLink>
        </Link>
      ),
      mobileCell: (so) => so.recipient_name,
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (so) => formatAmount(so.amount, so.currency, { withCode: true }),
    },
    {
      id: 'frequency',
      header: t`Frequency`,
      grow: true,
      mobile: 'secondary',
      text: (so) => frequencyText(so.schedule),
      cell: (so) => frequencyText(so.schedule),
    },
    {
      id: 'next',
      header: t`Next payment`,
      width: 130,
      cell: (so) => (so.next_dates[0] ? formatDate(so.next_dates[0]) : EMPTY_VALUE),
      mobileCell: (so) => (so.next_dates[0] ? nextText(so.next_dates[0]) : t`No next payment`),
      mobile: 'date',
    },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (so) => <StatusBadge status={so.status} />,
    },
    {
      id: 'last',
      priority: 1,
      header: t`Last payment`,
      width: 190,
      cell: lastPaymentText,
    },
  ];
}
