import { DashboardScreen, TRANSACTIONS_TAB_HREF } from '../../features/dashboard/dashboard-screen';
import { LatestTransactions } from '../../features/transactions/latest-transactions';
import { TransactionsPanel } from '../../features/transactions/transactions-panel';

/** The dashboard with the transactions feature composed in (features never import each other). */
export function DashboardRoute() {
  return (
    <DashboardScreen
      latestTransactions={<LatestTransactions viewAllHref={TRANSACTIONS_TAB_HREF} />}
      transactions={<TransactionsPanel />}
    />
  );
}
