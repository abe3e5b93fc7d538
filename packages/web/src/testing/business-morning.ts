/**
 * 10:00 UTC on the first Wednesday after `now`: a business morning inside the payment window, whatever day the
 * tests run. After the real today, since the seed lays its history out up to it: a seeded record dated ahead of
 * the bank's today would otherwise keep that date (a failed row on a retry, a payment's execution date).
 */
export function wednesdayMorningAfter(now: number): number {
  const day = new Date(now);
  day.setUTCHours(10, 0, 0, 0);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 3);
  return day.getTime();
}
