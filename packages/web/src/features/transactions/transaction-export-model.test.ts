import { describe, expect, it } from 'vitest';
import { makeBankAccount } from '../../domains/session/testing/current-user-fixture';
import { dayjs } from '../../lib/dayjs';
import {
  type ExportFormValues,
  exportFieldOf,
  exportRequest,
  exportValuesFromFilters,
  INITIAL_EXPORT_VALUES,
} from './transaction-export-model';

const OPS = makeBankAccount('ba_ops', 'Operations', ['GBP', 'EUR']);
const RESERVE = makeBankAccount('ba_reserve', 'Reserve', ['GBP']);
const ACCOUNTS = [OPS, RESERVE];
const TODAY = dayjs('2026-11-30');

const values = (patch: Partial<ExportFormValues>): ExportFormValues => ({
  ...INITIAL_EXPORT_VALUES,
  ...patch,
});

describe('the export dialog’s request', () => {
  it('rule STM-06: asks for last month, every account and currency, as CSV, to start with', () => {
    expect(exportRequest(INITIAL_EXPORT_VALUES, ACCOUNTS, TODAY)).toEqual({
      request: { format: 'csv', from: '2026-10-01', to: '2026-10-31' },
    });
  });

  it('rule STM-06: sends a preset’s days, the chosen accounts and currencies only when chosen', () => {
    const chosen = values({
      preset: 'this_year',
      accounts: 'chosen',
      chosenAccounts: ['ba_reserve', 'ba_ops'],
      currencies: 'chosen',
      chosenCurrencies: ['EUR'],
      format: 'camt053',
    });
    expect(exportRequest(chosen, ACCOUNTS, TODAY)).toEqual({
      request: {
        format: 'camt053',
        from: '2026-01-01',
        to: '2026-11-30',
        // In the organization's order, whatever order they were ticked in.
        bank_accounts: ['ba_ops', 'ba_reserve'],
        currencies: ['EUR'],
      },
    });
  });

  it('rule STM-06: a custom range needs both days', () => {
    expect(exportRequest(values({ preset: 'custom', range: ['2026-03-01', null] }), ACCOUNTS, TODAY)).toEqual(
      {
        errors: { period: 'Choose the first and last day.' },
      },
    );
    expect(
      exportRequest(values({ preset: 'custom', range: ['2026-03-01', '2026-03-15'] }), ACCOUNTS, TODAY),
    ).toEqual({ request: { format: 'csv', from: '2026-03-01', to: '2026-03-15' } });
  });

  it('rule STM-06: choosing means at least one account, and at least one of their currencies', () => {
    expect(exportRequest(values({ accounts: 'chosen' }), ACCOUNTS, TODAY)).toEqual({
      errors: { accounts: 'Choose at least one account.' },
    });
    // EUR is no currency of Reserve's: it does not count.
    const none = values({
      accounts: 'chosen',
      chosenAccounts: ['ba_reserve'],
      currencies: 'chosen',
      chosenCurrencies: ['EUR'],
    });
    expect(exportRequest(none, ACCOUNTS, TODAY)).toEqual({
      errors: { currencies: 'Choose at least one currency.' },
    });
  });

  it('rule STM-06: Xero and QuickBooks Online take one account in one currency', () => {
    const message =
      'Xero and QuickBooks Online import one account in one currency at a time: choose one account and one currency.';
    expect(exportRequest(values({ format: 'xero_csv' }), ACCOUNTS, TODAY)).toEqual({
      errors: { format: message },
    });
    const operations = values({ format: 'quickbooks_csv', accounts: 'chosen', chosenAccounts: ['ba_ops'] });
    expect(exportRequest(operations, ACCOUNTS, TODAY)).toEqual({ errors: { format: message } });
    const one = { ...operations, currencies: 'chosen' as const, chosenCurrencies: ['GBP'] };
    expect(exportRequest(one, ACCOUNTS, TODAY)).toEqual({
      request: {
        format: 'quickbooks_csv',
        from: '2026-10-01',
        to: '2026-10-31',
        bank_accounts: ['ba_ops'],
        currencies: ['GBP'],
      },
    });
  });

  it('rule STM-06: puts the bank’s refusals under their fields, the period’s size under the period', () => {
    expect(['from', 'to', 'bank_accounts.0', 'currencies', 'format', 'token'].map(exportFieldOf)).toEqual([
      'period',
      'period',
      'accounts',
      'currencies',
      'format',
      null,
    ]);
  });

  it('starts from the transactions list’s filters', () => {
    expect(
      exportValuesFromFilters({
        from: '2026-06-01',
        to: '2026-06-30',
        bank_account: 'ba_ops',
        currency: 'EUR',
      }),
    ).toEqual({
      ...INITIAL_EXPORT_VALUES,
      preset: 'custom',
      range: ['2026-06-01', '2026-06-30'],
      accounts: 'chosen',
      chosenAccounts: ['ba_ops'],
      currencies: 'chosen',
      chosenCurrencies: ['EUR'],
    });
    expect(exportValuesFromFilters({})).toEqual(INITIAL_EXPORT_VALUES);
  });
});
