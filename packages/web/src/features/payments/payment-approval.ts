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
  const waiting = payment.status === 'awaiting_approval';
  return {
    summary: `${approval.approvals.length} of ${required} ${required === 1 ? 'approval' : 'approvals'}`,
    approvals: approval.approvals.map((a) => `Approved by ${a.approver.name}, ${formatDateTime(a.at)}`),
    rejection: approval.rejection
      ? `Rejected by ${approval.rejection.approver.name}, ${formatDateTime(approval.rejection.at)}: ${approval.rejection.reason}`
      : null,
    expiry: waiting
      ? `Expires ${formatDateTime(approval.expires_at)} unless approved`
      : payment.status === 'expired'
        ? `Expired ${formatDateTime(approval.expires_at)} without enough approvals`
        : null,
  };
}

/**
 * Why the user cannot recall a payment that waits (rule APR-31), or null when they can: the bank lets only its
 * maker recall it, so anyone else is told who can instead of meeting a refusal.
 */
export function recallRefusal(payment: Payment, userRef: string | null): string | null {
  const maker = payment.approval?.maker;
  if (!maker || maker.user_ref === userRef) return null;
  return `Only ${maker.name}, who made this payment, can recall it.`;
}
