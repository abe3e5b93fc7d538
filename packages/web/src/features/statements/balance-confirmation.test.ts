import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dayjs';
import { defaultConfirmationDate, isLinkFresh, latestConfirmationDate } from './balance-confirmation';

describe('the balance confirmation’s day', () => {
  it('rule STM-08: starts at the last day of last month, in short months and across a year', () => {
    expect(defaultConfirmationDate(dayjs('2026-11-30'))).toBe('2026-10-31');
    expect(defaultConfirmationDate(dayjs('2026-03-31'))).toBe('2026-02-28');
    expect(defaultConfirmationDate(dayjs('2027-01-01'))).toBe('2026-12-31');
  });

  it('rule STM-08: may be no later than yesterday: today has not closed', () => {
    expect(latestConfirmationDate(dayjs('2026-11-30'))).toBe('2026-11-29');
    expect(latestConfirmationDate(dayjs('2027-01-01'))).toBe('2026-12-31');
  });

  it('knows when the letter’s link has expired, by how long the bank gave it, whatever its clock says', () => {
    // The bank's clock is three days behind this browser's: the link still lasts its 15 minutes.
    const letter = { issued_at: '2026-11-27T10:00:00Z', file: { expires_at: '2026-11-27T10:15:00Z' } };
    const received = Date.parse('2026-11-30T09:00:00Z');
    expect(isLinkFresh(letter, received, received + 14 * 60_000)).toBe(true);
    expect(isLinkFresh(letter, received, received + 15 * 60_000)).toBe(false);
  });
});
