import type { PaymentBatch } from '../../domains/payments/payment-batches';
import { BatchDecisionPanel } from '../../features/approvals/batch-decision-panel';
import { BatchDetailScreen } from '../../features/bulk-payments/batch-detail-screen';

const decisionOf = (batch: PaymentBatch) => <BatchDecisionPanel batch={batch} />;

/** A bulk payment's page with the Approvals feature's decision in it (features do not import each other). */
export function BatchDetailRoute() {
  return <BatchDetailScreen decision={decisionOf} />;
}
