import { Link } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatAmount } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';

type Payment = components['schemas']['Payment'];

export interface PaymentColumnsOptions {
  /** The bank account's name (never its raw ref). */
  bankAccountName: (ref: string) => string;
  onCancel: (payment: Payment) => void;
}

/**
 * The payments list's columns. At 1440 with the sidebar (and a scrollbar) the table has about 1,135px: the
 * recipient is the text column (180px at least, cut at 300px); the reference (a code of at most 35 characters)
 * and the account's name (short, one of the organization's own) get narrow fixed columns, cut with the full text
 * on hover, like the dates, amount and status, so everything fits on one line. The recipient's name links to the
 * detail, so no separate "View" column is needed.
 */
export function paymentColumns({
  bankAccountName,
  onCancel,
}: PaymentColumnsOptions): DataTableColumn<Payment>[] {
  return [
    {
      id: 'created',
      priority: 1,
      header: t`Created`,
      width: COLUMN_WIDTHS.dateTime,
      cell: (p) => formatDateTime(p.created_at),
    },
    {
      id: 'recipient',
      header: t`Recipient`,
      mobile: 'primary',
      text: (p) => p.recipient_name,
      cell: (p) => {
        const ref = p.ref;
        const recipient = p.recipient_name;
        return (
          <Link asChild color="brand.ink" fontWeight="medium" display="inline">
            <RouterLink
              to={paths.app.paymentDetail.getHref(p.ref, p.bank_account_ref)}
              aria-label={t`View payment ${ref} to ${recipient}`}
            >
              {p.recipient_name}
            </RouterLink>
          </Link>
        );
      },
      mobileCell: (p) => p.recipient_name,
    },
    {
      id: 'account',
      priority: 3,
      header: t`Account`,
      width: 140,
      mobile: 'secondary',
      cell: (p) => bankAccountName(p.bank_account_ref),
    },
    { id: 'reference', priority: 2, header: t`Reference`, width: 130, cell: (p) => p.reference },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (p) => formatAmount(p.amount, p.currency, { withCode: true }),
    },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (p) => <StatusBadge status={p.status} />,
    },
    {
      id: 'date',
      header: t`Payment date`,
      width: COLUMN_WIDTHS.date,
      mobile: 'date',
      cell: (p) => formatDate(p.execution_date),
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: 80,
      omitWhenEmpty: true,
      cell: (p) => {
        if (p.status !== 'scheduled') return null;
        const ref = p.ref;
        return (
          <PermissionButton
            permission="payments.cancel"
            size="small"
            variant="text"
            aria-label={t`Cancel payment ${ref}`}
            onClick={() => onCancel(p)}
          >
            <Trans>Cancel</Trans>
          </PermissionButton>
        );
      },
    },
  ];
}
