import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { loadLocale } from './catalogs';
import { LOCALE_STORAGE_KEY, readLocaleChoice, writeLocaleChoice } from './locale-choice';
import { type CatalogLocale, formatLocale, isCatalogLocale } from './locales';

/** Screen readers and the browser's hyphenation read the page's language from <html lang>. */
function markPageLanguage(locale: CatalogLocale) {
  document.documentElement.lang = formatLocale(locale);
}

/** Before the first render: the language this browser chose, or the browser's own. */
export async function startLocale(): Promise<void> {
  // In development a text written since the last extraction still shows, with its values.
  if (import.meta.env.DEV) {
    const { compileMessage } = await import('@lingui/message-utils/compileMessage');
    i18n.setMessagesCompiler(compileMessage);
  }
  const locale = readLocaleChoice();
  await loadLocale(locale);
  markPageLanguage(locale);
}

/** Switches every text and format to `locale`, here and in this browser's other tabs. */
export async function switchLocale(locale: CatalogLocale): Promise<void> {
  writeLocaleChoice(locale);
  if (i18n.locale === locale) return;
  await loadLocale(locale);
  markPageLanguage(locale);
}

/** Follows a language chosen in another tab; returns the cleanup. */
export function followLocaleChoice(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCALE_STORAGE_KEY || !isCatalogLocale(event.newValue)) return;
    const locale = event.newValue;
    void loadLocale(locale).then(() => markPageLanguage(locale));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The active language; components re-render when it changes. */
export function useActiveLocale(): CatalogLocale {
  return useLingui().i18n.locale as CatalogLocale;
}

/** The active language's formats; components re-render when it changes. */
export function useActiveFormatLocale() {
  return formatLocale(useActiveLocale());
}

/** The active language's formats, for code outside React (amounts, dates). */
export function activeFormatLocale() {
  return formatLocale(i18n.locale ?? '');
}
