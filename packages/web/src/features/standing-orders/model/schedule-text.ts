import { plural, selectOrdinal, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { dayjs } from '../../../lib/dayjs';
import { formatDate } from '../../../lib/format-date';

type Schedule = components['schemas']['StandingOrderSchedule'];

/**
 * 'Monthly on the 31st (last day in shorter months)', 'Weekly on Tuesdays', 'Every 3 months on the 15th'.
 * `inline` is the same inside a sentence ('monthly on the 15th'): its own texts, since only English lowercases
 * the first word this way.
 */
export function frequencyText(s: Schedule, inline = false): string {
  if (s.frequency === 'weekly') {
    const weekday = dayjs(s.start_date).format('dddd');
    return inline ? t`weekly on ${weekday}s` : t`Weekly on ${weekday}s`;
  }
  const day = s.day_of_month ?? 1;
  const late = day >= 29;
  if (s.frequency === 'quarterly') {
    if (inline)
      return late
        ? t`every 3 months on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} (last day in shorter months)`
        : t`every 3 months on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`;
    return late
      ? t`Every 3 months on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} (last day in shorter months)`
      : t`Every 3 months on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`;
  }
  if (inline)
    return late
      ? t`monthly on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} (last day in shorter months)`
      : t`monthly on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`;
  return late
    ? t`Monthly on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} (last day in shorter months)`
    : t`Monthly on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`;
}

/** 'Until cancelled', 'Until 30 Apr, 2027', '12 payments'; `inline` inside a sentence ('until cancelled'). */
export function endText(s: Schedule, inline = false): string {
  if (s.end.type === 'on_date' && s.end.date) {
    const date = formatDate(s.end.date);
    return inline ? t`until ${date}` : t`Until ${date}`;
  }
  if (s.end.type === 'after_count' && s.end.count) {
    const count = s.end.count;
    return plural(count, { one: '# payment', other: '# payments' });
  }
  return inline ? t`until cancelled` : t`Until cancelled`;
}
