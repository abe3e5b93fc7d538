import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '../bank/index.js';
import {
  endedAt,
  executionDate,
  firstIndexFrom,
  nominalDate,
  type StandingOrderSchedule,
  upcoming,
} from './standing-order-schedule.js';

const monthly = (start: string, day: number, end: StandingOrderSchedule['end'] = { type: 'never' }) =>
  ({ frequency: 'monthly', start_date: start, day_of_month: day, end }) satisfies StandingOrderSchedule;

const dates = (s: StandingOrderSchedule, n: number) => Array.from({ length: n }, (_, i) => nominalDate(s, i));
const EARLY = 0;

describe('standing order schedule', () => {
  it('falls on the 31st, or the last day of shorter months (30 April, 28 or 29 February)', () => {
    expect(dates(monthly('2029-01-01', 31), 5)).toEqual([
      '2029-01-31',
      '2029-02-28',
      '2029-03-31',
      '2029-04-30',
      '2029-05-31',
    ]);
    expect(nominalDate(monthly('2028-02-01', 31), 0)).toBe('2028-02-29');
  });

  it('starts on the first day on or after the start date, this month or the next', () => {
    expect(nominalDate(monthly('2026-03-10', 15), 0)).toBe('2026-03-15');
    expect(nominalDate(monthly('2026-03-16', 15), 0)).toBe('2026-04-15');
    expect(nominalDate(monthly('2026-03-15', 15), 0)).toBe('2026-03-15');
  });

  it('repeats weekly every 7 days and quarterly every third month, across year ends', () => {
    const weekly = { frequency: 'weekly', start_date: '2026-12-24', end: { type: 'never' } } as const;
    expect(dates(weekly, 3)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']);
    const quarterly = { ...monthly('2026-11-20', 31), frequency: 'quarterly' } as const;
    expect(dates(quarterly, 3)).toEqual(['2026-11-30', '2027-02-28', '2027-05-31']);
  });

  it('ends after a count or after the end date (the end date itself included)', () => {
    const byCount = monthly('2026-03-01', 1, { type: 'after_count', count: 2 });
    expect([endedAt(byCount, 1), endedAt(byCount, 2)]).toEqual([false, true]);
    const byDate = monthly('2026-03-01', 1, { type: 'on_date', date: '2026-05-01' });
    expect(upcoming(byDate, 0, EARLY, [], 10).map((o) => o.nominal)).toEqual([
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
  });

  it('moves a date outside the payment window to the next business day (weekend, bank holiday)', () => {
    expect(executionDate('2026-05-31', EARLY)).toBe('2026-06-01');
    expect(executionDate('2027-02-28', EARLY)).toBe('2027-03-01');
    expect(executionDate('2026-12-25', EARLY)).toBe('2026-12-29');
    // Set up after that day's window closed: the next business day.
    expect(executionDate('2026-03-10', zonedToUtc('2026-03-10', '19:00', 'Europe/London'))).toBe(
      '2026-03-11',
    );
  });

  it('leaves out skipped dates and finds the first place from a date', () => {
    const s = monthly('2026-03-01', 10);
    expect(upcoming(s, 0, EARLY, ['2026-04-10'], 2).map((o) => o.date)).toEqual(['2026-03-10', '2026-05-11']);
    expect(firstIndexFrom(s, '2026-04-11')).toBe(2);
  });
});
