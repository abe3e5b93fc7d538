import { describe, expect, it } from 'vitest';
import { dateFieldFormat, formatDate, formatDateTime, formatMonth } from './format-date';

describe('dates in German and French', () => {
  it('writes them as Intl does for the language', () => {
    expect(formatDate('2026-03-05', 'de-DE')).toBe('05. März 2026');
    expect(formatDate('2026-03-05', 'fr-FR')).toBe('05 mars 2026');
    expect(formatDateTime('2026-03-05T14:07:00', 'de-DE')).toBe('05. März 2026, 14:07');
    expect(formatDateTime('2026-03-05T14:07:09', 'fr-FR')).toBe('05 mars 2026 à 14:07:09');
  });
  it('gives date fields a day-first numeric format to type', () => {
    expect(dateFieldFormat('en-GB')).toBe('DD MMM, YYYY');
    expect(dateFieldFormat('de-DE')).toBe('DD.MM.YYYY');
    expect(dateFieldFormat('fr-FR')).toBe('DD/MM/YYYY');
  });
});

describe('formatDateTime', () => {
  it("formats as 'DD Mon, YYYY - HH:mm' without seconds when they are zero", () => {
    expect(formatDateTime('2026-03-05T14:07:00')).toBe('05 Mar, 2026 - 14:07');
  });
  it('adds seconds only when non-zero', () => {
    expect(formatDateTime('2026-03-05T14:07:09')).toBe('05 Mar, 2026 - 14:07:09');
  });
  it("shows '--' for empty or invalid values", () => {
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime(undefined)).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });
  it('accepts Date objects and timestamps', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 0))).toBe('02 Jan, 2026 - 03:04');
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('02 Jan, 2026 - 03:04:05');
  });
});

describe('formatDate', () => {
  it("formats as 'DD MMM, YYYY', the date part of the date-time format", () => {
    expect(formatDate('2026-12-31')).toBe('31 Dec, 2026');
  });
  it("shows '--' for empty or invalid", () => {
    expect(formatDate('')).toBe('--');
    expect(formatDate('2026-13-45x')).toBe('--');
  });
});

describe('formatMonth', () => {
  it('writes a month with its year in each language', () => {
    expect(formatMonth('2026-10', 'en-GB')).toBe('October 2026');
    expect(formatMonth('2026-03', 'de-DE')).toBe('März 2026');
    expect(formatMonth('2026-02', 'fr-FR')).toBe('février 2026');
  });
  it('reads the month itself, not an instant: January stays January west of Greenwich', () => {
    expect(formatMonth('2027-01', 'en-GB')).toBe('January 2027');
  });
  it("shows '--' for anything that is not a month", () => {
    expect(formatMonth('2026-13')).toBe('--');
    expect(formatMonth('2026-10-01')).toBe('--');
    expect(formatMonth(null)).toBe('--');
  });
});
