import type { DerivedCurrency, UserData } from './session-types';

/**
 * Account selection (rule SES-07): the stored ref when it still matches one of the user's organization
 * accounts, else the first account's ref, else ''.
 */
export function selectCurrentAccountRef(userData: UserData, storedRef: string | null | undefined): string {
  const accounts = userData.organization_accounts ?? [];
  if (storedRef && accounts.some((account) => account.ref === storedRef)) return storedRef;
  return accounts[0]?.ref ?? '';
}

/**
 * Currency derivation (rule SES-08): the currencies of every bank account of the selected organization
 * account, tagged with the bank account ref, duplicates by code dropped keeping the last. Null when the
 * account is not found, so the caller publishes nothing.
 */
export function deriveCurrencies(userData: UserData, accountRef: string): DerivedCurrency[] | null {
  const account = userData.organization_accounts?.find((candidate) => candidate.ref === accountRef);
  if (!account) return null;
  const byCode = new Map<string, DerivedCurrency>();
  for (const bankAccount of account.bank_accounts) {
    for (const currency of bankAccount.currencies) {
      // Deleting first moves a repeated code to the position of its last occurrence.
      byCode.delete(currency.code);
      byCode.set(currency.code, { code: currency.code, bank_account_ref: bankAccount.ref });
    }
  }
  return [...byCode.values()];
}
