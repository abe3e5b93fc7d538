import { describe, expect, it } from 'vitest';
import { progressText, waitingText } from './approval-request-text';

describe('an approval request in words', () => {
  it('rule APR-21: how long it has waited', () => {
    expect(waitingText('2026-11-20T10:00:00Z', new Date('2026-11-20T12:00:00Z'))).toBe('waiting 2 hours');
    expect(waitingText('2026-11-20T10:00:00Z', new Date('2026-11-20T10:00:20Z'))).toBe(
      'waiting a few seconds',
    );
  });

  it('rule APR-21: the approvals so far against those needed', () => {
    expect(progressText({ approvals: [], approvals_required: 1 })).toBe('0 of 1 approval');
    const given = {
      approver: { user_ref: 'usr_1', name: 'Grace Hopper', role: 'approver' as const },
      at: '',
    };
    expect(progressText({ approvals: [given], approvals_required: 2 })).toBe('1 of 2 approvals');
  });
});
