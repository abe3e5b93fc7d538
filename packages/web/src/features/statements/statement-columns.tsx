import { VisuallyHidden } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/ui/data-table/columns';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatAmount } from '../../lib/format-amount';
import { formatMonth } from '../../lib/format-date';
import type { Statement } from './api/statements';
import { provisionalNote } from './statements-model';

/**
 * Amounts without their code (the Currency column names it once for the row): room for eight figures, and for
 * 'Opening balance' and 'Closing balance' whole over theirs.
 */
const AMOUNT_WIDTH = 115;
const BALANCE_WIDTH = 150;

export interface StatementColumnsOptions {
  bankAccountName: (ref: string) => string;
  /** The row's Download menu: an icon in the table, with its word on a phone. */
  download: (statement: Statement, compact: boolean) => ReactNode;
}

/**
 * The statements table: the month, the account and currency, the opening balance, money in and out, the closing
 * balance, whether the month is final, and Download. On a phone a card: month, account and currency, closing
 * balance with its code, status, Download.
 */
export function statementColumns({
  bankAccountName,
  download,
}: StatementColumnsOptions): DataTableColumn<Statement>[] {
  const amount = (value: string, s: Statement) => formatAmount(value, s.currency);
  return [
    {
      id: 'month',
      header: t`Month`,
      width: 135,
      mobile: 'primary',
      cell: (s) => formatMonth(s.month),
    },
    {
      id: 'account',
      header: t`Account`,
      cell: (s) => bankAccountName(s.bank_account_ref),
      mobile: 'secondary',
      mobileCell: (s) => `${bankAccountName(s.bank_account_ref)} · ${s.currency}`,
    },
    { id: 'currency', header: t`Currency`, width: 85, cell: (s) => s.currency },
    {
      id: 'opening',
      header: t`Opening balance`,
      align: 'end',
      width: BALANCE_WIDTH,
      priority: 1,
      cell: (s) => amount(s.opening_balance, s),
    },
    {
      id: 'in',
      header: t`Money in`,
      align: 'end',
      width: AMOUNT_WIDTH,
      priority: 2,
      cell: (s) => amount(s.total_in, s),
    },
    {
      id: 'out',
      header: t`Money out`,
      align: 'end',
      width: AMOUNT_WIDTH,
      priority: 2,
      cell: (s) => amount(s.total_out, s),
    },
    {
      id: 'closing',
      header: t`Closing balance`,
      align: 'end',
      width: BALANCE_WIDTH,
      mobile: 'amount',
      cell: (s) => amount(s.closing_balance, s),
      mobileCell: (s) => formatAmount(s.closing_balance, s.currency, { withCode: true }),
    },
    {
      id: 'status',
      header: t`Status`,
      width: 110,
      mobile: 'status',
      // Its meaning on hover: a provisional month's figures still change.
      text: (s) => provisionalNote(s) ?? '',
      cell: (s) => <StatusBadge status={s.status} />,
    },
    {
      id: 'download',
      // The icons say it; the header is read out (a visible word would be cut in German).
      header: <VisuallyHidden>{t`Download`}</VisuallyHidden>,
      width: 90,
      mobile: 'actions',
      cell: (s) => download(s, true),
      mobileCell: (s) => download(s, false),
    },
  ];
}
