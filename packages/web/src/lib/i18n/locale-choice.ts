import { type CatalogLocale, isCatalogLocale, matchLocale } from './locales';

/** A preference, not a secret: plain localStorage, read before the first render and by every tab. */
export const LOCALE_STORAGE_KEY = 'portal.locale';

/** The language this browser chose last, else the first of the browser's own languages the portal speaks. */
export function readLocaleChoice(
  storage: Storage | undefined = globalThis.localStorage,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): CatalogLocale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    if (isCatalogLocale(stored)) return stored;
  } catch {
    // Storage blocked: follow the browser.
  }
  return matchLocale(languages);
}

export function writeLocaleChoice(
  locale: CatalogLocale,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice holds for this page.
  }
}
