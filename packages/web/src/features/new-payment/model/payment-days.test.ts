import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, isoWeekday, isPaymentDayDisabled, type PaymentDayRules } from './payment-days';

const window = {
  timezone: 'Europe/London',
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '06:00', closes_at: '18:00' })),
  holidays: ['2026-12-25'],
  max_days_ahead: 90,
};
const rules: PaymentDayRules = { window, today: '2026-11-20', todayClosed: false };

describe('payment days', () => {
  it('reads the date in the bank’s time zone, not the browser’s', () => {
    expect(dateInZone('2026-06-30T23:30:00Z', 'Europe/London')).toBe('2026-07-01');
    expect(dateInZone('2026-06-30T23:30:00Z', 'UTC')).toBe('2026-06-30');
  });

  it('knows weekdays and adds days across months', () => {
    expect(isoWeekday('2026-11-20')).toBe(5);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });

  it('disables past days, weekends, holidays and days beyond the limit', () => {
    expect(isPaymentDayDisabled('2026-11-19', rules)).toBe(true);
    expect(isPaymentDayDisabled('2026-11-20', rules)).toBe(false);
    expect(isPaymentDayDisabled('2026-11-21', rules)).toBe(true);
    expect(isPaymentDayDisabled('2026-11-23', rules)).toBe(false);
    expect(isPaymentDayDisabled('2026-12-25', rules)).toBe(true);
    expect(isPaymentDayDisabled('2027-02-18', rules)).toBe(false);
    expect(isPaymentDayDisabled('2027-02-19', rules)).toBe(true);
  });

  it('disables today once today’s window has closed', () => {
    expect(isPaymentDayDisabled('2026-11-20', { ...rules, todayClosed: true })).toBe(true);
  });
});
