import { validateAmount, validatePaymentReference } from '../../../domains/accounts/bank-validators';

export const PAYMENT_STEPS = ['recipient', 'reason', 'amount', 'review'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** What the guard needs to know of the draft. */
export interface StepDraft {
  recipientRef: string | null;
  recipientCurrency: string | null;
  reasonCode: string | null;
  reference: string;
  bankAccountRef: string | null;
  currency: string | null;
  amount: string;
}

/** Whether a step's own data is complete (and valid as far as the browser can tell). */
export function isStepComplete(step: PaymentStep, draft: StepDraft): boolean {
  switch (step) {
    case 'recipient':
      return Boolean(draft.recipientRef && draft.recipientCurrency);
    case 'reason':
      return Boolean(draft.reasonCode) && validatePaymentReference(draft.reference) === null;
    case 'amount':
      return (
        Boolean(draft.bankAccountRef && draft.currency) &&
        draft.currency === draft.recipientCurrency &&
        validateAmount(draft.amount, draft.currency ?? '') === null
      );
    case 'review':
      return false;
  }
}

/** The first step whose data is missing, or 'review' when everything before it is complete. */
export function firstIncompleteStep(draft: StepDraft): PaymentStep {
  return PAYMENT_STEPS.find((step) => !isStepComplete(step, draft)) ?? 'review';
}

/**
 * The step the user may see when asking for `requested`: the requested one if every earlier step is
 * complete, otherwise the first incomplete earlier step (a later URL typed by hand cannot skip ahead).
 */
export function guardStep(requested: PaymentStep, draft: StepDraft): PaymentStep {
  const firstMissing = firstIncompleteStep(draft);
  return PAYMENT_STEPS.indexOf(firstMissing) < PAYMENT_STEPS.indexOf(requested) ? firstMissing : requested;
}

export function stepFromPath(pathname: string): PaymentStep | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return (PAYMENT_STEPS as readonly string[]).includes(last ?? '') ? (last as PaymentStep) : null;
}
