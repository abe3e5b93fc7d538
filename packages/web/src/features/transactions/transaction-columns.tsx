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
      header: 'Booked',
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (t) => formatDateTime(t.booked_at),
    },
    {
      id: 'description',
      header: 'Description',
      grow: true,
      mobile: 'primary',
      text: (t) =>
        t.counterparty_name && !t.description.includes(t.counterparty_name)
          ? `${t.description} (${t.counterparty_name})`
          : t.description,
      cell: (t) => t.description,
    },
    { id: 'type', priority: 1, header: 'Type', width: 100, cell: (t) => formatTransactionType(t.type) },
    {
      id: 'account',
      priority: 3,
      header: 'Account',
      width: 150,
      mobile: 'secondary',
      cell: (t) => bankAccountName(t.bank_account_ref),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (t) => <TransactionAmount transaction={t} />,
    },
    {
      id: 'balance',
      priority: 2,
      header: 'Balance after',
      align: 'end',
      width: 160,
      cell: (t) => formatAmount(t.balance_after, t.currency, { withCode: true }),
    },
    {
      id: 'status',
      header: 'Status',
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (t) => <StatusBadge status={t.status} />,
    },
  ];
}
