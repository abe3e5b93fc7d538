import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { friendlyFormatIBAN } from 'ibantools';
import { formatSortCode } from './sort-code';

type BankDetails = components['schemas']['BankDetails'];
type BankAccount = components['schemas']['BankAccount'];
type Usage = components['schemas']['ReceivingAccountDetails']['usage'];

/** One identifier as people read it (`shown`) and as a payment form wants it pasted (`copy`). */
export interface AccountField {
  label: string;
  shown: string;
  copy: string;
}

/** The identifiers of a set of bank details, in the order a payer types them. */
export function accountFields(details: BankDetails): AccountField[] {
  switch (details.scheme) {
    case 'sort_code':
      return [
        { label: t`Sort code`, shown: formatSortCode(details.sort_code), copy: details.sort_code },
        { label: t`Account number`, shown: details.account_number, copy: details.account_number },
      ];
    case 'iban':
      return [
        { label: 'IBAN', shown: friendlyFormatIBAN(details.iban) ?? details.iban, copy: details.iban },
        { label: 'BIC', shown: details.bic, copy: details.bic },
      ];
    case 'aba':
      return [
        { label: t`Routing number (ABA)`, shown: details.routing_number, copy: details.routing_number },
        { label: t`Account number`, shown: details.account_number, copy: details.account_number },
      ];
    case 'swift':
      return [
        { label: 'SWIFT/BIC', shown: details.bic, copy: details.bic },
        { label: t`Account number`, shown: details.account_number, copy: details.account_number },
      ];
  }
}

/** The domestic schemes the local details of a currency serve (what a payer in that country picks). */
function localSchemes(currency: string): string {
  switch (currency) {
    case 'GBP':
      return t`UK payments (Faster Payments, Bacs, CHAPS)`;
    case 'EUR':
      return t`SEPA payments`;
    case 'USD':
      return t`US payments (ACH, wire)`;
    default:
      return t`Local payments`;
  }
}

/** What a set of details is for: 'GBP · UK payments (…)' or 'GBP · Payments from abroad (SWIFT)'. */
export function usageLabel(currency: string, usage: Usage): string {
  const what = usage === 'international' ? t`Payments from abroad (SWIFT)` : localSchemes(currency);
  return `${currency} · ${what}`;
}

export interface AccountDetailsGroup {
  /** Unique within the account: currency and usage. */
  key: string;
  currency: string;
  usage: Usage;
  title: string;
  fields: AccountField[];
}

/**
 * The account's details grouped per currency and usage, in the bank's order (local first). `primary` keeps
 * one group per currency, the first, for a compact card.
 */
export function accountDetailsGroups(bankAccount: BankAccount, primary = false): AccountDetailsGroup[] {
  return bankAccount.currencies.flatMap(({ code, account_details }) =>
    (primary ? account_details.slice(0, 1) : account_details).map((d) => ({
      key: `${code}-${d.usage}`,
      currency: code,
      usage: d.usage,
      title: usageLabel(code, d.usage),
      fields: accountFields(d.bank_details),
    })),
  );
}

/** The holder and the bank as payers abroad need them: [label, value] pairs. */
export function accountHolderLines(bankAccount: BankAccount): [string, string][] {
  return [
    [t`Account holder`, bankAccount.holder_name],
    [t`Bank`, bankAccount.bank.name],
    [t`Bank address`, bankAccount.bank.address],
  ];
}

/** The account's details as plain text, ready to paste into an email or an invoice. */
export function accountDetailsText(bankAccount: BankAccount): string {
  const holder = bankAccount.holder_name;
  const name = bankAccount.name;
  const lines = [
    t`Bank details of ${holder} (${name})`,
    '',
    ...accountHolderLines(bankAccount).map(([label, value]) => `${label}: ${value}`),
  ];
  for (const group of accountDetailsGroups(bankAccount)) {
    lines.push('', group.title, ...group.fields.map((f) => `${f.label}: ${f.shown}`));
  }
  return lines.join('\n');
}

/** The file name of the shared PDF: 'northwind-trading-ltd-operating-account-bank-details.pdf'. */
export function accountDetailsFileName(bankAccount: BankAccount): string {
  const slug = `${bankAccount.holder_name} ${bankAccount.name}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'account'}-bank-details.pdf`;
}
