import type { OptionItem } from '../../../components/ui/option-item';
import { bankDetailsSummary, type Recipient } from './recipient-form-model';

/** Statuses a payment cannot go to: listed in pickers, but not choosable. */
export const NOT_PAYABLE_STATUSES: ReadonlySet<string> = new Set(['rejected', 'flagged']);

/** A recipient as a picker lists it: name, currency and masked bank details, and why it cannot be paid. */
export function recipientOption(recipient: Recipient): OptionItem {
  return {
    value: recipient.ref,
    label: `${recipient.name} · ${recipient.currency} · ${bankDetailsSummary(recipient.bank_details)}${
      NOT_PAYABLE_STATUSES.has(recipient.status) ? ` (${recipient.status})` : ''
    }`,
    disabled: NOT_PAYABLE_STATUSES.has(recipient.status),
  };
}
