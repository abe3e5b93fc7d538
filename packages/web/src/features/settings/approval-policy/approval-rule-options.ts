import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OptionItem } from '../../../components/ui/option-item';
import type { BankAccount } from '../../../domains/session/session-types';

export const ANY_BANK_ACCOUNT = msg`Any bank account`;
export const ANY_CURRENCY = msg`Any currency`;

/** Each currency once, in the order the bank accounts hold them, plus `keep` (a saved rule's) when missing. */
export function currencyCodes(bankAccounts: readonly BankAccount[], keep: readonly string[] = []): string[] {
  const codes = new Set(
    bankAccounts.flatMap((account) => account.currencies.map((currency) => currency.code)),
  );
  for (const code of keep) if (code) codes.add(code);
  return [...codes];
}

/** The threshold's currency: any the organization holds (the bank converts a payment's amount into it). */
export const thresholdCurrencyOptions = (
  bankAccounts: readonly BankAccount[],
  current: string,
): OptionItem[] => currencyCodes(bankAccounts, [current]).map((code) => ({ label: code, value: code }));

/** "Any bank account", then the organization's accounts by name. */
export const bankAccountOptions = (bankAccounts: readonly BankAccount[]): OptionItem[] => [
  { label: i18n._(ANY_BANK_ACCOUNT), value: '' },
  ...bankAccounts.map((account) => ({ label: account.name, value: account.ref })),
];

/** "Any currency", then the chosen account's currencies (every account's without one). */
export function paymentCurrencyOptions(
  bankAccounts: readonly BankAccount[],
  bankAccountRef: string,
  current: string,
): OptionItem[] {
  const chosen = bankAccounts.filter((account) => !bankAccountRef || account.ref === bankAccountRef);
  return [
    { label: i18n._(ANY_CURRENCY), value: '' },
    ...currencyCodes(chosen, [current]).map((code) => ({ label: code, value: code })),
  ];
}

/** Whether a bank account (or any, '') holds a currency (or any, ''): else the currency goes back to any. */
export function accountHoldsCurrency(
  bankAccounts: readonly BankAccount[],
  bankAccountRef: string,
  currency: string,
) {
  if (!bankAccountRef || !currency) return true;
  return bankAccounts.some(
    (account) => account.ref === bankAccountRef && account.currencies.some(({ code }) => code === currency),
  );
}
