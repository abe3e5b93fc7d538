import { Checkbox, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
  const feePending = feeQuote.isError ? t`Not known` : t`Checking the fee...`;
  const amountText = formatAmount(draft.amount, currency, { withCode: true });
  const failure = step.name === 'failed' ? step : null;
  const fixStep = failure ? stepToFix(failure.error, draft.executionDate) : undefined;
  const networkFailure = failure ? isNetworkFailure(failure.error) : false;
  const code = dialogCode(step);
  const approvalNote = approvalNeededText(review.approvalPreview.data);
  const texts = confirmTexts(amountText, approvalNote !== null, networkFailure);
  const bankAccountText = bankAccountName ? `${bankAccountName} (${currency})` : (draft.bankAccountRef ?? '');
  const recipientName = draft.recipientName;
  const windowDate = windowCheck ? formatDate(windowCheck.execution_date) : '';
  const opensAt = windowCheck ? formatDateTime(windowCheck.next_window_opens_at) : '';
  // A refused field belongs to the recipient, reason or amount step (stepToFix never names the review).
  const changeStep =
    fixStep === 'recipient'
      ? t`Change the recipient`
      : fixStep === 'reason'
        ? t`Change the reason`
        : t`Change the amount`;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Review payment</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Step 4 of 4: check and confirm.</Trans>
        </Text>
      </Stack>
      <DescriptionList>
        <DescriptionRow label={t`Recipient`}>{draft.recipientName}</DescriptionRow>
        <DescriptionRow label={t`Bank details`}>{draft.recipientSummary}</DescriptionRow>
        <DescriptionRow label={t`Reason`}>{reasonText}</DescriptionRow>
        <DescriptionRow label={t`Reference`}>{draft.reference}</DescriptionRow>
        <DescriptionRow label={t`Pay from`}>{bankAccountText}</DescriptionRow>
        <DescriptionRow label={t`Amount`}>{amountText}</DescriptionRow>
        <DescriptionRow label={t`Fee`}>
          {fee ? formatFee(fee.fee, fee.fee_currency) : feePending}
        </DescriptionRow>
        <DescriptionRow label={t`Total`}>
          {fee?.total ? formatAmount(fee.total, currency, { withCode: true }) : feePending}
        </DescriptionRow>
        <DescriptionRow label={t`Payment date`}>
          {windowCheck
            ? windowCheck.within_window && !draft.executionDate
              ? t`Today, ${windowDate}`
              : windowDate
            : draft.executionDate
              ? formatDate(draft.executionDate)
              : t`Today`}
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
        <AlertBanner type="info" title={t`Approval needed`}>
          {t`${approvalNote} It waits for approval before it is sent; funds are not reserved meanwhile.`}
        </AlertBanner>
      ) : null}
      {review.outside && windowCheck ? (
        <AlertBanner type="warning" title={t`The payment window has closed`}>
          <Stack gap="3">
            <Text>
              {t`Your payment will go on ${windowDate}, when the next payment window opens (${opensAt}).`}
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
              <Checkbox.Label>{t`Send it on ${windowDate}`}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </AlertBanner>
      ) : null}
      {feeQuote.isError ? (
        <AlertBanner type="error" title={t`The fee could not be checked`}>
          {getErrorText(feeQuote.error)}
        </AlertBanner>
      ) : null}
      {failure ? (
        <AlertBanner type="error" title={t`The payment was not sent`}>
          <Stack gap="2">
            <Text whiteSpace="pre-line">{reviewFailureText(failure.error, failure.refusedDate)}</Text>
            {fixStep ? (
              <Link asChild color="brand.ink" fontWeight="medium">
                <RouterLink to={STEP_HREF[fixStep]}>{changeStep}</RouterLink>
              </Link>
            ) : null}
          </Stack>
        </AlertBanner>
      ) : null}
      <TwoFactorNudge where="payment" />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" onClick={() => navigate(STEP_HREF.amount)}>
          <Trans>Back</Trans>
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
        title={t`Authorize payment`}
        okText={texts.authorize}
        text={t`Enter the code from your authenticator app to approve paying ${amountText} to ${recipientName}.`}
        sending={review.sending}
        onCodeChange={review.typeCode}
        onAuthorize={() => void review.authorize()}
        onClose={review.closeDialog}
      />
    </Stack>
  );
}
