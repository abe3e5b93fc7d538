import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';

type Payment = components['schemas']['Payment'];

export interface TimelineStage {
  key: string;
  label: string;
  at: string | null;
  state: 'done' | 'next' | 'later';
  failed?: boolean;
}

/** The statuses a payment ends in. */
const FINAL = new Set([
  'completed',
  'settled',
  'failed',
  'partially_failed',
  'cancelled',
  'rejected',
  'expired',
  'recalled',
]);

function finalLabel(status: string): string {
  switch (status) {
    case 'completed':
      return t`Completed`;
    case 'settled':
      return t`Settled`;
    case 'failed':
      return t`Failed`;
    case 'partially_failed':
      return t`Partially failed`;
    case 'cancelled':
      return t`Cancelled`;
    case 'rejected':
      return t`Rejected`;
    case 'expired':
      return t`Expired`;
    case 'recalled':
      return t`Recalled`;
    default:
      return status;
  }
}
// Recalled is the maker's own choice, not a failure (neutral, as its status badge: rule UI-16).
const BAD = new Set(['failed', 'partially_failed', 'cancelled', 'rejected', 'expired']);

/**
 * Created → (approved, for a payment an approval rule held: rule APR-30) → (scheduled) → processing →
 * completed / failed / cancelled / rejected / expired / recalled, with the time of each.
 */
export function buildTimeline(payment: Payment): TimelineStage[] {
  const at = (status: string) => payment.timeline.find((e) => e.status === status)?.at ?? null;
  const created = payment.timeline[0]?.at ?? payment.created_at;
  const final = payment.timeline.findLast((e) => FINAL.has(e.status));
  const stages: TimelineStage[] = [{ key: 'created', label: t`Created`, at: created, state: 'done' }];
  const awaitingApproval = payment.status === 'awaiting_approval';
  if (payment.approval) {
    const approved = at('approved');
    stages.push({
      key: 'approved',
      label: approved ? t`Approved` : t`Approval`,
      at: approved,
      state: approved ? 'done' : awaitingApproval ? 'next' : 'later',
    });
  }
  if (at('scheduled'))
    stages.push({ key: 'scheduled', label: t`Scheduled`, at: at('scheduled'), state: 'done' });
  const processing = at('processing');
  if (processing || !final)
    stages.push({
      key: 'processing',
      label: t`Processing`,
      at: processing,
      state: processing ? 'done' : awaitingApproval ? 'later' : 'next',
    });
  if (final) {
    stages.push({
      key: final.status,
      label: finalLabel(final.status),
      at: final.at,
      state: 'done',
      failed: BAD.has(final.status),
    });
  } else {
    stages.push({
      key: 'completed',
      label: t`Completed`,
      at: null,
      state: processing ? 'next' : 'later',
    });
  }
  return stages;
}
