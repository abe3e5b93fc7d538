import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PaymentBatchSummary } from '../../domains/payments/payment-batches';
import { usePermission } from '../../domains/session/use-permission';
import { DecisionButtons } from './approval-card-parts';
import { BatchDecisionDialogOf } from './batch-decision-dialog';
import { DecisionBlockedBanner } from './decision-blocked-banner';
import { useBatchDecision } from './use-batch-decision';

/**
 * Approve or Reject on a bulk payment's own page, for those whose role approves payments: the same signed
 * decision as on the Approvals screen (rule BULK-15), with the bank's reason when this user cannot approve it.
 */
export function BatchDecisionPanel({ batch }: { batch: PaymentBatchSummary }) {
  const { t } = useLingui();
  const canApprove = usePermission('payments.approve');
  const decision = useBatchDecision();
  if (!canApprove.allowed || batch.status !== 'awaiting_approval') return null;
  const reason = batch.can_approve
    ? null
    : (batch.cannot_approve_reason ?? t`You cannot approve this bulk payment.`);
  const name = batch.name;
  return (
    <Stack gap="3">
      {decision.blockedError !== undefined ? (
        <DecisionBlockedBanner error={decision.blockedError} onDismiss={decision.close} />
      ) : null}
      <DecisionButtons
        reason={reason}
        title={name ? t`bulk payment ${name}` : t`bulk payment`}
        preparing={decision.preparing === batch.ref}
        disabled={decision.preparing !== null || decision.sending}
        onApprove={() => void decision.start('approve', batch)}
        onReject={() => void decision.start('reject', batch)}
      />
      <BatchDecisionDialogOf decision={decision} />
    </Stack>
  );
}
