import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';

export type TimeWindow = components['schemas']['TimeWindow'];

/** A weekday by its ISO number (1 is Monday). */
function weekdayName(weekday: number): string {
  switch (weekday) {
    case 1:
      return t`Monday`;
    case 2:
      return t`Tuesday`;
    case 3:
      return t`Wednesday`;
    case 4:
      return t`Thursday`;
    case 5:
      return t`Friday`;
    case 6:
      return t`Saturday`;
    case 7:
      return t`Sunday`;
    default:
      return '';
  }
}

/**
 * The window's opening hours in words: consecutive weekdays with the same hours are grouped
 * ('Monday to Friday, 07:00–16:30'), in the window's own time zone.
 */
export function describeTradingHours(window: TimeWindow): string {
  const days = [...window.days].sort((a, b) => a.weekday - b.weekday);
  if (days.length === 0) return t`FX trading is closed on every day.`;
  const groups: { from: number; to: number; hours: string }[] = [];
  for (const day of days) {
    const hours = `${day.opens_at}–${day.closes_at}`;
    const last = groups.at(-1);
    if (last && last.hours === hours && last.to === day.weekday - 1) last.to = day.weekday;
    else groups.push({ from: day.weekday, to: day.weekday, hours });
  }
  const parts = groups.map(({ from, to, hours }) => {
    const first = weekdayName(from);
    const last = weekdayName(to);
    return from === to ? `${first}, ${hours}` : t`${first} to ${last}, ${hours}`;
  });
  const schedule = parts.join('; ');
  const timezone = window.timezone;
  return window.holidays.length > 0
    ? t`Trading hours: ${schedule} (${timezone} time), except bank holidays.`
    : t`Trading hours: ${schedule} (${timezone} time).`;
}
