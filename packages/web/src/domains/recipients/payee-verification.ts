import { t } from '@lingui/core/macro';
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

/** The scheme's name as the payer's bank calls it; null when no scheme could check the name. */
function schemeName(scheme: PayeeVerification['scheme']): string | null {
  switch (scheme) {
    case 'confirmation_of_payee':
      return t`Confirmation of Payee`;
    case 'verification_of_payee':
      return t`Verification of Payee`;
    case 'none':
      return null;
  }
}

/** A close match: the name or the account type the payee's bank holds differs from the one checked. */
function closeMatchText(v: PayeeVerification): string {
  const checked = v.checked_name;
  const held = v.name_held ?? v.checked_name;
  const type = v.account_type_held;
  if (held === checked && type === 'business')
    return t`The name matches, but the payee’s bank holds it as a business account.`;
  if (held === checked && type === 'individual')
    return t`The name matches, but the payee’s bank holds it as a personal account.`;
  if (type === 'business')
    return t`The payee’s bank holds this account in the name “${held}”, as a business account, not “${checked}”.`;
  if (type === 'individual')
    return t`The payee’s bank holds this account in the name “${held}”, as a personal account, not “${checked}”.`;
  return t`The payee’s bank holds this account in the name “${held}”, not “${checked}”.`;
}

/** What the payee's bank answered, in words a payer acts on (UK CoP / EU VoP wording). */
export function payeeCheckText(v: PayeeVerification): PayeeCheckText {
  const checked = v.checked_name;
  switch (v.outcome) {
    case 'match':
      return {
        tone: 'success',
        title: t`Name matches`,
        description: t`The payee’s bank confirms that this account is held by “${checked}”.`,
      };
    case 'close_match':
      return { tone: 'warning', title: t`Close match`, description: closeMatchText(v) };
    case 'no_match':
      return {
        tone: 'error',
        title: t`Name does not match`,
        description: t`The payee’s bank says this account is not held by “${checked}”. Paying it may send money to the wrong person, and it may not be recovered.`,
      };
    case 'unavailable':
      return {
        tone: 'info',
        title: t`Name not checked`,
        description:
          v.scheme === 'none'
            ? t`Name checks cover UK sort code and European IBAN accounts; these bank details cannot be checked. This is not a warning: make sure the details came from the payee.`
            : t`The payee’s bank could not answer the name check just now. This is not a warning: make sure the details came from the payee.`,
      };
  }
}

/** 'Checked 05 Mar, 2026 - 14:07 (Confirmation of Payee)'. */
export function checkedAtText(v: PayeeVerification): string {
  const scheme = schemeName(v.scheme);
  const at = formatDateTime(v.checked_at);
  return scheme ? t`Checked ${at} (${scheme})` : t`Checked ${at}`;
}

/** A payment to this payee needs the payer's explicit confirmation first (the bank refuses it otherwise). */
export const needsMismatchConfirmation = (v: PayeeVerification | null | undefined): boolean =>
  v?.outcome === 'no_match';
