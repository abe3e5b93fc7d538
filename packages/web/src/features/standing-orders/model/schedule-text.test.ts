import { describe, expect, it } from 'vitest';
import { endText, frequencyText } from './schedule-text';

const base = { start_date: '2029-02-01', end: { type: 'never' } } as const;

describe('a schedule in words (rule SO-10)', () => {
  it('says the day of the month as an ordinal', () => {
    const dayOf = (day: number) =>
      /on the (\w+)/.exec(frequencyText({ ...base, frequency: 'monthly', day_of_month: day }))?.[1];
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(dayOf)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });

  it('names the frequency, and says where a late day falls in shorter months', () => {
    expect(frequencyText({ ...base, frequency: 'monthly', day_of_month: 31 })).toBe(
      'Monthly on the 31st (last day in shorter months)',
    );
    expect(frequencyText({ ...base, frequency: 'monthly', day_of_month: 15 })).toBe('Monthly on the 15th');
    expect(frequencyText({ ...base, frequency: 'quarterly', day_of_month: 1 })).toBe(
      'Every 3 months on the 1st',
    );
    // 1 February 2029 is a Thursday.
    expect(frequencyText({ ...base, frequency: 'weekly' })).toBe('Weekly on Thursdays');
  });

  it('says how it ends', () => {
    expect(endText({ ...base, frequency: 'weekly' })).toBe('Until cancelled');
    expect(endText({ ...base, frequency: 'weekly', end: { type: 'on_date', date: '2029-12-31' } })).toBe(
      'Until 31 Dec, 2029',
    );
    expect(endText({ ...base, frequency: 'weekly', end: { type: 'after_count', count: 1 } })).toBe(
      '1 payment',
    );
    expect(endText({ ...base, frequency: 'weekly', end: { type: 'after_count', count: 12 } })).toBe(
      '12 payments',
    );
  });
});
