import { useState } from 'react';
import type { OrganizationAccount } from '../../domains/session/session-types';

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

/** The currencies the organization's bank accounts hold, in their order (the first is the default base). */
export function accountCurrencies(account: OrganizationAccount): string[] {
  return [...new Set(account.bank_accounts.flatMap((b) => b.currencies.map((c) => c.code)))];
}

/** The base currency the total starts with: the stored choice, else the account's first currency. */
export function initialBaseCurrency(account: OrganizationAccount): string {
  return read() ?? accountCurrencies(account)[0] ?? 'GBP';
}

/** Currencies offered as base: the account's own first, then the common ones. */
export function baseCurrencyOptions(accountCurrencies: readonly string[]): string[] {
  return [...new Set([...accountCurrencies, ...DEFAULT_BASE_CURRENCIES])];
}
