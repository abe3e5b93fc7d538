import { Link } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';

type Payment = components['schemas']['Payment'];

/** The payments a standing order made: the date each went, how much, and how it went. */
export function occurrenceColumns(): DataTableColumn<Payment>[] {
  return [
    {
      id: 'date',
      header: t`Payment date`,
      width: 150,
      mobile: 'primary',
      cell: (p) => {
        const date = formatDate(p.execution_date);
        return (
          <Link asChild color="brand.ink" fontWeight="medium" display="inline">
            <RouterLink
              to={paths.app.paymentDetail.getHref(p.ref, p.bank_account_ref)}
              aria-label={t`View payment of ${date}`}
            >
              {date}
            </RouterLink>
          </Link>
        );
      },
      mobileCell: (p) => formatDate(p.execution_date),
    },
    { id: 'reference', header: t`Reference`, grow: true, mobile: 'secondary', cell: (p) => p.reference },
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
      width: 170,
      mobile: 'status',
      cell: (p) => <StatusBadge status={p.status} />,
    },
  ];
}
