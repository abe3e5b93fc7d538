import type { components } from '@portal/api-types/schema';
import type { PayeeVerificationRecord } from '../domain/recipients/index.js';

export function payeeVerification(v: PayeeVerificationRecord): components['schemas']['PayeeVerification'] {
  return {
    outcome: v.outcome,
    scheme: v.scheme,
    checked_name: v.checkedName,
    name_held: v.nameHeld,
    account_type_held: v.accountTypeHeld,
    checked_at: new Date(v.checkedAt).toISOString(),
  };
}
