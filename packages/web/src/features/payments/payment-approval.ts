import { plural, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { formatDateTime } from '../../lib/format-date';

type Payment = components['schemas']['Payment'];

export interface ApprovalProgress {
  /** "1 of 2 approvals". */
  summary: string;
  /** "Approved by Grace Hopper (Approver), 26 Nov 2026, 14:05", one per approval given. */
  approvals: string[];
  /** "Rejected by Grace Hopper: Wrong amount" when it was rejected. */
  rejection: string | null;
  /** "Expires 29 Nov 2026, 14:00" while it waits; "Expired …" after. */
  expiry: string | null;
}

/** A payment's approval in words for its detail (rule APR-30); null for a payment no rule caught. */
export function approvalProgress(payment: Payment): ApprovalProgress | null {
  const approval = payment.approval;
  if (!approval) return null;
  const required = approval.approvals_required;
  const given = approval.approvals.length;
  const waiting = payment.status === 'awaiting_approval';
  const expires = formatDateTime(approval.expires_at);
  const rejection = approval.rejection;
  return {
    summary: plural(required, { one: `${given} of # approval`, other: `${given} of # approvals` }),
    approvals: approval.approvals.map((a) => {
      const name = a.approver.name;
      const at = formatDateTime(a.at);
      return t`Approved by ${name}, ${at}`;
    }),
    rejection: rejection ? rejectionText(rejection) : null,
    expiry: waiting
      ? t`Expires ${expires} unless approved`
      : payment.status === 'expired'
        ? t`Expired ${expires} without enough approvals`
        : null,
  };
}

type Rejection = NonNullable<NonNullable<Payment['approval']>['rejection']>;

function rejectionText(rejection: Rejection): string {
  const name = rejection.approver.name;
  const at = formatDateTime(rejection.at);
  const reason = rejection.reason;
  return t`Rejected by ${name}, ${at}: ${reason}`;
}

/**
 * Why the user cannot recall a payment that waits (rule APR-31), or null when they can: the bank lets only its
 * maker recall it, so anyone else is told who can instead of meeting a refusal.
 */
export function recallRefusal(payment: Payment, userRef: string | null): string | null {
  const maker = payment.approval?.maker;
  if (!maker || maker.user_ref === userRef) return null;
  const name = maker.name;
  return t`Only ${name}, who made this payment, can recall it.`;
}
