import { describe, expect, it } from 'vitest';
import { pdfTexts } from '../../testing/pdf-text';
import { buildStatement, MISMATCH_MARK, mismatchWarning, statementPages, statementPdf } from './statement';
import { makeTransaction } from './testing/ledger-server';
import type { Transaction } from './transaction-filters';

/** A transaction whose direction, amount and recorded balance the test states. */
const txn = (partial: Partial<Transaction> & Pick<Transaction, 'direction' | 'amount' | 'balance_after'>) =>
  makeTransaction(partial);

const base = {
  organizationName: 'Northwind Trading Ltd',
  bankAccountName: 'Operating account',
  bankAccountRef: 'ba_northwind_ops',
  from: '2026-03-01',
  to: '2026-03-31',
};

describe('statement', () => {
  it('derives the opening balance and a running balance exact to the minor unit', () => {
    // Oldest first: opening 1000.00; +0.10, +0.20 (0.1 + 0.2 as floats is 0.30000000000000004), -999.99, +12345.67
    const oldestFirst = [
      txn({ direction: 'credit', amount: '0.10', balance_after: '1000.10', value_date: '2026-03-02' }),
      txn({ direction: 'credit', amount: '0.20', balance_after: '1000.30', value_date: '2026-03-03' }),
      txn({
        direction: 'debit',
        amount: '999.99',
        balance_after: '0.31',
        value_date: '2026-03-04',
        type: 'fee',
      }),
      // Not booked: listed by the API, left out of the statement and of the balance.
      txn({ direction: 'debit', amount: '50.00', balance_after: '0.31', status: 'pending' }),
      txn({ direction: 'credit', amount: '12345.67', balance_after: '12345.98', type: 'deposit' }),
    ];
    const statement = buildStatement({ ...base, currency: 'GBP', transactions: [...oldestFirst].reverse() });
    expect(statement.openingBalance).toBe('1000.00');
    expect(statement.rows.map((r) => r.balance)).toEqual(['1000.10', '1000.30', '0.31', '12345.98']);
    expect(statement.rows.map((r) => [r.moneyIn, r.moneyOut])).toEqual([
      ['0.10', null],
      ['0.20', null],
      [null, '999.99'],
      ['12345.67', null],
    ]);
    expect(statement.totalIn).toBe('12345.97');
    expect(statement.totalOut).toBe('999.99');
    expect(statement.closingBalance).toBe('12345.98');
    expect(statement.mismatches).toEqual([]);
  });

  it('works in currencies without minor units (JPY) and with large amounts beyond 2^53', () => {
    const statement = buildStatement({
      ...base,
      currency: 'JPY',
      transactions: [
        txn({
          currency: 'JPY',
          direction: 'credit',
          amount: '9007199254740000',
          balance_after: '9007199254742493',
        }),
        txn({ currency: 'JPY', direction: 'debit', amount: '1500', balance_after: '9007199254740993' }),
      ].reverse(),
    });
    expect(statement.openingBalance).toBe('2493');
    expect(statement.rows.map((r) => r.balance)).toEqual(['9007199254742493', '9007199254740993']);
    expect(statement.closingBalance).toBe('9007199254740993');
  });

  it('uses the balance before the period when nothing was booked in it', () => {
    const statement = buildStatement({
      ...base,
      currency: 'EUR',
      transactions: [],
      balanceBefore: '84210.5',
    });
    expect(statement.openingBalance).toBe('84210.50');
    expect(statement.closingBalance).toBe('84210.50');
    expect(statement.rows).toEqual([]);
  });

  it('flags a server running balance that disagrees with the computed one', () => {
    const statement = buildStatement({
      ...base,
      currency: 'GBP',
      transactions: [
        txn({ ref: 'txn_bad', direction: 'credit', amount: '1.00', balance_after: '3.00' }),
        txn({ direction: 'credit', amount: '1.00', balance_after: '1.00' }),
      ],
    });
    expect(statement.mismatches).toEqual(['txn_bad']);
    expect(mismatchWarning(statement)).toBe(
      "The bank's recorded balance differs from the running balance computed for this statement on 1 entry: txn_bad. The statement shows the computed balance; please contact support before relying on it.",
    );
    // On the statement: a warning above the table and the row marked beside its computed balance.
    const texts = statementPages(statement, 'now').flatMap((p) => p.texts.map((t) => t.text));
    expect(texts).toContain(
      `Warning: on the entries marked ${MISMATCH_MARK} the bank's recorded balance differs from this running balance.`,
    );
    expect(texts).toContain('Entries: txn_bad');
    expect(texts).toContain(`${MISMATCH_MARK} 2.00`);
    expect(texts).toContain('1.00');
  });

  it('has no warning when every row agrees', () => {
    const statement = buildStatement({
      ...base,
      currency: 'GBP',
      transactions: [txn({ direction: 'credit', amount: '1.00', balance_after: '1.00' })],
    });
    expect(mismatchWarning(statement)).toBeNull();
    const texts = statementPages(statement, 'now').flatMap((p) => p.texts.map((t) => t.text));
    expect(texts.some((t) => t.startsWith('Warning') || t.includes(MISMATCH_MARK))).toBe(false);
  });

  it('puts the formatted amounts and balances in the PDF text', async () => {
    const statement = buildStatement({
      ...base,
      currency: 'GBP',
      transactions: [
        txn({
          direction: 'debit',
          amount: '1234.56',
          balance_after: '98765.44',
          description: 'Rent (March)',
        }),
      ],
    });
    const pages = statementPages(statement, '01 Apr, 2026 - 09:00');
    const texts = pages.flatMap((p) => p.texts.map((t) => t.text));
    expect(texts).toContain('100,000.00');
    expect(texts).toContain('1,234.56');
    expect(texts).toContain('98,765.44');
    expect(texts).toContain('100,000.00 GBP');
    const pdf = await statementPdf(statement, 'now');
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.slice(0, 5).text()).toBe('%PDF-');
    const drawn = await pdfTexts(pdf);
    expect(drawn).toContain('1,234.56');
    expect(drawn).toContain('98,765.44');
    expect(drawn).toContain('Payment: Rent (March)');
    expect(drawn).toContain('Page 1 of 1');
  });

  it('never fails on user text the standard fonts cannot draw: accents kept or dropped, other scripts as ?', async () => {
    const statement = buildStatement({
      ...base,
      organizationName: 'Łódź Café Ltd',
      currency: 'EUR',
      transactions: [
        txn({
          currency: 'EUR',
          direction: 'debit',
          amount: '10.00',
          balance_after: '90.00',
          description: 'Wróbel – Paweł 北京 ✓\tinv\n42',
        }),
      ],
    });
    const drawn = await pdfTexts(await statementPdf(statement, 'now'));
    // WinAnsi has é, ó and –; ł, Ł and ź become l, L and z; Chinese and the tick become '?'; a tab or a line
    // break is a space.
    expect(drawn).toContain('Lódz Café Ltd');
    expect(drawn).toContain('Payment: Wróbel – Pawel ?? ? inv 42');
  });

  it('cuts a description too long for its column with an ellipsis', async () => {
    const statement = buildStatement({
      ...base,
      currency: 'GBP',
      transactions: [
        txn({ direction: 'credit', amount: '1.00', balance_after: '1.00', description: 'A'.repeat(200) }),
      ],
    });
    const row = (await pdfTexts(await statementPdf(statement, 'now'))).find((t) =>
      t.startsWith('Payment: A'),
    );
    expect(row).toMatch(/^Payment: A+\.\.\.$/);
    expect(row?.length).toBeLessThan(60);
  });

  it('spreads long statements over several pages', () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      txn({ direction: 'credit', amount: '1.00', balance_after: `${i + 1}.00` }),
    ).reverse();
    const pages = statementPages(buildStatement({ ...base, currency: 'GBP', transactions: many }), 'now');
    expect(pages.length).toBe(3);
    expect(pages[2]?.texts.some((t) => t.text === 'Page 3 of 3')).toBe(true);
    // Every row once, in order, and the closing balance on the last page.
    const balances = pages.flatMap((p) => p.texts.filter((t) => t.x === 555 && t.size === 9 && !t.font));
    expect(balances.map((t) => t.text)).toEqual([
      '0.00',
      ...Array.from({ length: 100 }, (_, i) => `${i + 1}.00`),
    ]);
    expect(pages[2]?.texts.some((t) => t.text === 'Closing balance')).toBe(true);
  });

  it('keeps every line on the A4 page, above the page number, with and without a warning', () => {
    for (const rows of [0, 1, 32, 33, 34, 75, 76, 200]) {
      const entries = Array.from({ length: rows }, (_, i) =>
        txn({ direction: 'credit', amount: '1.00', balance_after: `${i === 0 ? 5 : i + 1}.00` }),
      ).reverse();
      const statement = buildStatement({ ...base, currency: 'GBP', transactions: entries });
      for (const page of statementPages(statement, 'now')) {
        const footer = page.texts.filter((t) => t.text.startsWith('Page '));
        expect(footer).toHaveLength(1);
        for (const text of page.texts) {
          if (text.text.startsWith('Page ')) continue;
          expect(text.y, `${rows} rows: ${text.text}`).toBeLessThanOrEqual(800);
        }
      }
    }
  });
});
