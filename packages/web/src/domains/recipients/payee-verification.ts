import type { components } from '@portal/api-types';
import { formatDateTime } from '../../lib/format-date';

export type PayeeVerification = components['schemas']['PayeeVerification'];
export type PayeeVerificationRequest = components['schemas']['PayeeVerificationRequest'];

export type PayeeCheckTone = 'success' | 'warning' | 'error' | 'info';

export interface PayeeCheckText {
  tone: PayeeCheckTone;
  title: string;
  description: string;
}

const SCHEME_NAME: Record<PayeeVerification['scheme'], string | null> = {
  confirmation_of_payee: 'Confirmation of Payee',
  verification_of_payee: 'Verification of Payee',
  none: null,
};

const TYPE_NAME = { business: 'business', individual: 'personal' } as const;

/** What the payee's bank answered, in words a payer acts on (UK CoP / EU VoP wording). */
export function payeeCheckText(v: PayeeVerification): PayeeCheckText {
  switch (v.outcome) {
    case 'match':
      return {
        tone: 'success',
        title: 'Name matches',
        description: `The payee’s bank confirms that this account is held by “${v.checked_name}”.`,
      };
    case 'close_match': {
      const held = v.name_held ?? v.checked_name;
      const type = v.account_type_held ? `a ${TYPE_NAME[v.account_type_held]} account` : null;
      const description =
        held === v.checked_name && type
          ? `The name matches, but the payee’s bank holds it as ${type}.`
          : `The payee’s bank holds this account in the name “${held}”${type ? `, as ${type}` : ''}, not “${v.checked_name}”.`;
      return { tone: 'warning', title: 'Close match', description };
    }
    case 'no_match':
      return {
        tone: 'error',
        title: 'Name does not match',
        description: `The payee’s bank says this account is not held by “${v.checked_name}”. Paying it may send money to the wrong person, and it may not be recovered.`,
      };
    case 'unavailable':
      return {
        tone: 'info',
        title: 'Name not checked',
        description:
          v.scheme === 'none'
            ? 'Name checks cover UK sort code and European IBAN accounts; these bank details cannot be checked. This is not a warning: make sure the details came from the payee.'
            : 'The payee’s bank could not answer the name check just now. This is not a warning: make sure the details came from the payee.',
      };
  }
}

/** 'Checked 05 Mar, 2026 - 14:07 (Confirmation of Payee)'. */
export function checkedAtText(v: PayeeVerification): string {
  const scheme = SCHEME_NAME[v.scheme];
  return `Checked ${formatDateTime(v.checked_at)}${scheme ? ` (${scheme})` : ''}`;
}

/** A payment to this payee needs the payer's explicit confirmation first (the bank refuses it otherwise). */
export const needsMismatchConfirmation = (v: PayeeVerification | null | undefined): boolean =>
  v?.outcome === 'no_match';
