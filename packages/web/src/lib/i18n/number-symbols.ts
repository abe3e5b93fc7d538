import { activeFormatLocale } from './active-locale';
import type { Locale } from './locales';

/** How a language writes numbers: 1,234.56 (en-GB), 1.234,56 (de-DE), 1 234,56 (fr-FR, a narrow no-break space). */
export interface NumberSymbols {
  group: string;
  decimal: string;
}

const cache = new Map<Locale, NumberSymbols>();

/**
 * The separators, as Intl writes them for the language. Amounts are formatted from their decimal strings with
 * these (never through a float), so only the symbols come from Intl.
 */
export function numberSymbols(locale: Locale = activeFormatLocale()): NumberSymbols {
  const known = cache.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  const symbols = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  cache.set(locale, symbols);
  return symbols;
}

/**
 * Works the active language's separators out in a task of its own, for a caller about to wait on the network:
 * the first Intl number formatter loads ICU's number data (a fifth of the dashboard's first render on a phone),
 * which the first screen's amounts then find done.
 */
export function warmNumberSymbols(): void {
  setTimeout(numberSymbols, 0);
}
