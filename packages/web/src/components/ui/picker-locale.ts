import { useLingui } from '@lingui/react/macro';
import type { Locale as PickerLocale } from 'rc-picker/es/interface';
import deDE from 'rc-picker/es/locale/de_DE';
import enUS from 'rc-picker/es/locale/en_US';
import frFR from 'rc-picker/es/locale/fr_FR';
import { dateFieldFormat } from '../../lib/format-date';
import { formatLocale, type Locale } from '../../lib/i18n/locales';

/**
 * The calendar in the user's language: month and weekday names, the first day of the week (Monday in German and
 * French, through dayjs's locales, loaded with the language: lib/i18n/dayjs-locale.ts) and the typing format. English keeps the specification's calendar.
 */
const PICKER_LOCALES: Record<Locale, PickerLocale> = { 'en-GB': enUS, 'de-DE': deDE, 'fr-FR': frFR };

export function usePickerLocale() {
  const { i18n, t } = useLingui();
  const locale = formatLocale(i18n.locale);
  return {
    locale: PICKER_LOCALES[locale],
    format: dateFieldFormat(locale),
    datePlaceholder: t`Select date`,
    rangePlaceholders: [t`Start date`, t`End date`] as [string, string],
    clearDateLabel: t`Clear date`,
    clearRangeLabel: t`Clear dates`,
  };
}
