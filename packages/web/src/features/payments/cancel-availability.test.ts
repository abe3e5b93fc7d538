import { describe, expect, it } from 'vitest';
import { cancelNotice } from './cancel-availability';

describe('cancelNotice', () => {
  it('a scheduled payment can be cancelled until its payment date (rule PAY-12)', () => {
    expect(cancelNotice({ status: 'scheduled', execution_date: '2026-12-01' })).toBe(
      'You can cancel this payment until the bank starts sending it on 01 Dec, 2026; the amount held for it is then released.',
    );
  });

  it('says why a payment on its way or delivered cannot be cancelled', () => {
    expect(cancelNotice({ status: 'processing', execution_date: '2026-12-01' })).toBe(
      'The bank is sending this payment, so it can no longer be cancelled.',
    );
    expect(cancelNotice({ status: 'completed', execution_date: '2026-12-01' })).toMatch(
      /^This payment has reached the recipient and cannot be cancelled\./,
    );
    expect(cancelNotice({ status: 'pending', execution_date: '2026-12-01' })).toMatch(
      /can no longer be cancelled/,
    );
  });

  it('says nothing where cancelling means nothing', () => {
    for (const status of [
      'cancelled',
      'failed',
      'rejected',
      'expired',
      'awaiting_approval',
      'recalled',
    ] as const)
      expect(cancelNotice({ status, execution_date: '2026-12-01' }), status).toBeNull();
  });
});
