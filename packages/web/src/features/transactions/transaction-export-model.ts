import { t } from '@lingui/core/macro';
import type { Dayjs } from 'dayjs';
import type { BankAccount } from '../../domains/session/session-types';
import type { StatementFileFormat } from '../../domains/statements/statement-formats';
import type { TransactionExportRequest } from '../../domains/statements/transaction-exports';
import { type PeriodPreset, presetPeriod } from './export-period';

export type Choice = 'all' | 'chosen';

/** What the export dialog holds. */
export interface ExportFormValues {
  preset: PeriodPreset;
  /** The custom range's first and last day. */
  range: [string | null, string | null];
  accounts: Choice;
  chosenAccounts: string[];
  currencies: Choice;
  chosenCurrencies: string[];
  format: StatementFileFormat;
}

/** The dialog's fields a message can stand under. */
export type ExportField = 'period' | 'accounts' | 'currencies' | 'format';

export type ExportFormErrors = Partial<Record<ExportField, string>>;

/** What an accountant asks for most: last month, every account and currency, as a spreadsheet. */
export const INITIAL_EXPORT_VALUES: ExportFormValues = {
  preset: 'last_month',
  range: [null, null],
  accounts: 'all',
  chosenAccounts: [],
  currencies: 'all',
  chosenCurrencies: [],
  format: 'csv',
};

/** Formats an accounting tool imports one bank account in one currency at a time. */
const ONE_ACCOUNT_FORMATS: readonly StatementFileFormat[] = ['xero_csv', 'quickbooks_csv'];

export const isOneAccountFormat = (format: StatementFileFormat): boolean =>
  ONE_ACCOUNT_FORMATS.includes(format);

/** The accounts the choice covers, in the organization's order. */
export function coveredAccounts(
  values: ExportFormValues,
  bankAccounts: readonly BankAccount[],
): BankAccount[] {
  return values.accounts === 'all'
    ? [...bankAccounts]
    : bankAccounts.filter((b) => values.chosenAccounts.includes(b.ref));
}

/** The currencies the covered accounts hold, each once, in their order: what the currency choice offers. */
export function currenciesOf(accounts: readonly BankAccount[]): string[] {
  return [...new Set(accounts.flatMap((b) => b.currencies.map((c) => c.code)))];
}

/** The account–currency pairs the export would hold (one statement each in its file). */
function statementCount(values: ExportFormValues, accounts: readonly BankAccount[]): number {
  return accounts
    .flatMap((b) => b.currencies.map((c) => c.code))
    .filter((code) => values.currencies === 'all' || values.chosenCurrencies.includes(code)).length;
}

/**
 * The request the dialog sends, or why it cannot yet, under each field: the custom range's two days, at least
 * one account and one currency when choosing, and for Xero and QuickBooks Online one account in one currency
 * (they import one at a time). Absent lists ask for everything.
 */
export function exportRequest(
  values: ExportFormValues,
  bankAccounts: readonly BankAccount[],
  today: Dayjs,
): { request: TransactionExportRequest } | { errors: ExportFormErrors } {
  const errors: ExportFormErrors = {};
  const chosenPeriod =
    values.preset === 'custom'
      ? values.range[0] && values.range[1]
        ? { from: values.range[0], to: values.range[1] }
        : null
      : presetPeriod(values.preset, today);
  if (!chosenPeriod) errors.period = t`Choose the first and last day.`;
  const accounts = coveredAccounts(values, bankAccounts);
  if (values.accounts === 'chosen' && accounts.length === 0)
    errors.accounts = t`Choose at least one account.`;
  const currencies = currenciesOf(accounts).filter((code) => values.chosenCurrencies.includes(code));
  if (values.currencies === 'chosen' && currencies.length === 0 && accounts.length > 0)
    errors.currencies = t`Choose at least one currency.`;
  if (isOneAccountFormat(values.format) && !errors.accounts && !errors.currencies) {
    if (statementCount(values, accounts) > 1)
      errors.format = t`Xero and QuickBooks Online import one account in one currency at a time: choose one account and one currency.`;
  }
  if (!chosenPeriod || Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      format: values.format,
      from: chosenPeriod.from,
      to: chosenPeriod.to,
      ...(values.accounts === 'chosen' ? { bank_accounts: accounts.map((b) => b.ref) } : {}),
      ...(values.currencies === 'chosen' ? { currencies } : {}),
    },
  };
}

/** Where the bank's field errors (422) show in the dialog: the period's days and its size under the period. */
export function exportFieldOf(field: string): ExportField | null {
  switch (field.split('.')[0]) {
    case 'from':
    case 'to':
      return 'period';
    case 'bank_accounts':
      return 'accounts';
    case 'currencies':
      return 'currencies';
    case 'format':
      return 'format';
    default:
      return null;
  }
}

/** The dialog's start from the list's filters: their dates as a custom range, their account and currency chosen. */
export function exportValuesFromFilters(filters: {
  from?: string;
  to?: string;
  bank_account?: string;
  currency?: string;
}): ExportFormValues {
  const values: ExportFormValues = { ...INITIAL_EXPORT_VALUES };
  if (filters.from || filters.to) {
    values.preset = 'custom';
    values.range = [filters.from ?? null, filters.to ?? null];
  }
  if (filters.bank_account) {
    values.accounts = 'chosen';
    values.chosenAccounts = [filters.bank_account];
  }
  if (filters.currency) {
    values.currencies = 'chosen';
    values.chosenCurrencies = [filters.currency];
  }
  return values;
}
