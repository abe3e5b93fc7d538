import { t } from '@lingui/core/macro';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import { TransactionAmount } from './transaction-amount';
import { formatTransactionType, type Transaction } from './transaction-filters';

/**
 * The transactions list's columns. The description is the one text column that grows (cut on one line, the
 * full text and the counterparty on hover); the account's name, short and one of the organization's own, gets a
 * narrow fixed column like the date, type, amounts and status, so the table fits at 1440 with the sidebar.
 */
export function transactionColumns(bankAccountName: (ref: string) => string): DataTableColumn<Transaction>[] {
  return [
    {
      id: 'date',
      header: t`Booked`,
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (row) => formatDateTime(row.booked_at),
    },
    {
      id: 'description',
      header: t`Description`,
      grow: true,
      mobile: 'primary',
      text: (row) =>
        row.counterparty_name && !row.description.includes(row.counterparty_name)
          ? `${row.description} (${row.counterparty_name})`
          : row.description,
      cell: (row) => row.description,
    },
    { id: 'type', priority: 1, header: t`Type`, width: 100, cell: (row) => formatTransactionType(row.type) },
    {
      id: 'account',
      priority: 3,
      header: t`Account`,
      width: 150,
      mobile: 'secondary',
      cell: (row) => bankAccountName(row.bank_account_ref),
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (row) => <TransactionAmount transaction={row} />,
    },
    {
      id: 'balance',
      priority: 2,
      header: t`Balance after`,
      align: 'end',
      width: 160,
      cell: (row) => formatAmount(row.balance_after, row.currency, { withCode: true }),
    },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
}
