import { Stack, Text } from '@chakra-ui/react';
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
  const reject = form?.decision === 'reject';
  const verb = reject ? 'Reject' : 'Approve';
  return (
    <Modal
      open={form !== undefined}
      onClose={onClose}
      type="other"
      title={`${verb} bulk payment`}
      okText={verb}
      okVariant={reject ? 'danger' : 'primary'}
      okLoading={sending}
      onOk={onSubmit}
    >
      {form ? (
        <Stack gap="4">
          <Text>
            {`Your code signs your decision for ${batchName(form.batch)}: ${formatNumber(form.batch.row_count)} ${
              form.batch.row_count === 1 ? 'payment' : 'payments'
            } of ${form.batch.totals.map((t) => formatAmount(t.amount, t.currency, { withCode: true })).join(' + ')}.`}
          </Text>
          <BatchPayeeList batchRef={form.batch.ref} />
          <SignedDecisionFields
            reject={reject}
            form={form}
            sending={sending}
            failureTitle={`The bulk payment was not ${reject ? 'rejected' : 'approved'}`}
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
