import { msg } from '@lingui/core/macro';
import { ApiError, type components, getFieldErrors } from '@portal/api-types';
import { needsMismatchConfirmation } from '../../../domains/recipients/payee-verification';
import type { PaymentDraft } from './new-payment-store';

type PaymentCreate = components['schemas']['PaymentCreate'];
type PaymentAuthorization = components['schemas']['PaymentAuthorization'];
export type WindowCheck = Pick<
  components['schemas']['PaymentTimeWindowCheck'],
  'within_window' | 'execution_date' | 'next_window_opens_at'
>;

/**
 * The date the payment may be sent for, given a fresh look at the window: inside it, the date the review
 * shows (today or the chosen day); outside it, only the next window's date once the user has ticked
 * "Send it on <date>" for exactly that date. null: the user must be asked (again) first.
 */
export function agreedExecutionDate(check: WindowCheck, acknowledged: string | null): string | null {
  if (check.within_window) return check.execution_date;
  return acknowledged === check.execution_date ? check.execution_date : null;
}

/**
 * The request body: always with the agreed date, which the bank honours or refuses but never moves; with
 * `confirm_payee_mismatch` once the user confirmed paying a name the payee's bank does not hold.
 */
export function paymentBody(
  draft: PaymentDraft,
  executionDate: string,
  authorization?: PaymentAuthorization,
  payeeMismatchConfirmed = false,
): PaymentCreate {
  return {
    recipient_ref: draft.recipientRef ?? '',
    amount: draft.amount,
    currency: draft.currency ?? '',
    reason_code: draft.reasonCode ?? '',
    reference: draft.reference,
    execution_date: executionDate,
    ...(authorization ? { authorization } : {}),
    ...(payeeMismatchConfirmed && needsMismatchConfirmation(draft.recipientVerification)
      ? { confirm_payee_mismatch: true }
      : {}),
  };
}

/** The bank refused the date (its window closed or it passed meanwhile): look at the window and ask again. */
export function isExecutionDateRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.body?.code === 'outside_cutoff_window' || 'execution_date' in getFieldErrors(error);
}

/** The key went out earlier with another body (e.g. a new 2FA code after a reload): that attempt reached the bank. */
export function isKeyReusedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === 'idempotency_key_reused';
}

export const KEY_REUSED_TEXT = msg`An earlier attempt to send this payment reached the bank with other details. Check the payments list before sending it again.`;
