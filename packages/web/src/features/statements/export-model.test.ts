import { describe, expect, it } from 'vitest';
import {
  exportAccountsText,
  exportCurrenciesText,
  exportPeriodText,
  exportRowsText,
  exportTotalsLines,
} from './export-model';

const ACCOUNTS = [
  { ref: 'ba_ops', name: 'Operations' },
  { ref: 'ba_reserve', name: 'Reserve' },
];

describe('an export in words', () => {
  it('rule STM-07: says its period, accounts, currencies and size', () => {
    expect(exportPeriodText({ from: '2026-01-01', to: '2026-11-30' })).toBe('01 Jan, 2026 – 30 Nov, 2026');
    expect(exportAccountsText({ bank_accounts: ['ba_reserve', 'ba_ops'] }, ACCOUNTS)).toBe('All accounts');
    expect(exportAccountsText({ bank_accounts: ['ba_reserve'] }, ACCOUNTS)).toBe('Reserve');
    expect(exportCurrenciesText({ currencies: [] })).toBe('All currencies');
    expect(exportCurrenciesText({ currencies: ['GBP', 'EUR'] })).toBe('GBP, EUR');
    expect(exportRowsText({ row_count: 1 })).toBe('1 transaction');
    expect(exportRowsText({ row_count: 12_345 })).toBe('12,345 transactions');
  });

  it('writes each currency’s money in and out exactly, grouped', () => {
    expect(
      exportTotalsLines({ totals: [{ currency: 'GBP', total_in: '12345.5', total_out: '0.10' }] }),
    ).toEqual(['GBP: in 12,345.50, out 0.10']);
  });
});
