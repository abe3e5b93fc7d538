import { BANK_TIMEZONE, zonedDate, zonedToUtc } from '../../bank/index.js';
import type { StatementDocument } from '../statement-document.js';

/** Calendar dates (YYYY-MM-DD) as the file formats write them. */

/** 31/03/2026: day first, as UK and EU accounting software read it. */
export function dayMonthYear(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** 260331, SWIFT's date. */
export function yymmdd(date: string): string {
  return `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;
}

/** 0331, SWIFT's entry date. */
export function mmdd(date: string): string {
  return `${date.slice(5, 7)}${date.slice(8, 10)}`;
}

/**
 * The day the closing balance stands at: the period's last day once final; for a provisional document the day
 * it was issued (bank time zone), since the rest of the period has not happened yet.
 */
export function closingBalanceDate(doc: StatementDocument): string {
  if (doc.status === 'final') return doc.to;
  // The issue day, kept within the period (ISO dates sort as text).
  return [doc.from, zonedDate(doc.issuedAt, BANK_TIMEZONE), doc.to].sort()[1] as string;
}

/**
 * '2026-06-01T00:00:00+01:00': a wall-clock time on `date` in the bank's time zone, with its UTC offset, so the
 * reader sees the bank's day boundaries. `time` is HH:MM:SS.
 */
export function bankDateTime(date: string, time: string): string {
  const instant = zonedToUtc(date, time.slice(0, 5), BANK_TIMEZONE);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const minutes = Math.round((Date.UTC(y, m - 1, d, hh, mm) - instant) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
