import { describe, expect, it } from 'vitest';
import { quickbooksCsv } from './quickbooks-csv.js';
import { readCsv } from './testing/read-csv.js';
import { documentWith } from './testing/statement-documents.js';

const meta = { messageId: 'EXP-1', createdAt: Date.UTC(2026, 3, 1) };
const minorOf = (text: string): bigint => BigInt(text.replace('.', ''));

describe('quickbooksCsv', () => {
  it('writes the 3-column layout: Date, Description, signed Amount', () => {
    const doc = documentWith({ entries: 16 });
    const [header, ...rows] = readCsv(quickbooksCsv([doc], meta));
    expect(header).toEqual(['Date', 'Description', 'Amount']);
    expect(rows).toHaveLength(16);
    rows.forEach((row, i) => {
      const e = doc.entries[i];
      if (!e) throw new Error('missing entry');
      expect(row).toHaveLength(3);
      const [y, m, d] = e.bookingDate.split('-');
      expect(row[0]).toBe(`${d}/${m}/${y}`);
      expect(minorOf(row[2] as string)).toBe(e.direction === 'debit' ? -e.amount : e.amount);
      expect(row[1]).toContain(e.description);
    });
    const sum = rows.reduce((total, row) => total + minorOf(row[2] as string), 0n);
    expect(sum).toBe(doc.closingBalance - doc.openingBalance);
  });

  it('leads the description with the counterparty unless the description names it', () => {
    const doc = documentWith({ entries: 8 });
    const [, ...rows] = readCsv(quickbooksCsv([doc], meta));
    const payment = doc.entries.findIndex((e) => e.type === 'payment');
    const refund = doc.entries.findIndex((e) => e.type === 'refund');
    const fee = doc.entries.findIndex((e) => e.type === 'fee');
    const p = doc.entries[payment];
    expect(rows[payment]?.[1]).toBe(`${p?.counterpartyName} - ${p?.description}`);
    // 'Refund from Fabrikam Supplies' already names its counterparty.
    expect(rows[refund]?.[1]).toBe(doc.entries[refund]?.description);
    expect(rows[fee]?.[1]).toBe(doc.entries[fee]?.description);
  });

  it('refuses documents of different accounts', () => {
    expect(() => quickbooksCsv([documentWith(), documentWith({ currency: 'USD' })], meta)).toThrow(
      RangeError,
    );
    expect(readCsv(quickbooksCsv([], meta))).toEqual([['Date', 'Description', 'Amount']]);
  });
});
