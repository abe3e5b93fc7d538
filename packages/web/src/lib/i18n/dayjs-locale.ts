import type { CatalogLocale } from './locales';

/**
 * dayjs's words for the language (weekday and month names, 'in 6 days', the first day of the week), fetched with
 * the language. English is dayjs's own, so a start in English loads nothing here (nor dayjs itself).
 */
const DAYJS_LOCALES: Partial<Record<CatalogLocale, { name: string; load: () => Promise<unknown> }>> = {
  'de-DE': { name: 'de', load: () => import('dayjs/locale/de') },
  'fr-FR': { name: 'fr', load: () => import('dayjs/locale/fr') },
};

let current = 'en';

export async function loadDayjsLocale(locale: CatalogLocale): Promise<void> {
  const wanted = DAYJS_LOCALES[locale];
  const name = wanted?.name ?? 'en';
  if (name === current) return;
  // The bare library, the same global instance lib/dayjs.ts extends with its plugins.
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), wanted?.load()]);
  dayjs.locale(name);
  current = name;
}
