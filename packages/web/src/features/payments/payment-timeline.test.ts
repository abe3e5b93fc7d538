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
});
