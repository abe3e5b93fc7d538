import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Transaction } from './transaction-filters';
import { transactionsToCsv } from './transactions-csv';

const row: Transaction = {
  ref: 'txn_1',
  bank_account_ref: 'ba_northwind_ops',
  type: 'fx_trade',
  direction: 'debit',
  amount: '1250.05',
  currency: 'GBP',
  balance_after: '-10.00',
  status: 'completed',
  description: '=HYPERLINK("http://evil","x")',
  counterparty_name: '@SUM(A1:A2)',
  payment_ref: null,
  fx_trade_ref: 'fxt_1',
  booked_at: '2026-03-02T11:04:58Z',
  value_date: '2026-03-02',
};

describe('transactions CSV', () => {
  it('has a header row and the amounts as decimal strings, unchanged', () => {
    const [header, first] = Papa.parse<string[]>(transactionsToCsv([row]).trim()).data;
    expect(header).toEqual([
      'Reference',
      'Booked at',
      'Value date',
      'Bank account',
      'Type',
      'Description',
      'Counterparty',
      'Direction',
      'Amount',
      'Currency',
      'Balance after',
      'Status',
      'Payment',
      'FX trade',
    ]);
    expect(first?.[8]).toBe('1250.05');
    expect(first?.[4]).toBe('FX trade');
    expect(first?.[7]).toBe('debit');
  });

  it('neutralises cells starting with =, +, - or @', () => {
    const minus = { ...row, description: '-2+3', counterparty_name: '+cmd' };
    const [, a, b] = Papa.parse<string[]>(transactionsToCsv([row, minus]).trim()).data;
    expect(a?.[5]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(a?.[6]).toBe(`'@SUM(A1:A2)`);
    expect(a?.[10]).toBe(`'-10.00`);
    expect(b?.[5]).toBe(`'-2+3`);
    expect(b?.[6]).toBe(`'+cmd`);
  });
});
