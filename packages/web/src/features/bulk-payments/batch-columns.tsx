import { Link, Stack } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { batchName as nameOf, type PaymentBatchSummary } from '../../domains/payments/payment-batches';
import { formatDateTime } from '../../lib/format-date';
import { rowCountsText, totalsText } from './model/batch-text';

/** Several totals, one currency a line. */
const totalsLines = (totals: PaymentBatchSummary['totals']) => (
  <Stack gap="0">
    {totals.map((total) => (
      <span key={total.currency}>{totalsText([total])}</span>
    ))}
  </Stack>
);

/** The bulk payments list: which batch, how its rows went, how much per currency, who sent it and when. */
export function batchColumns(): DataTableColumn<PaymentBatchSummary>[] {
  const viewText = (name: string) => t`View bulk payment ${name}`;
  return [
    {
      id: 'name',
      header: t`Name`,
      mobile: 'primary',
      text: nameOf,
      cell: (b) => (
        <Link asChild color="brand.ink" fontWeight="medium" display="inline">
          <RouterLink to={paths.app.bulkPaymentDetail.getHref(b.ref)} aria-label={viewText(nameOf(b))}>
            {nameOf(b)}
          </RouterLink>
        </Link>
      ),
      mobileCell: nameOf,
    },
    {
      id: 'status',
      header: t`Status`,
      width: 150,
      mobile: 'status',
      cell: (b) => <StatusBadge status={b.status} />,
    },
    {
      id: 'rows',
      header: t`Rows`,
      width: 210,
      mobile: 'secondary',
      cell: (b) => rowCountsText(b.row_counts, b.row_count, b.status),
    },
    {
      id: 'totals',
      header: t`Total`,
      align: 'end',
      width: 190,
      // One currency a line: a cut total is a wrong total.
      wrap: true,
      mobile: 'amount',
      cell: (b) => (b.totals.length > 1 ? totalsLines(b.totals) : totalsText(b.totals)),
      // A card has room for one amount: the first currency's, and how many more there are.
      mobileCell: (b) =>
        b.totals.length > 1
          ? `${totalsText(b.totals.slice(0, 1))} +${b.totals.length - 1}`
          : totalsText(b.totals),
    },
    {
      id: 'created',
      header: t`Created`,
      grow: true,
      priority: 1,
      text: (b) => `${b.created_by.name}, ${formatDateTime(b.created_at)}`,
      cell: (b) => `${b.created_by.name}, ${formatDateTime(b.created_at)}`,
      mobileCell: (b) => formatDateTime(b.created_at),
      mobile: 'date',
    },
  ];
}
