import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { switchLocale, useActiveLocale } from '../../lib/i18n/active-locale';
import { type CatalogLocale, isLocale } from '../../lib/i18n/locales';
import { toastError } from '../../lib/toast';
import { useSessionStore } from '../session/session-store';
import { useUnsavedLanguageStore } from './signed-out-language';
import { saveUserPreferences, useUserPreferencesQuery } from './user-preferences';

/** The language for a signed-in user: applies at once in this browser (and its other tabs) and is saved for them. */
export function useLanguage() {
  const locale = useActiveLocale();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const save = useSaveLanguage();
  const change = (next: CatalogLocale) => {
    void switchLocale(next);
    if (isLoggedIn) save(next);
  };
  return { locale, change };
}

/**
 * After sign-in, the browser takes the language the user saved on any device, unless they chose one on the
 * sign-in screens just now: that newer choice is saved for them instead. Mounted by the signed-in frame.
 */
export function useSavedLanguage() {
  const saved = useUserPreferencesQuery().data?.locale;
  const save = useSaveLanguage();
  useEffect(() => {
    if (!saved) return;
    const { unsaved } = useUnsavedLanguageStore.getState();
    if (unsaved) {
      useUnsavedLanguageStore.setState({ unsaved: null });
      if (unsaved !== saved) save(unsaved);
      return;
    }
    void switchLocale(saved);
  }, [saved, save]);
}

/** Saves in the background (the development pseudo-language stays in this browser); a failure says so. */
function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    (locale: CatalogLocale) => {
      if (!isLocale(locale)) return;
      saveUserPreferences(queryClient, { locale }).catch(() =>
        toastError(
          t`The language applies in this browser, but could not be saved for your other devices. Try again later.`,
        ),
      );
    },
    [queryClient],
  );
}
