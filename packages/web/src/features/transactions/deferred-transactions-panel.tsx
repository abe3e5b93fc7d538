import { useLingui } from '@lingui/react/macro';
import { DeferredPart } from '../../components/ui/deferred-part';
import { Spinner } from '../../components/ui/spinner';
import { deferredModule } from '../../lib/deferred-module';

// The transactions view (filters with the date picker, CSV export, the statement) is a tab closed at first: its
// code loads when the tab opens, so the dashboard itself carries none of it.
const transactionsPanelCode = deferredModule(() => import('./transactions-panel'));

/**
 * The transactions view, its code loaded when the tab first shows it. A load that fails is said in the tab, with
 * "Try again"; the overview and the rest of the portal stay.
 */
export function DeferredTransactionsPanel() {
  const { t } = useLingui();
  return (
    <DeferredPart
      code={transactionsPanelCode}
      failureTitle={t`The transactions could not be loaded.`}
      fallback={<Spinner label={t`Loading transactions...`} />}
    >
      {(module) => <module.TransactionsPanel />}
    </DeferredPart>
  );
}
