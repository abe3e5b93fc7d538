import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ButtonProps } from '../../components/ui/button';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { type ExportFormValues, INITIAL_EXPORT_VALUES } from './transaction-export-model';

// The dialog and its date picker load on the first click: the screens showing the button carry none of it.
const TransactionExportDialog = lazy(async () => ({
  default: (await import('./transaction-export-dialog')).TransactionExportDialog,
}));

export interface TransactionExportActionProps {
  /** What the dialog starts with (the transactions list's filters); last month, everything, CSV by default. */
  initial?: ExportFormValues;
  size?: ButtonProps['size'];
  /** 'Export transactions…' where the screen is not the transactions list itself. */
  long?: boolean;
}

/** "Export…": an export of transactions the bank builds, for whoever may export (rule ROLE-03 says why not). */
export function TransactionExportAction({
  initial = INITIAL_EXPORT_VALUES,
  size = 'medium',
  long = false,
}: TransactionExportActionProps) {
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const [open, setOpen] = useState(false);
  // Each opening starts the dialog afresh, from the filters of that moment (0: never opened, nothing loaded).
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <PermissionButton
        permission="exports.create"
        variant="outline"
        size={size}
        disabled={!account}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {long ? <Trans>Export transactions…</Trans> : <Trans>Export…</Trans>}
      </PermissionButton>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <TransactionExportDialog
            key={openings}
            open={open}
            onClose={() => setOpen(false)}
            account={account}
            bankAccounts={bankAccounts}
            initial={initial}
          />
        </Suspense>
      ) : null}
    </>
  );
}
