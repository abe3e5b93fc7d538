import type { PayeeVerification, PayeeVerificationRequest } from '../payee-verification';
import type { RecipientInput } from './recipient-form-model';

/**
 * The payee check before a recipient is saved: a match saves at once; a close match, a no match or a check
 * not possible wait for the user's decision; a failed check lets the user go on (the bank checks again).
 */
export type PayeeCheckState =
  | { name: 'idle' }
  | { name: 'checking'; input: RecipientInput }
  | { name: 'matched'; input: RecipientInput; verification: PayeeVerification }
  | { name: 'decide'; input: RecipientInput; verification: PayeeVerification }
  | { name: 'check-failed'; input: RecipientInput; message: string };

export type PayeeCheckEvent =
  | { type: 'check'; input: RecipientInput }
  | { type: 'checked'; verification: PayeeVerification }
  | { type: 'failed'; message: string }
  /** The name, type or bank details changed: an earlier answer no longer describes them. */
  | { type: 'reset' };

export const initialPayeeCheck: PayeeCheckState = { name: 'idle' };

export function payeeCheckReducer(state: PayeeCheckState, event: PayeeCheckEvent): PayeeCheckState {
  switch (event.type) {
    case 'check':
      return { name: 'checking', input: event.input };
    case 'checked':
      if (state.name !== 'checking') return state;
      return {
        name: event.verification.outcome === 'match' ? 'matched' : 'decide',
        input: state.input,
        verification: event.verification,
      };
    case 'failed':
      return state.name === 'checking'
        ? { name: 'check-failed', input: state.input, message: event.message }
        : state;
    case 'reset':
      return initialPayeeCheck;
  }
}

/** What the payee's bank is asked for a recipient. */
export const payeeCheckRequest = (input: RecipientInput): PayeeVerificationRequest => ({
  name: input.name,
  type: input.type,
  bank_details: input.bank_details,
});

const checkKey = (input: RecipientInput) => JSON.stringify(payeeCheckRequest(input));

/** A new recipient is always checked; an edited one when its name, type or bank details changed. */
export function needsPayeeCheck(input: RecipientInput, saved: RecipientInput | undefined): boolean {
  return !saved || checkKey(input) !== checkKey(saved);
}

/** The recipient with the name (and account type) the payee's bank holds: "Use <name>" after a close match. */
export function withHeldIdentity(input: RecipientInput, verification: PayeeVerification): RecipientInput {
  if (verification.outcome !== 'close_match') return input;
  const type = verification.account_type_held ?? input.type;
  return {
    ...input,
    name: verification.name_held ?? input.name,
    type,
    // An individual has no legal name or registration number.
    ...(type === 'individual' ? { legal_name: null, registration_number: null } : {}),
  };
}

/** The fields whose change makes an answer stale. */
export const CHECKED_FIELDS = new Set([
  'type',
  'name',
  'country',
  'currency',
  'iban',
  'bic',
  'sort_code',
  'account_number',
  'routing_number',
]);
