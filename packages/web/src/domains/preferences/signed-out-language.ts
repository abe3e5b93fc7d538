import { create } from 'zustand';
import { switchLocale, useActiveLocale } from '../../lib/i18n/active-locale';
import type { CatalogLocale } from '../../lib/i18n/locales';

/** A language chosen on the sign-in screens, before there was a user to save it for (saved at sign-in). */
export const useUnsavedLanguageStore = create<{ unsaved: CatalogLocale | null }>()(() => ({ unsaved: null }));

/** The language on the sign-in screens: applied at once, kept in this browser, saved for the user at sign-in. */
export function useSignedOutLanguage() {
  const locale = useActiveLocale();
  const change = (next: CatalogLocale) => {
    void switchLocale(next);
    useUnsavedLanguageStore.setState({ unsaved: next });
  };
  return { locale, change };
}
