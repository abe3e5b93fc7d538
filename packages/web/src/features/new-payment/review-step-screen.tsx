import { Checkbox, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { usePaymentReasonText } from '../../domains/payments/payment-references';
import { needsMismatchConfirmation } from '../../domains/recipients/payee-verification';
import { PayeeMismatchConfirmation } from '../../domains/recipients/payee-verification/payee-mismatch-confirmation';
import { PayeeVerificationNote } from '../../domains/recipients/payee-verification/payee-verification-note';
import { TwoFactorCodeDialog } from '../../domains/security/two-factor-code-dialog';
import { TwoFactorNudge } from '../../domains/security/two-factor-nudge';
import { useCurrentBankAccounts } from '../../domains/session/current-account';
import { formatAmount, formatFee } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { approvalNeededText, confirmTexts } from './model/approval-note';
import { isNetworkFailure, reviewFailureText, stepToFix } from './model/review-failure';
import { dialogCode } from './model/review-machine';
import { STEP_HREF } from './step-links';
import { SubmittedPayment } from './submitted-payment';
import { usePaymentSubmission } from './use-payment-submission';

/** Step 4: everything in one place, the fee and the cut-off, then one submission per draft. */
export function ReviewStepScreen() {
  const navigate = useNavigate();
  const review = usePaymentSubmission();
  const { draft, step, windowCheck, feeQuote } = review;
  const reasonText = usePaymentReasonText(draft.reasonCode);
  const bankAccountName = useCurrentBankAccounts().find((b) => b.ref === draft.bankAccountRef)?.name;

  if (review.submitted) {
    return (
      <SubmittedPayment
        submitted={review.submitted}
        onAnother={() => {
          review.startAnother();
          navigate(STEP_HREF.recipient);
        }}
      />
    );
  }

  const currency = draft.currency ?? '';
  const fee = feeQuote.data;
  const feePending = feeQuote.isError ? 'Not known' : 'Checking the fee...';
  const amountText = formatAmount(draft.amount, currency, { withCode: true });
  const failure = step.name === 'failed' ? step : null;
  const fixStep = failure ? stepToFix(failure.error, draft.executionDate) : undefined;
  const networkFailure = failure ? isNetworkFailure(failure.error) : false;
  const code = dialogCode(step);
  const approvalNote = approvalNeededText(review.approvalPreview.data);
  const texts = confirmTexts(amountText, approvalNote !== null, networkFailure);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Review payment
        </Heading>
        <Text color="fg.muted">Step 4 of 4: check and confirm.</Text>
      </Stack>
      <DescriptionList>
        <DescriptionRow label="Recipient">{draft.recipientName}</DescriptionRow>
        <DescriptionRow label="Bank details">{draft.recipientSummary}</DescriptionRow>
        <DescriptionRow label="Reason">{reasonText}</DescriptionRow>
        <DescriptionRow label="Reference">{draft.reference}</DescriptionRow>
        <DescriptionRow label="Pay from">
          {bankAccountName ? `${bankAccountName} (${currency})` : (draft.bankAccountRef ?? '')}
        </DescriptionRow>
        <DescriptionRow label="Amount">{amountText}</DescriptionRow>
        <DescriptionRow label="Fee">{fee ? formatFee(fee.fee, fee.fee_currency) : feePending}</DescriptionRow>
        <DescriptionRow label="Total">
          {fee?.total ? formatAmount(fee.total, currency, { withCode: true }) : feePending}
        </DescriptionRow>
        <DescriptionRow label="Payment date">
          {windowCheck
            ? windowCheck.within_window && !draft.executionDate
              ? `Today, ${formatDate(windowCheck.execution_date)}`
              : formatDate(windowCheck.execution_date)
            : draft.executionDate
              ? formatDate(draft.executionDate)
              : 'Today'}
        </DescriptionRow>
      </DescriptionList>
      {draft.recipientVerification ? (
        <PayeeVerificationNote verification={draft.recipientVerification} showCheckedAt>
          {needsMismatchConfirmation(draft.recipientVerification) ? (
            <PayeeMismatchConfirmation
              recipientName={draft.recipientName}
              checked={review.payeeConfirmed}
              onCheckedChange={review.confirmPayee}
            />
          ) : null}
        </PayeeVerificationNote>
      ) : null}
      {approvalNote ? (
        <AlertBanner type="info" title="Approval needed">
          {`${approvalNote} It waits for approval before it is sent; funds are not reserved meanwhile.`}
        </AlertBanner>
      ) : null}
      {review.outside && windowCheck ? (
        <AlertBanner type="warning" title="The payment window has closed">
          <Stack gap="3">
            <Text>
              {`Your payment will go on ${formatDate(windowCheck.execution_date)}, when the next payment window opens (${formatDateTime(windowCheck.next_window_opens_at)}).`}
            </Text>
            <Checkbox.Root
              checked={review.acknowledged === windowCheck.execution_date}
              onCheckedChange={(d) =>
                review.acknowledge(d.checked === true ? windowCheck.execution_date : null)
              }
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{`Send it on ${formatDate(windowCheck.execution_date)}`}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </AlertBanner>
      ) : null}
      {feeQuote.isError ? (
        <AlertBanner type="error" title="The fee could not be checked">
          {getErrorText(feeQuote.error)}
        </AlertBanner>
      ) : null}
      {failure ? (
        <AlertBanner type="error" title="The payment was not sent">
          <Stack gap="2">
            <Text whiteSpace="pre-line">{reviewFailureText(failure.error, failure.refusedDate)}</Text>
            {fixStep ? (
              <Link asChild color="brand.ink" fontWeight="medium">
                <RouterLink to={STEP_HREF[fixStep]}>{`Change the ${fixStep}`}</RouterLink>
              </Link>
            ) : null}
          </Stack>
        </AlertBanner>
      ) : null}
      <TwoFactorNudge where="payment" />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" onClick={() => navigate(STEP_HREF.amount)}>
          Back
        </Button>
        <Button
          onClick={() => void review.confirm()}
          loading={review.sending || (review.busy && code === undefined)}
          // The user confirms a total the bank has stated, never one still unknown.
          disabled={review.needsAcknowledgement || review.needsPayeeConfirmation || !fee}
        >
          {texts.confirm}
        </Button>
      </HStack>
      <TwoFactorCodeDialog
        code={code}
        error={step.name === 'awaiting-code' ? step.codeError : undefined}
        title="Authorize payment"
        okText={texts.authorize}
        text={`Enter the code from your authenticator app to approve paying ${amountText} to ${draft.recipientName}.`}
        sending={review.sending}
        onCodeChange={review.typeCode}
        onAuthorize={() => void review.authorize()}
        onClose={review.closeDialog}
      />
    </Stack>
  );
}
