import { describe, expect, it } from 'vitest';
import { readCsv } from './testing/read-csv.js';
import { documentWith, withEntries } from './testing/statement-documents.js';
import { xeroCsv } from './xero-csv.js';

const meta = { messageId: 'EXP-1', createdAt: Date.UTC(2026, 3, 1) };
const minorOf = (text: string): bigint => BigInt(text.replace('.', ''));

describe('xeroCsv', () => {
  it("uses Xero's statement template header, required columns starred", () => {
    const [header] = readCsv(xeroCsv([documentWith()], meta));
    expect(header).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number']);
  });

  it('writes dates day first and amounts signed, one row per entry', () => {
    const doc = documentWith({ entries: 24 });
    const [, ...rows] = readCsv(xeroCsv([doc], meta));
    expect(rows).toHaveLength(24);
    rows.forEach((row, i) => {
      const e = doc.entries[i];
      if (!e) throw new Error('missing entry');
      const [y, m, d] = e.bookingDate.split('-');
      expect(row[0]).toBe(`${d}/${m}/${y}`);
      expect(minorOf(row[1] as string)).toBe(e.direction === 'debit' ? -e.amount : e.amount);
      expect(row[2]).toBe(e.counterpartyName ?? '');
      expect(row[3]).toBe(e.description);
      expect(row[4]).toBe(e.reference ?? e.ref);
      expect(row[5]).toBe('');
    });
    // A day past the 12th cannot be read month first: the format is unambiguous for Xero's date prompt.
    expect(rows.some((row) => Number(row[0]?.slice(0, 2)) > 12)).toBe(true);
  });

  it('writes JPY amounts without decimals', () => {
    const [, ...rows] = readCsv(xeroCsv([documentWith({ entries: 5, currency: 'JPY' })], meta));
    for (const row of rows) expect(row[1]).toMatch(/^-?[1-9][0-9]*$/);
  });

  it('neutralises formula text in payee and description', () => {
    const base = documentWith({ entries: 1, description: () => '=1+1' });
    const doc = withEntries(base, [
      { ...(base.entries[0] as (typeof base.entries)[0]), counterpartyName: '@evil' },
    ]);
    const [, row] = readCsv(xeroCsv([doc], meta));
    expect(row?.slice(2, 4)).toEqual(["'@evil", "'=1+1"]);
  });

  it('takes several months of one account, but not two accounts in one file', () => {
    const march = documentWith({ entries: 3 });
    const april = documentWith({ entries: 2, from: '2026-04-01', to: '2026-04-30', sequence: 4 });
    expect(readCsv(xeroCsv([march, april], meta))).toHaveLength(6);
    expect(() => xeroCsv([march, documentWith({ currency: 'EUR' })], meta)).toThrow(RangeError);
  });
});
