import { List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const reject = form?.decision === 'reject';
  const count = form?.requests.length ?? 0;
  const several = reject ? t`Reject ${count} payments` : t`Approve ${count} payments`;
  const title = count > 1 ? several : reject ? t`Reject payment` : t`Approve payment`;
  const okText = count > 1 ? several : reject ? t`Reject` : t`Approve`;
  const signs =
    count === 1
      ? t`Your code signs your decision for this payment:`
      : t`Your code signs your decision for these ${count} payments:`;
  const failureTitle =
    count === 1
      ? reject
        ? t`The payment was not rejected`
        : t`The payment was not approved`
      : reject
        ? t`The payments were not rejected`
        : t`The payments were not approved`;
  return (
    <Modal
      open={form !== undefined}
      onClose={onClose}
      type="other"
      title={title}
      okText={okText}
      okVariant={reject ? 'danger' : 'primary'}
      okLoading={sending}
      onOk={onSubmit}
    >
      {form ? (
        <Stack gap="4">
          <Text>{signs}</Text>
          <List.Root
            as="ul"
            gap="2"
            listStyleType="none"
            ps="0"
            aria-label={t`Payments you are signing for`}
            maxH="40vh"
            overflowY="auto"
          >
            {form.requests.map(({ payment }) => {
              const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
              const name = payment.recipient_name;
              const ref = payment.ref;
              const reference = payment.reference;
              return (
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
                      {t`${amount} to ${name}`}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {t`Payment ${ref} · reference ${reference}`}
                    </Text>
                  </Stack>
                </List.Item>
              );
            })}
          </List.Root>
          <SignedDecisionFields
            reject={reject}
            form={form}
            sending={sending}
            failureTitle={failureTitle}
            onCodeChange={onCodeChange}
            onReasonChange={onReasonChange}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
