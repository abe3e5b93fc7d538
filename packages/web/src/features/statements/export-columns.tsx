import { Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/columns';
import { DownloadIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { statementFileFormatLabel } from '../../domains/statements/statement-formats';
import { TransactionExportBadge } from '../../domains/statements/transaction-export-status';
import type { TransactionExport } from '../../domains/statements/transaction-exports';
import { formatDateTime } from '../../lib/format-date';
import { formatNumber } from '../../lib/format-number';
import { exportAccountsText, exportPeriodText, exportRowsText } from './export-model';

export interface ExportColumnsOptions {
  bankAccounts: ReadonlyArray<{ ref: string; name: string }>;
  onDownload: (exported: TransactionExport) => void;
  /** The export whose link is being fetched (its button spins). */
  downloading: string | null;
}

/**
 * The exports table: when it was requested, its period, format and accounts in words, how many transactions,
 * its status, and Download once it is ready. On a phone a card: period, format and when, count, status.
 */
export function exportColumns({
  bankAccounts,
  onDownload,
  downloading,
}: ExportColumnsOptions): DataTableColumn<TransactionExport>[] {
  /** Download for a ready export: the icon in the table (its name and hover say it), with its word on a phone. */
  const downloadButton = (exported: TransactionExport, compact: boolean) => {
    if (exported.status !== 'ready') return null;
    const period = exportPeriodText(exported);
    const name = t`Download the export of ${period}`;
    return (
      <Button
        size="small"
        variant="outline"
        aria-label={name}
        title={compact ? name : undefined}
        loading={downloading === exported.ref}
        onClick={() => onDownload(exported)}
      >
        <DownloadIcon />
        {compact ? null : t`Download`}
      </Button>
    );
  };
  return [
    {
      id: 'period',
      header: t`Period`,
      // Two dates, whole in every language ('01. Jan. 2026 – 30. Nov. 2026').
      width: 250,
      mobile: 'primary',
      text: exportPeriodText,
      // A link to the export's page (on a phone the whole card is one).
      cell: (exported) => (
        <Link asChild color="brand.ink" fontWeight="medium" minW="0" maxW="100%">
          <RouterLink to={paths.app.transactionExport.getHref(exported.ref)}>
            <Text as="span" truncate>
              {exportPeriodText(exported)}
            </Text>
          </RouterLink>
        </Link>
      ),
      mobileCell: exportPeriodText,
    },
    {
      id: 'format',
      header: t`Format`,
      mobile: 'secondary',
      cell: (exported) => statementFileFormatLabel(exported.format),
    },
    {
      id: 'accounts',
      header: t`Accounts`,
      priority: 1,
      cell: (exported) => exportAccountsText(exported, bankAccounts),
    },
    {
      id: 'rows',
      header: t`Transactions`,
      align: 'end',
      width: 125,
      mobile: 'amount',
      cell: (exported) => formatNumber(exported.row_count),
      mobileCell: exportRowsText,
    },
    {
      id: 'requested',
      header: t`Requested`,
      width: COLUMN_WIDTHS.dateTime,
      priority: 2,
      mobile: 'date',
      cell: (exported) => formatDateTime(exported.created_at),
    },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (exported) => <TransactionExportBadge status={exported.status} />,
    },
    {
      id: 'download',
      // The icon says it; the header is read out.
      header: <VisuallyHidden>{t`Download`}</VisuallyHidden>,
      width: 70,
      mobile: 'actions',
      omitWhenEmpty: true,
      cell: (exported) => downloadButton(exported, true),
      mobileCell: (exported) => downloadButton(exported, false),
    },
  ];
}
