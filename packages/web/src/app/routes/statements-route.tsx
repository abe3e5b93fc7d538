import { StatementsScreen } from '../../features/statements/statements-screen';
import { TransactionExportAction } from '../../features/transactions/transaction-export-action';

/** Statements with the transactions feature's "Export transactions" composed in (features never import each other). */
export function StatementsRoute() {
  return <StatementsScreen newExport={<TransactionExportAction long />} />;
}
