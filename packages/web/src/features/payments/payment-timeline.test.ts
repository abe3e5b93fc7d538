import type { components } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { buildTimeline } from './payment-timeline';

type Payment = components['schemas']['Payment'];
const base = { created_at: '2026-11-20T10:00:00Z' } as Payment;

describe('payment timeline', () => {
  it('shows a pending payment waiting for processing', () => {
    const stages = buildTimeline({ ...base, timeline: [{ status: 'pending', at: '2026-11-20T10:00:00Z' }] });
    expect(stages.map((s) => [s.label, s.state])).toEqual([
      ['Created', 'done'],
      ['Processing', 'next'],
      ['Completed', 'later'],
    ]);
  });

  it('gives each stage its time once completed', () => {
    const stages = buildTimeline({
      ...base,
      timeline: [
        { status: 'pending', at: '2026-11-20T10:00:00Z' },
        { status: 'processing', at: '2026-11-20T10:00:30Z' },
        { status: 'completed', at: '2026-11-20T10:02:00Z' },
      ],
    });
    expect(stages.map((s) => [s.label, s.at])).toEqual([
      ['Created', '2026-11-20T10:00:00Z'],
      ['Processing', '2026-11-20T10:00:30Z'],
      ['Completed', '2026-11-20T10:02:00Z'],
    ]);
  });

  it('marks a cancelled scheduled payment as failed at the end', () => {
    const stages = buildTimeline({
      ...base,
      timeline: [
        { status: 'scheduled', at: '2026-11-20T19:00:00Z' },
        { status: 'cancelled', at: '2026-11-20T19:05:00Z' },
      ],
    });
    expect(stages.map((s) => s.label)).toEqual(['Created', 'Scheduled', 'Cancelled']);
    expect(stages.at(-1)?.failed).toBe(true);
  });

  const approval = {
    rule_ref: 'apr_1',
    maker: { user_ref: 'usr_ada', name: 'Ada Lovelace', role: 'owner' as const },
    approvals_required: 1,
    approvals: [],
    rejection: null,
    expires_at: '2026-11-23T10:00:00Z',
  } satisfies Payment['approval'];

  it('rule APR-30: a payment awaiting approval waits for the approval before processing', () => {
    const stages = buildTimeline({
      ...base,
      status: 'awaiting_approval',
      approval,
      timeline: [{ status: 'awaiting_approval', at: '2026-11-20T10:00:00Z' }],
    });
    expect(stages.map((s) => [s.label, s.state])).toEqual([
      ['Created', 'done'],
      ['Approval', 'next'],
      ['Processing', 'later'],
      ['Completed', 'later'],
    ]);
  });

  it('rule APR-30: an approved payment shows when it was approved; a rejected one ends in red', () => {
    const approved = buildTimeline({
      ...base,
      status: 'pending',
      approval,
      timeline: [
        { status: 'awaiting_approval', at: '2026-11-20T10:00:00Z' },
        { status: 'approved', at: '2026-11-20T11:00:00Z' },
        { status: 'pending', at: '2026-11-20T11:00:00Z' },
      ],
    });
    expect(approved.map((s) => [s.label, s.at])).toEqual([
      ['Created', '2026-11-20T10:00:00Z'],
      ['Approved', '2026-11-20T11:00:00Z'],
      ['Processing', null],
      ['Completed', null],
    ]);
    const rejected = buildTimeline({
      ...base,
      status: 'rejected',
      approval,
      timeline: [
        { status: 'awaiting_approval', at: '2026-11-20T10:00:00Z' },
        { status: 'rejected', at: '2026-11-20T11:00:00Z' },
      ],
    });
    expect(rejected.map((s) => [s.label, s.state])).toEqual([
      ['Created', 'done'],
      ['Approval', 'later'],
      ['Rejected', 'done'],
    ]);
    expect(rejected.at(-1)?.failed).toBe(true);
  });
});
