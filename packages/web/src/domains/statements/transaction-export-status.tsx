import { t } from '@lingui/core/macro';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatStatus } from '../../lib/format-status';
import type { TransactionExportStatus } from './transaction-exports';

/** An export's status as people read it: requested, preparing (the bank's `processing`), ready or failed. */
export function transactionExportStatusLabel(status: TransactionExportStatus): string {
  return status === 'processing' ? t`preparing` : formatStatus(status);
}

/** An export's status badge, in the app's one badge style. */
export function TransactionExportBadge({ status }: { status: TransactionExportStatus }) {
  return <StatusBadge status={status} label={transactionExportStatusLabel(status)} />;
}
