import { Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/ui/modal';
import { batchName } from '../../domains/payments/payment-batches';
import { formatAmount } from '../../lib/format-amount';
import { formatNumber } from '../../lib/format-number';
import { BatchPayeeList } from './batch-payee-list';
import { SignedDecisionFields } from './signed-decision-fields';
import type { BatchDecision, BatchDecisionForm } from './use-batch-decision';

interface BatchDecisionDialogProps {
  form: BatchDecisionForm | undefined;
  sending: boolean;
  onCodeChange: (code: string) => void;
  onReasonChange: (reason: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The signed decision on a whole bulk payment: what the code is bound to (count and totals), whom it pays
 * (every payee and amount, scrolling), the code, a reason.
 */
function BatchDecisionDialog(props: BatchDecisionDialogProps) {
  const { form, sending, onCodeChange, onReasonChange, onSubmit, onClose } = props;
  const { t } = useLingui();
  const reject = form?.decision === 'reject';
  const signs = (decided: BatchDecisionForm) => {
    const name = batchName(decided.batch);
    const count = decided.batch.row_count;
    const payments = formatNumber(count);
    const totals = decided.batch.totals
      .map((total) => formatAmount(total.amount, total.currency, { withCode: true }))
      .join(' + ');
    return plural(count, {
      one: `Your code signs your decision for ${name}: ${payments} payment of ${totals}.`,
      other: `Your code signs your decision for ${name}: ${payments} payments of ${totals}.`,
    });
  };
  return (
    <Modal
      open={form !== undefined}
      onClose={onClose}
      type="other"
      title={reject ? t`Reject bulk payment` : t`Approve bulk payment`}
      okText={reject ? t`Reject` : t`Approve`}
      okVariant={reject ? 'danger' : 'primary'}
      okLoading={sending}
      onOk={onSubmit}
    >
      {form ? (
        <Stack gap="4">
          <Text>{signs(form)}</Text>
          <BatchPayeeList batchRef={form.batch.ref} />
          <SignedDecisionFields
            reject={reject}
            form={form}
            sending={sending}
            failureTitle={
              reject ? t`The bulk payment was not rejected` : t`The bulk payment was not approved`
            }
            onCodeChange={onCodeChange}
            onReasonChange={onReasonChange}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The dialog of a batch decision in progress, wired to its hook (the Approvals screen and a batch's page). */
export function BatchDecisionDialogOf({ decision }: { decision: BatchDecision }) {
  return (
    <BatchDecisionDialog
      form={decision.form}
      sending={decision.sending}
      onCodeChange={decision.typeCode}
      onReasonChange={decision.typeReason}
      onSubmit={() => void decision.submit()}
      onClose={decision.close}
    />
  );
}
