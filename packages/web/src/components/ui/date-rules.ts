import type { Dayjs } from 'dayjs';
import { dayjs } from '../../lib/dayjs';
import { DATE_VALUE_FORMAT } from '../../lib/format-date';

export interface DateLimits {
  /** Earliest selectable date, as a value string (YYYY-MM-DD). */
  minDate?: string;
  /** Latest selectable date, as a value string. */
  maxDate?: string;
  /** Extra rule: true disables the day (given as a value string). */
  disabledDate?: (value: string) => boolean;
}

/** Strict parse of a value string; null when empty or invalid. */
export function parseValue(value: string | null | undefined, format = DATE_VALUE_FORMAT): Dayjs | null {
  if (!value) return null;
  const d = dayjs(value, format, true);
  return d.isValid() ? d : null;
}

/** Whether a day cannot be selected: before min, after max, or refused by the rule. */
export function isDateDisabled(date: Dayjs, { minDate, maxDate, disabledDate }: DateLimits): boolean {
  const min = parseValue(minDate);
  const max = parseValue(maxDate);
  if (min && date.isBefore(min, 'day')) return true;
  if (max && date.isAfter(max, 'day')) return true;
  return disabledDate ? disabledDate(date.format(DATE_VALUE_FORMAT)) : false;
}

/** Puts a reversed range in order (the end can never precede the start). */
export function orderRange(start: string | null, end: string | null): [string | null, string | null] {
  if (start && end && end < start) return [end, start];
  return [start, end];
}
