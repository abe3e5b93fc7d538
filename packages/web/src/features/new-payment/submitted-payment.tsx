import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { payment, replayed } = submitted;
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  const recipient = payment.recipient_name;
  const ref = payment.ref;
  const approvers = approversText(submitted.approvers);
  // Held by an approval rule (rule APR-29): it goes once enough people approve it.
  const awaiting = payment.status === 'awaiting_approval';
  const heading = replayed
    ? t`Payment already submitted`
    : awaiting
      ? t`Awaiting approval`
      : t`Payment submitted`;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        <Text color="fg.muted">
          {replayed
            ? t`This payment was already submitted; it was not sent again. Here is the original payment.`
            : awaiting
              ? t`Your payment of ${amount} to ${recipient} was accepted and awaits approval.`
              : t`Your payment of ${amount} to ${recipient} was accepted.`}
        </Text>
      </Stack>
      {awaiting ? (
        <AlertBanner type="info" title={t`Awaiting approval`}>
          {t`Payment ${ref}: ${approvers} It is sent once approved; you are notified of the outcome.`}
        </AlertBanner>
      ) : (
        <AlertBanner
          type={replayed ? 'info' : 'success'}
          title={replayed ? t`Already submitted` : t`Payment accepted`}
        >
          {t`Payment ${ref} of ${amount} to ${recipient}.`}
        </AlertBanner>
      )}
      <DescriptionList>
        <DescriptionRow label={t`Recipient`}>{payment.recipient_name}</DescriptionRow>
        <DescriptionRow label={t`Amount`}>{amount}</DescriptionRow>
        <DescriptionRow label={t`Fee`}>{formatFee(payment.fee, payment.fee_currency)}</DescriptionRow>
        <DescriptionRow label={t`Reference`}>{payment.reference}</DescriptionRow>
        <DescriptionRow label={t`Payment date`}>{formatDate(payment.execution_date)}</DescriptionRow>
        <DescriptionRow label={t`Status`}>
          <StatusBadge status={payment.status} />
        </DescriptionRow>
      </DescriptionList>
      <HStack gap="3" wrap="wrap">
        <ButtonLink to={paths.app.paymentDetail.getHref(payment.ref, payment.bank_account_ref)}>
          <Trans>View payment</Trans>
        </ButtonLink>
        <Button variant="outline" onClick={onAnother}>
          <Trans>Make another payment</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
