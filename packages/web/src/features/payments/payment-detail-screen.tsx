import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ReasonedButton } from '../../components/reasoned-button';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { DetailLoadFailure } from '../../components/ui/detail-load-failure';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { StatusBadge } from '../../components/ui/status-badge';
import { SupportReference } from '../../components/ui/support-reference';
import { paths } from '../../config/paths';
import { usePaymentQuery } from '../../domains/payments/payment';
import { usePaymentReasonText } from '../../domains/payments/payment-references';
import { PayeeVerificationNote } from '../../domains/recipients/payee-verification/payee-verification-note';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { useSessionStore } from '../../domains/session/session-store';
import { formatAmount, formatFee } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatStatus } from '../../lib/format-status';
import { useCancelPaymentMutation } from './api/cancel-payment';
import { useRecallPaymentMutation } from './api/recall-payment';
import { cancelNotice } from './cancel-availability';
import { confirmCancelPayment } from './confirm-cancel-payment';
import { confirmRecallPayment } from './confirm-recall-payment';
import { PayeeDetails } from './payee-details';
import { recallRefusal } from './payment-approval';
import { PaymentApprovalSection } from './payment-approval-section';
import { buildTimeline } from './payment-timeline';
import { PaymentTrail } from './payment-trail';
import { useReceiptDownload } from './use-receipt-download';

type Payment = components['schemas']['Payment'];

const DETAIL_MAX_WIDTH = '720px';

/**
 * One payment: its details and a status timeline, a receipt to download; a scheduled payment can be
 * cancelled, and one already on its way says why it cannot.
 */
export function PaymentDetailScreen() {
  const { t } = useLingui();
  const { payment: paymentRef = '' } = useParams();
  const [params] = useSearchParams();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const bankAccountRef = params.get('bank_account') ?? bankAccounts[0]?.ref ?? '';
  const query = usePaymentQuery(account, bankAccountRef, paymentRef);
  const cancel = useCancelPaymentMutation(account);
  const recall = useRecallPaymentMutation(account);
  const userRef = useSessionStore((s) => s.userRef);
  const reasonText = usePaymentReasonText(query.data?.reason_code);
  const receipt = useReceiptDownload(account);
  const back = (
    <Link asChild color="brand.ink" fontWeight="medium">
      <RouterLink to={paths.app.payments.getHref()}>
        <Trans>Back to payments</Trans>
      </RouterLink>
    </Link>
  );

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <DetailLoadFailure title={t`Payment`} error={query.error} back={back} />;
  const payment: Payment = query.data;
  const notice = cancelNotice(payment);
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  const bankAccount = bankAccounts.find((b) => b.ref === payment.bank_account_ref);
  const recipientName = payment.recipient_name;
  const currentStatus = formatStatus(payment.status);

  const rows: [string, string][] = [
    [t`Recipient`, payment.recipient_name],
    [t`From`, bankAccount?.name ?? '—'],
    [t`Fee`, formatFee(payment.fee, payment.fee_currency)],
    [t`Reason`, reasonText],
    [t`Reference`, payment.reference],
    [t`Payment date`, formatDate(payment.execution_date)],
    [t`Created`, formatDateTime(payment.created_at)],
    [t`Last update`, formatDateTime(payment.updated_at)],
  ];

  return (
    // One readable column: on a wide screen a label and its value at opposite edges are hard to pair.
    <Stack gap="6" maxW={DETAIL_MAX_WIDTH}>
      {back}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {t`Payment to ${recipientName}`}
          </Heading>
          {/* The amount is the page's subject: large, and never cut. */}
          <HStack gap="3" wrap="wrap" align="center">
            <Text
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              data-testid="payment-amount"
            >
              {amount}
            </Text>
            <StatusBadge status={payment.status} />
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            loading={receipt.busy}
            onClick={() => void receipt.download(payment, bankAccount, reasonText)}
          >
            <Trans>Download receipt</Trans>
          </Button>
          <PermissionButton
            permission="payments.create"
            variant="outline"
            to={paths.app.newPayment.repeat.getHref(payment.ref, payment.bank_account_ref)}
          >
            <Trans>Repeat this payment</Trans>
          </PermissionButton>
          {payment.status === 'scheduled' ? (
            <PermissionButton
              permission="payments.cancel"
              variant="danger"
              onClick={() => confirmCancelPayment(payment, cancel.mutateAsync)}
              loading={cancel.isPending}
            >
              <Trans>Cancel payment</Trans>
            </PermissionButton>
          ) : null}
          {payment.status === 'awaiting_approval' ? (
            // Only its maker may recall it (rule APR-31): anyone else sees who can.
            recallRefusal(payment, userRef) ? (
              <ReasonedButton variant="outline" reason={recallRefusal(payment, userRef)}>
                <Trans>Recall payment</Trans>
              </ReasonedButton>
            ) : (
              <PermissionButton
                permission="payments.create"
                variant="outline"
                onClick={() => confirmRecallPayment(payment, recall.mutateAsync)}
                loading={recall.isPending}
              >
                <Trans>Recall payment</Trans>
              </PermissionButton>
            )
          ) : null}
        </HStack>
      </HStack>
      {payment.failure_reason && (payment.status === 'failed' || payment.status === 'returned') ? (
        <AlertBanner
          type="error"
          title={payment.status === 'returned' ? t`Returned by the payee's bank` : t`Why it failed`}
        >
          {payment.failure_reason}
        </AlertBanner>
      ) : null}
      {payment.batch_ref ? (
        <Text fontSize="sm" data-testid="payment-batch">
          <Link asChild color="brand.ink" fontWeight="medium">
            <RouterLink to={paths.app.bulkPaymentDetail.getHref(payment.batch_ref)}>
              <Trans>Part of a bulk payment</Trans>
            </RouterLink>
          </Link>
        </Text>
      ) : null}
      {notice ? (
        <Text color="fg.muted" fontSize="sm" data-testid="cancel-notice">
          {notice}
        </Text>
      ) : null}
      <DescriptionList>
        {rows.map(([label, value]) => (
          <DescriptionRow key={label} label={label}>
            {value}
          </DescriptionRow>
        ))}
      </DescriptionList>
      <PayeeDetails account={account} payment={payment} />
      {/* What a held payment waits for comes before its timeline (rule APR-30). */}
      <PaymentApprovalSection payment={payment} />
      {payment.payee_verification ? (
        <PayeeVerificationNote verification={payment.payee_verification} showCheckedAt />
      ) : null}
      <Stack gap="3" as="section" aria-labelledby="timeline-heading">
        <Heading as="h2" size="lg" id="timeline-heading">
          <Trans>Status timeline</Trans>
        </Heading>
        <List.Root as="ol" listStyleType="none" gap="3" aria-label={t`Status timeline`}>
          {buildTimeline(payment).map((stage) => (
            <List.Item key={stage.key} data-state={stage.state}>
              <HStack gap="3" align="flex-start">
                <Box
                  aria-hidden="true"
                  mt="1.5"
                  boxSize="3"
                  borderRadius="full"
                  bg={
                    stage.state === 'done' ? (stage.failed ? 'danger.500' : 'brand.500') : 'border.emphasized'
                  }
                />
                <Stack gap="0">
                  <Text fontWeight="medium">{stage.label}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {stage.at
                      ? formatDateTime(stage.at)
                      : stage.state === 'next'
                        ? t`Waiting`
                        : t`Not reached`}
                  </Text>
                </Stack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">{t`Current status: ${currentStatus}.`}</Text>
      </Stack>
      <PaymentTrail account={account} payment={payment} />
      <SupportReference value={payment.ref} what={t`payment`} />
    </Stack>
  );
}
