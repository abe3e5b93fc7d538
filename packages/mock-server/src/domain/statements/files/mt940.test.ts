import mt940js from 'mt940js';
import { describe, expect, it } from 'vitest';
import { formatMinor, minorUnits } from '../../bank/index.js';
import type { StatementDocument } from '../statement-document.js';
import { mt940 } from './mt940.js';
import { documentWith } from './testing/statement-documents.js';

const meta = { messageId: 'EXP-1', createdAt: Date.UTC(2026, 3, 1) };

type ParsedTransaction = {
  date: Date;
  entryDate: Date;
  amount: number;
  transactionType: string;
  reference: string;
  bankReference: string;
  details: string;
};
type ParsedStatement = {
  transactionReference: string;
  accountIdentification: string;
  number: { statement: string; sequence: string };
  currency: string;
  openingBalance: number;
  closingBalance: number;
  openingBalanceDate: Date;
  closingBalanceDate: Date;
  closingAvailableBalance: number;
  informationToAccountOwner?: string;
  transactions: ParsedTransaction[];
};

/** The file read back by mt940js, which also checks opening + lines = closing for every statement. */
const parse = (text: string): ParsedStatement[] => new mt940js.Parser().parse(text) as ParsedStatement[];

/** mt940js gives floats: compare them as the decimal text of the expected bigint (small amounts, exact). */
const decimal = (value: number, currency: string): string => value.toFixed(minorUnits(currency));
const day = (date: Date): string => date.toISOString().slice(0, 10);

const SPECIAL = `Zahlung für Müller & Söhne <"GmbH"> 'Q1' — €500; ok`;
const LONG = `Consolidated settlement of invoices ${Array.from({ length: 60 }, (_, i) => 2000 + i).join(' ')}`;

const docs: StatementDocument[] = [
  documentWith({
    entries: 25,
    openingBalance: 30_000n,
    description: (i) => (i === 1 ? SPECIAL : i === 2 ? LONG : i === 3 ? ':20:injected' : `Invoice ${i}`),
  }),
  documentWith({ entries: 10, currency: 'JPY' }),
  documentWith({ entries: 7, currency: 'EUR', openingBalance: -90_000n }),
  documentWith({ entries: 0, currency: 'USD', sequence: 1 }),
  documentWith({ entries: 5, status: 'provisional', ref: 'stm_provisional0001' }),
];

describe('mt940', () => {
  const text = mt940(docs, meta);
  const parsed = parse(text);

  it('reads back as one statement per document, balances and all', () => {
    expect(parsed).toHaveLength(docs.length);
    parsed.forEach((s, i) => {
      const doc = docs[i] as StatementDocument;
      expect(s.currency).toBe(doc.currency);
      expect(decimal(s.openingBalance, doc.currency)).toBe(formatMinor(doc.openingBalance, doc.currency));
      expect(decimal(s.closingBalance, doc.currency)).toBe(formatMinor(doc.closingBalance, doc.currency));
      expect(decimal(s.closingAvailableBalance, doc.currency)).toBe(
        formatMinor(doc.closingBalance, doc.currency),
      );
      expect(day(s.openingBalanceDate)).toBe(doc.from);
      expect(s.number).toMatchObject({ statement: String(doc.sequence), sequence: '1' });
      expect(s.transactions).toHaveLength(doc.entries.length);
    });
    expect(parsed[2]?.openingBalance).toBeLessThan(0);
    expect(parsed[2]?.closingBalance).toBeLessThan(0);
  });

  it('reads back every entry: amount, sign, dates, type and references', () => {
    parsed.forEach((s, i) => {
      const doc = docs[i] as StatementDocument;
      s.transactions.forEach((t, j) => {
        const e = doc.entries[j];
        if (!e) throw new Error('missing entry');
        expect(decimal(t.amount, doc.currency)).toBe(
          formatMinor(e.direction === 'debit' ? -e.amount : e.amount, doc.currency),
        );
        expect(day(t.date)).toBe(e.valueDate);
        expect(day(t.entryDate)).toBe(e.bookingDate);
        // The fixture's refs are a type prefix and 16 characters: the 16 are what field 61 carries.
        expect(t.bankReference).toBe(e.ref.slice(4));
        expect(t.reference).toBe(e.reference ? e.reference.slice(4) : 'NONREF');
        expect(t.transactionType).toBe(
          {
            payment: 'NTRF',
            deposit: 'NTRF',
            refund: 'NTRF',
            fx_trade: 'NFEX',
            fee: 'NCHG',
            interest: 'NINT',
          }[e.type],
        );
      });
    });
  });

  it('names the statement and the account', () => {
    expect(parsed[0]?.transactionReference).toBe(docs[0]?.ref.slice(4));
    expect(parsed[0]?.accountIdentification).toBe('GB82WEST12345698765432');
    expect(parsed[3]?.accountIdentification).toBe('026073150/4567890123');
    const ukOnly = documentWith({
      details: [{ scheme: 'sort_code', sort_code: '040004', account_number: '12345678' }],
    });
    expect(parse(mt940([ukOnly], meta))[0]?.accountIdentification).toBe('04000412345678');
  });

  it('writes descriptions in the SWIFT x character set, 6 lines of 65 at most', () => {
    const [first] = parsed;
    const special = first?.transactions[1]?.details.split('\n');
    expect(special?.[0]).toBe("Zahlung fur Muller + Sohne ('GmbH') 'Q1' - EUR500, ok");
    expect(special?.slice(1)).toEqual([
      docs[0]?.entries[1]?.counterpartyName,
      `pay-${docs[0]?.entries[1]?.reference?.slice(4)}`,
    ]);
    const long = first?.transactions[2]?.details.split('\n') ?? [];
    expect(long).toHaveLength(6);
    expect(long[0]?.startsWith('Consolidated settlement of invoices 2000 2001')).toBe(true);
    // A line that would start a new field is shifted by a space, and stays part of the details.
    expect(first?.transactions[3]?.details.split('\n')[0]).toBe(' :20:injected');
    const body = text.split('\r\n').filter((line) => line && !line.startsWith('{') && line !== '-}');
    for (const line of body) {
      expect(line).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]*$/);
      if (!line.startsWith(':')) {
        expect(line.length).toBeLessThanOrEqual(65);
        expect(line).not.toMatch(/^[-:]/);
      }
    }
  });

  it('ends every line with CRLF and wraps each message in the FIN envelope', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(
      text
        .split('\n')
        .slice(0, -1)
        .every((line) => line.endsWith('\r')),
    ).toBe(true);
    const headers = text.split('\r\n').filter((line) => line.startsWith('{1:'));
    expect(headers).toHaveLength(docs.length);
    expect(headers[0]).toBe('{1:F01LDGLGB2LAXXX0000000000}{2:I940LDGLGB2LXXXXN}{4:');
  });

  it('writes JPY amounts with a bare decimal comma', () => {
    const jpy = text.split('\r\n{1:')[1] ?? '';
    const amounts = jpy.match(/:61:\d{10}[CD](\d+,\d*)N/g) ?? [];
    expect(amounts).toHaveLength(10);
    for (const field of amounts) expect(field).toMatch(/\d,N$/);
  });

  it('closes a provisional statement at its issue day and says it is provisional', () => {
    const provisional = parsed[4];
    expect(day(provisional?.closingBalanceDate as Date)).toBe('2026-03-15');
    expect(provisional?.informationToAccountOwner).toMatch(/PROVISIONAL/);
    expect(day(parsed[0]?.closingBalanceDate as Date)).toBe('2026-03-31');
    expect(parsed[0]?.informationToAccountOwner).toBeUndefined();
  });

  it('falls back to bare messages when a bank has no BIC, still readable', () => {
    const noBic = [
      documentWith({ entries: 3, currency: 'USD', bankBic: null }),
      documentWith({ entries: 2 }),
    ];
    const bare = mt940(noBic, meta);
    expect(bare).not.toContain('{1:');
    expect(bare.split('\r\n').filter((line) => line === '-')).toHaveLength(2);
    const read = parse(bare);
    expect(read.map((s) => s.transactions.length)).toEqual([3, 2]);
    expect(mt940([], meta)).toBe('');
  });
});
