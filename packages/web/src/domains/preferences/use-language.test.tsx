import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { unwrap } from '@portal/api-types';
import { configure, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../lib/i18n/active-locale';
import { LOCALE_STORAGE_KEY } from '../../lib/i18n/locale-choice';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { apiClient } from '../session/api-client';
import { useUnsavedLanguageStore } from './signed-out-language';
import { useSavedLanguage } from './use-language';

configure({ asyncUtilTimeout: 10_000 });
serveMockBank({ signIn: false });

function SavedLanguage() {
  useSavedLanguage();
  return null;
}

afterEach(async () => {
  useUnsavedLanguageStore.setState({ unsaved: null });
  await switchLocale('en-GB');
  localStorage.clear();
});

// rule PRF-08 (docs/rules/profile-and-settings.md)
describe('useSavedLanguage against the mock bank', () => {
  it('after sign-in, the browser takes the language the user saved on another device', async () => {
    await signInToMockBank();
    await unwrap(apiClient.PATCH('/user/preferences', { body: { locale: 'de-DE' } }));
    renderScreen(<SavedLanguage />);
    await waitFor(() => expect(i18n.locale).toBe('de-DE'));
    expect(t`Sign in`).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de-DE');
  });

  it('a language chosen on the sign-in screens is saved for the user at sign-in, not overwritten', async () => {
    await switchLocale('fr-FR');
    useUnsavedLanguageStore.setState({ unsaved: 'fr-FR' });
    await signInToMockBank();
    renderScreen(<SavedLanguage />);
    await waitFor(async () =>
      expect((await unwrap(apiClient.GET('/user/preferences'))).data.locale).toBe('fr-FR'),
    );
    expect(i18n.locale).toBe('fr-FR');
    expect(useUnsavedLanguageStore.getState().unsaved).toBeNull();
  });
});
