import { Link } from '@chakra-ui/react';
import type { components } from '@portal/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';

type Payment = components['schemas']['Payment'];

export interface PaymentColumnsOptions {
  /** The bank account's name (never its raw ref). */
  bankAccountName: (ref: string) => string;
  onCancel: (payment: Payment) => void;
}

/**
 * The payments list's columns. At 1440 with the sidebar the table has about 1,100px: the recipient and the
 * reference are the text columns (180px at least, cut at 300px); the account's name, short and one of the
 * organization's own, gets a narrow fixed column like the dates, amount and status, so everything fits. The
 * recipient's name links to the detail, so no separate "View" column is needed.
 */
export function paymentColumns({
  bankAccountName,
  onCancel,
}: PaymentColumnsOptions): DataTableColumn<Payment>[] {
  return [
    {
      id: 'created',
      header: 'Created',
      width: 160,
      cell: (p) => formatDateTime(p.created_at),
    },
    {
      id: 'recipient',
      header: 'Recipient',
      mobile: 'primary',
      text: (p) => p.recipient_name,
      cell: (p) => (
        <Link asChild color="brand.600" fontWeight="medium">
          <RouterLink
            to={paths.app.paymentDetail.getHref(p.ref, p.bank_account_ref)}
            aria-label={`View payment ${p.ref} to ${p.recipient_name}`}
          >
            {p.recipient_name}
          </RouterLink>
        </Link>
      ),
      mobileCell: (p) => p.recipient_name,
    },
    {
      id: 'account',
      header: 'Account',
      width: 130,
      mobile: 'secondary',
      cell: (p) => bankAccountName(p.bank_account_ref),
    },
    { id: 'reference', header: 'Reference', cell: (p) => p.reference },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      width: 150,
      mobile: 'amount',
      cell: (p) => formatAmount(p.amount, p.currency, { withCode: true }),
    },
    {
      id: 'status',
      header: 'Status',
      width: 130,
      mobile: 'status',
      cell: (p) => <StatusBadge status={p.status} />,
    },
    {
      id: 'date',
      header: 'Payment date',
      width: 120,
      mobile: 'date',
      cell: (p) => formatDate(p.execution_date),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 90,
      cell: (p) =>
        p.status === 'scheduled' ? (
          <Button
            size="small"
            variant="text"
            aria-label={`Cancel payment ${p.ref}`}
            onClick={() => onCancel(p)}
          >
            Cancel
          </Button>
        ) : null,
    },
  ];
}
