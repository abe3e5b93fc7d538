import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './request-language.js';

describe('the language of a request', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['fr-FR', 'fr-FR'],
    ['en-GB', 'en-GB'],
    ['de-AT,de;q=0.9', 'de-DE'],
    ['fr-CA', 'fr-FR'],
    ['FR', 'fr-FR'],
    ['en-US,en;q=0.9,de;q=0.8', 'en-GB'],
    ['es-ES,fr;q=0.5', 'fr-FR'],
    ['en;q=0.4, de;q=0.7', 'de-DE'],
    ['de;q=0, fr', 'fr-FR'],
    ['es-ES, *;q=0.1', 'en-GB'],
    ['es-ES', 'en-GB'],
    ['', 'en-GB'],
    [undefined, 'en-GB'],
  ])('%j reads as %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
