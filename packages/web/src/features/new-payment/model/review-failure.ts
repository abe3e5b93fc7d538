import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { getErrorText, getFieldErrors, isTransientFailure, NetworkError } from '@portal/api-types';
import { formatDate } from '../../../lib/format-date';
import { resendSafeText } from '../../../lib/resend-safe-text';
import { isKeyReusedRefusal, KEY_REUSED_TEXT } from './payment-submission';
import type { PaymentStep } from './step-guard';

/** Which step to go back to for a field the bank refused. */
const FIELD_STEP: Record<string, PaymentStep> = {
  recipient_ref: 'recipient',
  reason_code: 'reason',
  reference: 'reason',
  amount: 'amount',
  currency: 'amount',
  execution_date: 'amount',
};

/**
 * No answer came (the connection failed, or the bank did not answer in time), or the bank was failing: the
 * payment may or may not have been made, and the same request, under the same key, may be sent again (rule NET-02).
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || isTransientFailure(error);
}

/** What the review says about a submission that failed. */
export function reviewFailureText(error: unknown, refusedDate: string | null): string {
  if (error instanceof NetworkError && error.kind === 'timeout')
    return t`The bank did not answer in time, so we can’t tell yet whether it received this payment. Submitting again is safe: this payment can only be made once.`;
  if (error instanceof TypeError || (error instanceof NetworkError && error.kind === 'unreachable'))
    return t`The connection failed before the bank answered. Submitting again is safe: this payment can only be made once.`;
  if (isNetworkFailure(error))
    return resendSafeText(error, t`Submitting again is safe: this payment can only be made once.`);
  if (refusedDate) {
    const date = formatDate(refusedDate);
    return t`The bank can no longer send this payment on ${date}. Check the payment date and confirm again.`;
  }
  if (isKeyReusedRefusal(error)) return i18n._(KEY_REUSED_TEXT);
  return getErrorText(error);
}

/**
 * The step where the refused field is changed, if any. A refused date goes back to the amount step only when
 * the user chose it there (`chosenDate`); else the review asks again.
 */
export function stepToFix(error: unknown, chosenDate: string | null): PaymentStep | undefined {
  return Object.keys(getFieldErrors(error))
    .filter((field) => field !== 'execution_date' || chosenDate !== null)
    .map((field) => FIELD_STEP[field])
    .find(Boolean);
}
