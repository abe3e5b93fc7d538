import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/bank/index.js';
import type { OperationRequest } from './types.js';

const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/**
 * The portal language an Accept-Language header asks for: its ranges by weight (q=0 refused, ties in the order
 * sent), the first that names one of ours, by its exact tag or else its language alone ('de-AT' → de-DE).
 * A header that names none of them, or none at all, gets British English.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.toLowerCase(), weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((r) => r.tag !== '' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LOCALE;
    const found =
      LOCALES.find((l) => l.toLowerCase() === tag) ?? LOCALES.find((l) => primary(l) === primary(tag));
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

/** The language of the request's browser, for what the bank writes to someone it cannot ask (no account yet). */
export const requestLanguage = (req: Pick<OperationRequest, 'headers'>): Locale =>
  negotiateLocale(req.headers['accept-language']);
