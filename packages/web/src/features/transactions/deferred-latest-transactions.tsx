import { useLingui } from '@lingui/react/macro';
import { DeferredPart } from '../../components/ui/deferred-part';
import { deferredModule } from '../../lib/deferred-module';
import type { LatestTransactionsProps } from './latest-transactions';

// Below the fold on a phone: its code is not on the dashboard's route, so the first paint does not wait for it.
const latestTransactionsCode = deferredModule(() => import('./latest-transactions'));

/** The latest transactions, their code loaded when they are first shown. */
export function DeferredLatestTransactions(props: LatestTransactionsProps) {
  const { t } = useLingui();
  return (
    <DeferredPart code={latestTransactionsCode} failureTitle={t`The transactions could not be loaded.`}>
      {(module) => <module.LatestTransactions {...props} />}
    </DeferredPart>
  );
}
