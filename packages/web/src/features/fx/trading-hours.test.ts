import { describe, expect, it } from 'vitest';
import { summariseRates } from './rate-summary';
import { describeTradingHours } from './trading-hours';

const day = (weekday: number, opens_at = '07:00', closes_at = '16:30') => ({ weekday, opens_at, closes_at });

describe('trading hours in words', () => {
  it('groups consecutive weekdays with the same hours', () => {
    expect(
      describeTradingHours({
        timezone: 'Europe/London',
        days: [1, 2, 3, 4, 5].map((d) => day(d)),
        holidays: ['2026-04-03'],
        max_days_ahead: null,
      }),
    ).toBe('Trading hours: Monday to Friday, 07:00–16:30 (Europe/London time), except bank holidays.');
  });

  it('splits differing hours and gaps, whatever the order', () => {
    expect(
      describeTradingHours({
        timezone: 'Asia/Tokyo',
        days: [day(5, '09:00', '12:00'), day(1), day(2), day(4)],
        holidays: [],
        max_days_ahead: null,
      }),
    ).toBe(
      'Trading hours: Monday to Tuesday, 07:00–16:30; Thursday, 07:00–16:30; Friday, 09:00–12:00 (Asia/Tokyo time).',
    );
  });
});

describe('rate history summary', () => {
  it('finds latest, low, high and change exactly on decimal strings', () => {
    const summary = summariseRates([
      { at: '2026-03-02T09:00:00Z', rate: '1.16790000' },
      { at: '2026-03-02T09:30:00Z', rate: '1.16500001' },
      { at: '2026-03-02T10:00:00Z', rate: '1.17000000' },
      { at: '2026-03-02T10:30:00Z', rate: '1.16800000' },
    ]);
    expect(summary).toEqual({
      first: '1.16790000',
      latest: '1.16800000',
      low: '1.16500001',
      high: '1.17000000',
      change: '0.00010000',
      direction: 'up',
    });
    expect(summariseRates([])).toBeNull();
  });
});
