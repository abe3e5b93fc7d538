import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ButtonProps } from '../../components/ui/button';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';

// The dialog and its date picker load on the first click: the screens showing the button carry none of it.
const BalanceConfirmationDialog = lazy(async () => ({
  default: (await import('./balance-confirmation-dialog')).BalanceConfirmationDialog,
}));

/** "Balance confirmation": a letter for the auditor, for whoever may export (rule ROLE-03 says why not). */
export function BalanceConfirmationAction({ size = 'medium' }: { size?: ButtonProps['size'] }) {
  const account = useCurrentAccountRef();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <PermissionButton
        permission="exports.create"
        variant="outline"
        size={size}
        disabled={!account}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Trans>Balance confirmation</Trans>
      </PermissionButton>
      {asked ? (
        <Suspense fallback={null}>
          <BalanceConfirmationDialog account={account} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
