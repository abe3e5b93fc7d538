import { List, Stack, Text } from '@chakra-ui/react';
import { Modal } from '../../components/ui/modal';
import { formatAmount } from '../../lib/format-amount';
import type { DecisionForm } from './model/decision-machine';
import { SignedDecisionFields } from './signed-decision-fields';

export interface DecisionDialogProps {
  form: DecisionForm | undefined;
  sending: boolean;
  onCodeChange: (code: string) => void;
  onReasonChange: (reason: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The signed decision: exactly the payments the code is bound to (amount, currency, payee and ref: dynamic
 * linking, rule APR-23), the TOTP code, and to reject, the reason.
 */
export function DecisionDialog({
  form,
  sending,
  onCodeChange,
  onReasonChange,
  onSubmit,
  onClose,
}: DecisionDialogProps) {
  const reject = form?.decision === 'reject';
  const count = form?.requests.length ?? 0;
  const what = count === 1 ? 'this payment' : `these ${count} payments`;
  const verb = reject ? 'Reject' : 'Approve';
  return (
    <Modal
      open={form !== undefined}
      onClose={onClose}
      type="other"
      title={count > 1 ? `${verb} ${count} payments` : `${verb} payment`}
      okText={count > 1 ? `${verb} ${count} payments` : verb}
      okVariant={reject ? 'danger' : 'primary'}
      okLoading={sending}
      onOk={onSubmit}
    >
      {form ? (
        <Stack gap="4">
          <Text>{`Your code signs your decision for ${what}:`}</Text>
          <List.Root
            as="ul"
            gap="2"
            listStyleType="none"
            ps="0"
            aria-label="Payments you are signing for"
            maxH="40vh"
            overflowY="auto"
          >
            {form.requests.map(({ payment }) => (
              <List.Item
                key={payment.ref}
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
                data-testid="signed-payment"
              >
                <Stack gap="0">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {`${formatAmount(payment.amount, payment.currency, { withCode: true })} to ${payment.recipient_name}`}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {`Payment ${payment.ref} · reference ${payment.reference}`}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
          <SignedDecisionFields
            reject={reject}
            form={form}
            sending={sending}
            failureTitle={`The ${count === 1 ? 'payment was' : 'payments were'} not ${reject ? 'rejected' : 'approved'}`}
            onCodeChange={onCodeChange}
            onReasonChange={onReasonChange}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
