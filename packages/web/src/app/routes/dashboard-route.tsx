import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { DashboardScreen, TRANSACTIONS_TAB_HREF } from '../../features/dashboard/dashboard-screen';
import { BalanceConfirmationAction } from '../../features/statements/balance-confirmation-action';
import { DeferredLatestTransactions } from '../../features/transactions/deferred-latest-transactions';

// The transactions view (filters with the date picker, CSV export, the statement) is a second tab, closed at
// first: it loads when the tab opens, so the dashboard itself carries none of it.
const TransactionsPanel = lazy(() =>
  import('../../features/transactions/transactions-panel').then((module) => ({
    default: module.TransactionsPanel,
  })),
);

/**
 * The dashboard with the transactions feature and the statements' balance confirmation composed in (features
 * never import each other).
 */
export function DashboardRoute() {
  const { t } = useLingui();
  return (
    <DashboardScreen
      latestTransactions={<DeferredLatestTransactions viewAllHref={TRANSACTIONS_TAB_HREF} />}
      balanceActions={<BalanceConfirmationAction size="small" />}
      transactions={
        <Suspense fallback={<Spinner label={t`Loading transactions...`} />}>
          <TransactionsPanel />
        </Suspense>
      }
    />
  );
}
