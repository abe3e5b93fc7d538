import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { formatAmount, formatFee } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { approversText } from './model/approval-note';
import type { SubmittedPayment as Submitted } from './model/new-payment-store';

/** The review's outcome: the payment the bank accepted (or the one it had accepted before, replayed). */
export function SubmittedPayment({ submitted, onAnother }: { submitted: Submitted; onAnother: () => void }) {
  const { payment, replayed } = submitted;
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  // Held by an approval rule (rule APR-29): it goes once enough people approve it.
  const awaiting = payment.status === 'awaiting_approval';
  const heading = replayed
    ? 'Payment already submitted'
    : awaiting
      ? 'Awaiting approval'
      : 'Payment submitted';
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        <Text color="fg.muted">
          {replayed
            ? 'This payment was already submitted; it was not sent again. Here is the original payment.'
            : awaiting
              ? `Your payment of ${amount} to ${payment.recipient_name} was accepted and awaits approval.`
              : `Your payment of ${amount} to ${payment.recipient_name} was accepted.`}
        </Text>
      </Stack>
      {awaiting ? (
        <AlertBanner type="info" title="Awaiting approval">
          {`Payment ${payment.ref}: ${approversText(submitted.approvers)} It is sent once approved; you are notified of the outcome.`}
        </AlertBanner>
      ) : (
        <AlertBanner
          type={replayed ? 'info' : 'success'}
          title={replayed ? 'Already submitted' : 'Payment accepted'}
        >
          {`Payment ${payment.ref} of ${amount} to ${payment.recipient_name}.`}
        </AlertBanner>
      )}
      <DescriptionList>
        <DescriptionRow label="Recipient">{payment.recipient_name}</DescriptionRow>
        <DescriptionRow label="Amount">{amount}</DescriptionRow>
        <DescriptionRow label="Fee">{formatFee(payment.fee, payment.fee_currency)}</DescriptionRow>
        <DescriptionRow label="Reference">{payment.reference}</DescriptionRow>
        <DescriptionRow label="Payment date">{formatDate(payment.execution_date)}</DescriptionRow>
        <DescriptionRow label="Status">
          <StatusBadge status={payment.status} />
        </DescriptionRow>
      </DescriptionList>
      <HStack gap="3" wrap="wrap">
        <ButtonLink to={paths.app.paymentDetail.getHref(payment.ref, payment.bank_account_ref)}>
          View payment
        </ButtonLink>
        <Button variant="outline" onClick={onAnother}>
          Make another payment
        </Button>
      </HStack>
    </Stack>
  );
}
