import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../bank/index.js';
import type { StatementDocument } from '../statement-document.js';
import { statementCsv } from './statement-csv.js';
import { readCsv } from './testing/read-csv.js';
import { documentWith, withEntries } from './testing/statement-documents.js';

const meta = { messageId: 'EXP-1', createdAt: Date.UTC(2026, 3, 1) };

/** Minor units from a written amount ('-12.50' → -1250n), by digits only, never through a float. */
const minorOf = (text: string): bigint => BigInt(text.replace('.', ''));

function table(docs: StatementDocument[]) {
  const [header = [], ...rows] = readCsv(statementCsv(docs, meta));
  return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

describe('statementCsv', () => {
  it('heads its columns as the portal transactions CSV does, with the account name', () => {
    expect(table([documentWith()]).header).toEqual([
      'Reference',
      'Booked at',
      'Value date',
      'Account',
      'Type',
      'Description',
      'Counterparty',
      'Direction',
      'Amount',
      'Currency',
      'Balance after',
      'Payment',
      'FX trade',
    ]);
  });

  it('writes one row per entry with signed amounts that add up to the change in balance', () => {
    const doc = documentWith({ entries: 40, openingBalance: 5_000n });
    const { rows } = table([doc]);
    expect(rows).toHaveLength(40);
    rows.forEach((row, i) => {
      const e = doc.entries[i];
      if (!e) throw new Error('missing entry');
      expect(row.Reference).toBe(e.ref);
      expect(row['Booked at']).toBe(new Date(e.bookedAt).toISOString());
      expect(row['Value date']).toBe(e.valueDate);
      expect(row.Account).toBe('Operating account');
      expect(row.Currency).toBe('GBP');
      expect(row.Direction).toBe(e.direction);
      expect(minorOf(row.Amount as string)).toBe(e.direction === 'debit' ? -e.amount : e.amount);
      expect(row['Balance after']).toBe(formatMinor(e.balanceAfter, 'GBP'));
    });
    const sum = rows.reduce((total, row) => total + minorOf(row.Amount as string), 0n);
    expect(sum).toBe(doc.closingBalance - doc.openingBalance);
    // The fixture overdraws the account: a negative balance is written as a plain number too.
    expect(rows.some((row) => (row['Balance after'] as string).startsWith('-'))).toBe(true);
  });

  it('writes JPY without decimals', () => {
    const { rows } = table([documentWith({ entries: 10, currency: 'JPY' })]);
    for (const row of rows) {
      expect(row.Amount).toMatch(/^-?[1-9][0-9]*$/);
      expect(row['Balance after']).toMatch(/^-?[0-9]+$/);
    }
  });

  it('labels types as the portal does and files the payment or FX trade under its column', () => {
    const doc = documentWith({ entries: 8 });
    const { rows } = table([doc]);
    const byType = new Map(doc.entries.map((e, i) => [e.type, { e, row: rows[i] }]));
    expect(byType.get('fx_trade')?.row?.Type).toBe('FX trade');
    expect(byType.get('fx_trade')?.row?.['FX trade']).toBe(byType.get('fx_trade')?.e.fxTradeRef);
    expect(byType.get('fx_trade')?.row?.Payment).toBe('');
    expect(byType.get('payment')?.row?.Payment).toBe(byType.get('payment')?.e.paymentRef);
    expect(byType.get('fee')?.row?.Type).toBe('Fee');
    expect(byType.get('fee')?.row?.Payment).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and keeps lines CRLF', () => {
    const tricky = 'Invoice 12, "urgent"\r\nsecond line';
    const doc = documentWith({ entries: 2, description: () => tricky });
    const text = statementCsv([doc], meta);
    expect(text).toContain(',"Invoice 12, ""urgent""\r\nsecond line",');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(table([doc]).rows.map((r) => r.Description)).toEqual([tricky, tricky]);
  });

  it('neutralises formula text with an apostrophe but leaves the amounts numbers', () => {
    const texts = ['=HYPERLINK("http://evil","x")', '+cmd', '-2+3', '@SUM(A1:A2)', '\tx', 'plain'];
    const base = documentWith({ entries: texts.length, description: (i) => texts[i] as string });
    const doc = withEntries(
      base,
      base.entries.map((e, i) => ({ ...e, counterpartyName: texts[i] as string })),
    );
    const { rows } = table([doc]);
    expect(rows.map((r) => r.Description)).toEqual([
      `'=HYPERLINK("http://evil","x")`,
      `'+cmd`,
      `'-2+3`,
      `'@SUM(A1:A2)`,
      `'\tx`,
      'plain',
    ]);
    expect(rows.map((r) => r.Counterparty)).toEqual(rows.map((r) => r.Description));
    const debit = rows.find((r) => r.Direction === 'debit');
    expect(debit?.Amount).toMatch(/^-[0-9]/);
  });

  it('writes every document in turn with its account and currency', () => {
    const gbp = documentWith({ entries: 3 });
    const usd = documentWith({ entries: 2, currency: 'USD' });
    const empty = documentWith({ entries: 0, currency: 'EUR' });
    const { rows } = table([gbp, empty, usd]);
    expect(rows.map((r) => r.Currency)).toEqual(['GBP', 'GBP', 'GBP', 'USD', 'USD']);
    expect(rows.map((r) => r.Reference)).toEqual([...gbp.entries, ...usd.entries].map((e) => e.ref));
  });

  it('is only the header for no entries', () => {
    expect(readCsv(statementCsv([documentWith({ entries: 0 })], meta))).toHaveLength(1);
  });
});
