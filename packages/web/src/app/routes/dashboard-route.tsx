import { DashboardScreen, TRANSACTIONS_TAB_HREF } from '../../features/dashboard/dashboard-screen';
import { BalanceConfirmationAction } from '../../features/statements/balance-confirmation-action';
import { DeferredLatestTransactions } from '../../features/transactions/deferred-latest-transactions';
import { DeferredTransactionsPanel } from '../../features/transactions/deferred-transactions-panel';

/**
 * The dashboard with the transactions feature and the statements' balance confirmation composed in (features
 * never import each other).
 */
export function DashboardRoute() {
  return (
    <DashboardScreen
      latestTransactions={<DeferredLatestTransactions viewAllHref={TRANSACTIONS_TAB_HREF} />}
      balanceActions={<BalanceConfirmationAction size="small" />}
      transactions={<DeferredTransactionsPanel />}
    />
  );
}
