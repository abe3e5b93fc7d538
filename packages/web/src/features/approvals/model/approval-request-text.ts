import { plural, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { dayjs } from '../../../lib/dayjs';

type PaymentApproval = components['schemas']['PaymentApproval'];

/** How long a payment has waited, in words: "waiting 2 hours" (rule APR-21). */
export function waitingText(createdAt: string, now: Date = new Date()): string {
  const duration = dayjs(createdAt).from(dayjs(now), true);
  return t`waiting ${duration}`;
}

/** "1 of 2 approvals", "0 of 1 approval": the approvals given so far against those needed. */
export function progressText(approval: Pick<PaymentApproval, 'approvals' | 'approvals_required'>): string {
  const given = approval.approvals.length;
  const required = approval.approvals_required;
  return plural(required, {
    one: `${given} of ${required} approval`,
    other: `${given} of ${required} approvals`,
  });
}
