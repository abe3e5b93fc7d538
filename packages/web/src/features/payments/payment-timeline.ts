import type { components } from '@portal/api-types';

type Payment = components['schemas']['Payment'];

export interface TimelineStage {
  key: string;
  label: string;
  at: string | null;
  state: 'done' | 'next' | 'later';
  failed?: boolean;
}

const FINAL_LABEL: Record<string, string> = {
  completed: 'Completed',
  settled: 'Settled',
  failed: 'Failed',
  partially_failed: 'Partially failed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  expired: 'Expired',
  recalled: 'Recalled',
};
// Recalled is the maker's own choice, not a failure (neutral, as its status badge: rule UI-16).
const BAD = new Set(['failed', 'partially_failed', 'cancelled', 'rejected', 'expired']);

/**
 * Created → (approved, for a payment an approval rule held: rule APR-30) → (scheduled) → processing →
 * completed / failed / cancelled / rejected / expired / recalled, with the time of each.
 */
export function buildTimeline(payment: Payment): TimelineStage[] {
  const at = (status: string) => payment.timeline.find((e) => e.status === status)?.at ?? null;
  const created = payment.timeline[0]?.at ?? payment.created_at;
  const final = payment.timeline.findLast((e) => e.status in FINAL_LABEL);
  const stages: TimelineStage[] = [{ key: 'created', label: 'Created', at: created, state: 'done' }];
  const awaitingApproval = payment.status === 'awaiting_approval';
  if (payment.approval) {
    const approved = at('approved');
    stages.push({
      key: 'approved',
      label: approved ? 'Approved' : 'Approval',
      at: approved,
      state: approved ? 'done' : awaitingApproval ? 'next' : 'later',
    });
  }
  if (at('scheduled'))
    stages.push({ key: 'scheduled', label: 'Scheduled', at: at('scheduled'), state: 'done' });
  const processing = at('processing');
  if (processing || !final)
    stages.push({
      key: 'processing',
      label: 'Processing',
      at: processing,
      state: processing ? 'done' : awaitingApproval ? 'later' : 'next',
    });
  if (final) {
    stages.push({
      key: final.status,
      label: FINAL_LABEL[final.status] ?? final.status,
      at: final.at,
      state: 'done',
      failed: BAD.has(final.status),
    });
  } else {
    stages.push({
      key: 'completed',
      label: 'Completed',
      at: null,
      state: processing ? 'next' : 'later',
    });
  }
  return stages;
}
