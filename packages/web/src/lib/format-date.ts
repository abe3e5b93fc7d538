import { dayjs } from './dayjs';
import { activeFormatLocale } from './i18n/active-locale';
import type { Locale } from './i18n/locales';

/** Value format of date fields and of the API (rule FMT-02). */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';
/**
 * The English date format, the date part of the date-time format 'DD Mon, YYYY - HH:mm' (rule FMT-01); the other
 * languages write dates as Intl does.
 */
const DATE_DISPLAY_FORMAT = 'DD MMM, YYYY';

export const EMPTY_VALUE = '--';

/**
 * What a date field shows and takes typed: the specification's format in English; the day-first numeric dates
 * German and French business software uses (typed month names would have to be in the language).
 */
const DATE_FIELD_FORMATS: Record<Locale, string> = {
  'en-GB': DATE_DISPLAY_FORMAT,
  'de-DE': 'DD.MM.YYYY',
  'fr-FR': 'DD/MM/YYYY',
};

export function dateFieldFormat(locale: Locale = activeFormatLocale()): string {
  return DATE_FIELD_FORMATS[locale];
}

/** German and French dates as Intl writes them: '05. März 2026', '05 mars 2026'. */
const intlDates = new Map<Locale, Intl.DateTimeFormat>();
function intlDate(locale: Locale): Intl.DateTimeFormat {
  let format = intlDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' });
    intlDates.set(locale, format);
  }
  return format;
}

/** Between a date and its time: the specification's ' - ' in English; ICU versions differ on the others. */
const DATE_TIME_JOINERS: Record<Locale, string> = { 'en-GB': ' - ', 'de-DE': ', ', 'fr-FR': ' à ' };

export type DateInput = string | number | Date | null | undefined;

function toDayjs(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/**
 * '05 Mar, 2026 - 14:07', with ':ss' appended only when the seconds are not zero; '--' when empty or invalid.
 * German and French: '05. März 2026, 14:07', '05 mars 2026 à 14:07'.
 */
export function formatDateTime(value: DateInput, locale: Locale = activeFormatLocale()): string {
  const d = toDayjs(value);
  if (!d) return EMPTY_VALUE;
  const time = d.format(d.second() === 0 ? 'HH:mm' : 'HH:mm:ss');
  return `${formatDate(value, locale)}${DATE_TIME_JOINERS[locale]}${time}`;
}

/** '05 Mar, 2026' ('05. März 2026'): every date without a time, in every screen; '--' when empty or invalid. */
export function formatDate(value: DateInput, locale: Locale = activeFormatLocale()): string {
  const d = toDayjs(value);
  if (!d) return EMPTY_VALUE;
  return locale === 'en-GB' ? d.format(DATE_DISPLAY_FORMAT) : intlDate(locale).format(d.toDate());
}

/** Month names with the year, as Intl writes them in each language: 'October 2026', 'Oktober 2026', 'octobre 2026'. */
const intlMonths = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar month (`YYYY-MM`, as the bank sends it) in words: 'October 2026'. Read as that month itself, never
 * through a time zone; '--' when it is not a month.
 */
export function formatMonth(month: string | null | undefined, locale: Locale = activeFormatLocale()): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? '');
  if (!match) return EMPTY_VALUE;
  let format = intlMonths.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    intlMonths.set(locale, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
