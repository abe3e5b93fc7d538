import { i18n } from '@lingui/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { followLocaleChoice, switchLocale } from './active-locale';
import { LOCALE_STORAGE_KEY } from './locale-choice';

afterEach(async () => {
  await switchLocale('en-GB');
  localStorage.clear();
});

// rule LANG-03 (docs/rules/languages.md)
describe('the active language', () => {
  it('switches every text and the page language, and is kept in this browser', async () => {
    await switchLocale('fr-FR');
    expect(i18n.locale).toBe('fr-FR');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-FR');
  });

  it('follows a language chosen in another tab, and ignores what is not one', async () => {
    const stop = followLocaleChoice();
    try {
      const chosenElsewhere = (value: string) =>
        window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY, newValue: value }));
      chosenElsewhere('xx-XX');
      chosenElsewhere('de-DE');
      await waitFor(() => expect(i18n.locale).toBe('de-DE'));
      expect(document.documentElement.lang).toBe('de-DE');
    } finally {
      stop();
    }
  });
});
