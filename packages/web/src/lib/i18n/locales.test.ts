import { describe, expect, it } from 'vitest';
import { readLocaleChoice, writeLocaleChoice } from './locale-choice';
import { matchLocale } from './locales';

describe('the language a browser starts in', () => {
  it("is the first of the browser's languages the portal speaks, matched on the language alone", () => {
    expect(matchLocale(['de-AT', 'en-US'])).toBe('de-DE');
    expect(matchLocale(['it-IT', 'fr'])).toBe('fr-FR');
    expect(matchLocale(['en-US'])).toBe('en-GB');
    expect(matchLocale(['ja-JP'])).toBe('en-GB');
    expect(matchLocale([])).toBe('en-GB');
  });

  it('is the one chosen in this browser before, over the browser’s own', () => {
    const storage = window.localStorage;
    expect(readLocaleChoice(storage, ['fr-FR'])).toBe('fr-FR');
    writeLocaleChoice('de-DE', storage);
    expect(readLocaleChoice(storage, ['fr-FR'])).toBe('de-DE');
    storage.setItem('portal.locale', 'xx-XX');
    expect(readLocaleChoice(storage, ['fr-FR'])).toBe('fr-FR');
    storage.clear();
  });
});
