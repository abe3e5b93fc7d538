import { type components, localeValues } from '@portal/api-types/schema';

/** A language the portal is translated into (the contract's Locale): what the bank writes to a user in. */
export type Locale = components['schemas']['Locale'];

export const LOCALES: readonly Locale[] = localeValues;

/** What the bank writes in when it knows nothing better: British English, the portal's own language. */
export const DEFAULT_LOCALE: Locale = 'en-GB';

/** One value per language: a table that leaves a language out does not compile. */
export type PerLocale<T> = Record<Locale, T>;
