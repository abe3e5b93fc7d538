import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toastDeferredLoadFailure } from '../../../lib/deferred-load-failure';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module';

type BankAccount = components['schemas']['BankAccount'];

/**
 * The dialog with the details' text and its PDF (and the IBAN tools that format them) is not part of the
 * dashboard's first paint: it loads when the browser is idle, or at once when opened.
 */
const shareDialogModule = deferredModule(() => import('./share-account-details-dialog'));

/** "Share details": the account's details as text to paste and as a one-page PDF, for whoever pays in. */
export function ShareAccountDetails({ bankAccount }: { bankAccount: BankAccount }) {
  const { t } = useLingui();
  const name = bankAccount.name;
  const [open, setOpen] = useState(false);
  // Drawn from its first opening on (then kept, so it can animate out): drawn closed as soon as its code was
  // there, each card's dialog cost the dashboard a long render and a restyle of the page on a phone while the
  // first screen was still settling.
  const [opened, setOpened] = useState(false);
  const close = () => setOpen(false);
  const dialog = useDeferredModule(shareDialogModule, open, (error) => {
    toastDeferredLoadFailure(error);
    close();
  });
  return (
    <>
      <Button
        variant="outline"
        size="small"
        aria-label={t`Share details of ${name}`}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        <Trans>Share details</Trans>
      </Button>
      {dialog && opened ? (
        <dialog.ShareAccountDetailsDialog bankAccount={bankAccount} open={open} onClose={close} />
      ) : null}
    </>
  );
}
