/** The languages the portal speaks; en-GB is the specification's own and the default. */
export const LOCALES = ['en-GB', 'de-DE', 'fr-FR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';

/**
 * A development-only language (lingui.config.ts): every text accented and a third longer, to see layouts
 * stretch. It formats amounts and dates as en-GB.
 */
export const PSEUDO_LOCALE = 'pseudo';
export type CatalogLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language in its own words, as a language menu shows them (so never translated). */
/* eslint-disable lingui/no-unlocalized-strings */
export const LOCALE_NAMES: Record<CatalogLocale, string> = {
  'en-GB': 'English',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  pseudo: 'Pseudo (development)',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isCatalogLocale(value: unknown): value is CatalogLocale {
  return isLocale(value) || (value === PSEUDO_LOCALE && import.meta.env.DEV);
}

/** The languages offered in menus: the pseudo-language only in development. */
export function offeredLocales(): readonly CatalogLocale[] {
  return import.meta.env.DEV ? [...LOCALES, PSEUDO_LOCALE] : LOCALES;
}

/**
 * The first of the browser's languages the portal speaks, matched on the language alone ('de-AT' and 'de' are
 * German); English when none is.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale.toLowerCase().startsWith(`${language}-`));
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The locale whose number and date formats apply: the pseudo-language formats as English. */
export function formatLocale(locale: string): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
