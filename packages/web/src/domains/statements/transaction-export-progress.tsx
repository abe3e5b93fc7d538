import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Step, StepProgress } from '../../components/ui/step-progress';
import type { TransactionExportStatus } from './transaction-exports';

/**
 * The three steps of an export as the bank moves it on: Requested (current until the bank starts), Preparing,
 * Ready; a failed export fails at Preparing.
 */
export function exportSteps(status: TransactionExportStatus): Step[] {
  const requested = t`Requested`;
  const preparing = t`Preparing`;
  const ready = t`Ready`;
  switch (status) {
    case 'requested':
      return [
        { key: 'requested', label: requested, status: 'processing' },
        { key: 'processing', label: preparing, status: 'default' },
        { key: 'ready', label: ready, status: 'default' },
      ];
    case 'processing':
      return [
        { key: 'requested', label: requested, status: 'success' },
        { key: 'processing', label: preparing, status: 'processing' },
        { key: 'ready', label: ready, status: 'default' },
      ];
    case 'ready':
      return [
        { key: 'requested', label: requested, status: 'success' },
        { key: 'processing', label: preparing, status: 'success' },
        { key: 'ready', label: ready, status: 'success' },
      ];
    default:
      return [
        { key: 'requested', label: requested, status: 'success' },
        { key: 'processing', label: preparing, status: 'failed' },
        { key: 'ready', label: ready, status: 'default' },
      ];
  }
}

/** Where an export is: Requested → Preparing → Ready, as a row of steps. */
export function TransactionExportProgress({ status }: { status: TransactionExportStatus }) {
  const { t } = useLingui();
  return <StepProgress aria-label={t`Export progress`} steps={exportSteps(status)} />;
}
