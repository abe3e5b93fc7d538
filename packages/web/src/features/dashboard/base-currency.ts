import { useState } from 'react';

// The user's choice of base currency for the total; a preference, not a secret.
const STORAGE_KEY = 'portal.dashboard.baseCurrency';
export const DEFAULT_BASE_CURRENCIES = ['GBP', 'EUR', 'USD', 'CHF', 'JPY'] as const;

function read(): string | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value && /^[A-Z]{3}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The chosen base currency, kept across reloads; `fallback` until the user chooses one. */
export function useBaseCurrency(fallback: string): [string, (code: string) => void] {
  const [stored, setStored] = useState(read);
  const choose = (code: string) => {
    setStored(code);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, code);
    } catch {
      // Storage blocked: the choice still holds for this page.
    }
  };
  return [stored ?? fallback, choose];
}

/** Currencies offered as base: the account's own first, then the common ones. */
export function baseCurrencyOptions(accountCurrencies: readonly string[]): string[] {
  return [...new Set([...accountCurrencies, ...DEFAULT_BASE_CURRENCIES])];
}
