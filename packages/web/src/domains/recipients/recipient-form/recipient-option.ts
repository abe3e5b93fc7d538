import { t } from '@lingui/core/macro';
import type { OptionItem } from '../../../components/ui/option-item';
import { bankDetailsSummary, type Recipient } from './recipient-form-model';

/** Statuses a payment cannot go to: listed in pickers, but not choosable. */
export const NOT_PAYABLE_STATUSES: ReadonlySet<string> = new Set(['rejected', 'flagged']);

/** A recipient as a picker lists it: name, currency and masked bank details, and why it cannot be paid. */
export function recipientOption(recipient: Recipient): OptionItem {
  const base = `${recipient.name} · ${recipient.currency} · ${bankDetailsSummary(recipient.bank_details)}`;
  const blocked = NOT_PAYABLE_STATUSES.has(recipient.status);
  const why = recipient.status === 'rejected' ? t`rejected` : t`flagged`;
  return {
    value: recipient.ref,
    label: blocked ? `${base} (${why})` : base,
    disabled: blocked,
  };
}
