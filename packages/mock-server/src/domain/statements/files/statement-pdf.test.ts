import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementDocument } from '../statement-document.js';
import { formatMoney, formatShortDate } from './pdf-locale-format.js';
import { buildStatementPdf } from './statement-pdf.js';
import {
  generatedEntries,
  PDF_TEST_BANK,
  pdfTestStatement,
  type TestEntry,
} from './testing/pdf-documents.js';
import { pdfPageCount, pdfPages, pdfText, pdfWords } from './testing/poppler.js';

/** As the PDF prints it: any space Intl uses (fr-FR's narrow no-break space) is a plain space on the page. */
const printed = (text: string): string => text.replace(/\s/gu, ' ');
const gbp = (minor: bigint): string => printed(formatMoney(minor, 'GBP', 'en-GB'));

const COLUMN_HEADINGS = /Date\s+Description\s+Money in\s+Money out\s+Balance/;
/** The summary box's four labels on one line (the table's "Money in" heading alone does not match). */
const SUMMARY_LABELS = /Opening balance\s+Money in\s+Money out\s+Closing balance/;

/**
 * The table row (a -layout line starting with its date) that shows `description` as a whole cell: not
 * "Customer 1" inside "Customer 17", nor the summary box's "Opening balance" label.
 */
function rowOf(text: string, description: string): string | undefined {
  return text
    .split('\n')
    .find((line) => /^\s*\d/.test(line) && (line.includes(`${description}  `) || line.endsWith(description)));
}

describe('statement PDF, a 120-entry month', () => {
  let doc: StatementDocument;
  let bytes: Uint8Array;
  let text: string;
  let pages: number;

  beforeAll(async () => {
    doc = pdfTestStatement({ entries: generatedEntries(120) });
    bytes = await buildStatementPdf([doc], { locale: 'en-GB' });
    text = pdfText(bytes);
    pages = pdfPageCount(bytes);
  });

  it('runs over several pages, each numbered "Page N of M" with the statement reference', () => {
    expect(pages).toBeGreaterThan(1);
    const pageTexts = pdfPages(bytes);
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      expect(page).toContain(`Statement reference ${doc.ref}`);
      // Every page says who, which account and which period, full or compact, and heads its columns.
      expect(page).toContain('Northwind Trading Ltd');
      expect(page).toContain('1 October 2026 – 31 October 2026');
      expect(page).toContain('Sort code 04-00-04');
      expect(page).toMatch(COLUMN_HEADINGS);
    });
    expect(text).toContain(`Page 2 of ${pages}`);
  });

  it('prints the letterhead, account panel and summary on the first page only', () => {
    const [first = '', ...rest] = pdfPages(bytes);
    const fullHeaderOnly = [
      PDF_TEST_BANK.address,
      'BIC LDGLGB2L',
      'Account holder',
      'Issued 1 November 2026',
      'IBAN GB78 LDGL 0400 0412 3456 78',
    ];
    for (const part of fullHeaderOnly) expect(first).toContain(part);
    expect(first).toMatch(SUMMARY_LABELS);
    expect(rest.length).toBeGreaterThan(0);
    for (const page of rest) {
      for (const part of fullHeaderOnly) expect(page).not.toContain(part);
      expect(page).not.toMatch(SUMMARY_LABELS);
    }
  });

  it('starts a continuation page with the bank, holder, account, currency and period, then the column headings', () => {
    const lines = (pdfPages(bytes)[1] ?? '').split('\n').filter((line) => line.trim() !== '');
    expect(lines[0]).toMatch(/^Ledgerline Bank plc\s+Statement · 1 October 2026 – 31 October 2026$/);
    expect(lines[1]).toMatch(
      /^Northwind Trading Ltd · Operating account\s+Sort code 04-00-04\s+Account number 12345678\s+Currency GBP$/,
    );
    expect(lines[2]).toMatch(COLUMN_HEADINGS);
    expect(lines[3]).toMatch(/^\s*\d{1,2} Oct 2026\s+Payment (from|to) /);
  });

  it('gives the entries the room the full header took: a continuation page holds more of them', () => {
    const rowsOn = (page: string) =>
      page.split('\n').filter((line) => /^\s*\d{1,2} Oct 2026 /.test(line)).length;
    const [first = '', second = ''] = pdfPages(bytes);
    // The first page's count includes the opening balance row.
    expect(rowsOn(second)).toBeGreaterThan(rowsOn(first) + 5);
  });

  it('shows every entry once, on one line with its date, amount and running balance', () => {
    for (const entry of doc.entries) {
      const line = rowOf(text, entry.description);
      expect(line, entry.description).toBeDefined();
      expect(line).toContain(formatShortDate(entry.bookingDate, 'en-GB'));
      expect(line).toContain(gbp(entry.amount));
      expect(line?.trimEnd().endsWith(gbp(entry.balanceAfter))).toBe(true);
    }
  });

  it('prints the counterparty and reference under the description', () => {
    const withBoth = doc.entries.find((e) => e.counterpartyName !== null && e.reference !== null);
    expect(withBoth).toBeDefined();
    expect(text).toContain(`${withBoth?.counterpartyName} · ${withBoth?.reference}`);
  });

  it('summarises the month and ends on the closing balance', () => {
    expect(text).toMatch(SUMMARY_LABELS);
    for (const amount of [doc.openingBalance, doc.totalIn, doc.totalOut, doc.closingBalance]) {
      expect(text).toContain(gbp(amount));
    }
    const lastPage = pdfPages(bytes).at(-1) ?? '';
    expect(rowOf(lastPage, 'Closing balance')?.trimEnd().endsWith(gbp(doc.closingBalance))).toBe(true);
  });

  it('right-aligns the figures: every balance ends at the same x, money in left of money out', () => {
    const words = pdfWords(bytes);
    const rightEdges = (amounts: bigint[]) => {
      const wanted = new Set(amounts.map(gbp));
      // Table figures only: the summary box above prints its totals larger (taller boxes).
      return words.filter((w) => wanted.has(w.text) && w.yMax - w.yMin < 10).map((w) => w.xMax);
    };
    const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    const balances = rightEdges(doc.entries.map((e) => e.balanceAfter));
    const credits = rightEdges(doc.entries.filter((e) => e.direction === 'credit').map((e) => e.amount));
    const debits = rightEdges(doc.entries.filter((e) => e.direction === 'debit').map((e) => e.amount));
    expect(balances.length).toBeGreaterThanOrEqual(doc.entries.length);
    expect(spread(balances)).toBeLessThan(0.5);
    expect(spread(credits)).toBeLessThan(0.5);
    expect(spread(debits)).toBeLessThan(0.5);
    expect(Math.max(...credits)).toBeLessThan(Math.min(...debits));
    expect(Math.max(...debits)).toBeLessThan(Math.min(...balances));
  });

  it('is the same bytes for the same statement (no wall-clock dates inside)', async () => {
    expect(await buildStatementPdf([doc], { locale: 'en-GB' })).toEqual(bytes);
  });
});

describe('statement PDF, status and languages', () => {
  const entries = generatedEntries(6);

  it('marks a provisional statement, and only a provisional one', async () => {
    const mark = 'Provisional — entries may still be added';
    const provisional = pdfText(
      await buildStatementPdf([pdfTestStatement({ entries, status: 'provisional' })], { locale: 'en-GB' }),
    );
    const final = pdfText(
      await buildStatementPdf([pdfTestStatement({ entries, status: 'final' })], { locale: 'en-GB' }),
    );
    expect(provisional).toContain(mark);
    expect(final).not.toContain(mark);
    expect(final).not.toContain('Provisional');
  });

  it('repeats the provisional mark on every page of a provisional statement', async () => {
    const doc = pdfTestStatement({ entries: generatedEntries(80), status: 'provisional' });
    const pages = pdfPages(await buildStatementPdf([doc], { locale: 'en-GB' }));
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page).toContain('Provisional — entries may still be added');
  });

  it('writes a continuation page in the language of the build, naming an IBAN account by its IBAN', async () => {
    const doc = pdfTestStatement({ entries: generatedEntries(60), currency: 'EUR' });
    const second = pdfPages(await buildStatementPdf([doc], { locale: 'de-DE' }))[1] ?? '';
    expect(second).toContain('Kontoauszug · 1. Oktober 2026 – 31. Oktober 2026');
    expect(second).toMatch(
      /Northwind Trading Ltd · Operating account\s+IBAN IE59 LDGL 9311 5212 3456 78\s+Währung EUR/,
    );
    // The bank's BIC routes payments; it is on the first page, not needed to say which account this is.
    expect(second).not.toContain('LDGLIE2D');
    expect(second).toMatch(/Datum\s+Beschreibung\s+Eingänge\s+Ausgänge\s+Saldo/);
    expect(second).toMatch(/Seite 2 von \d/);
  });

  it('writes German labels, dates and amounts in a de-DE build', async () => {
    const doc = pdfTestStatement({ entries, currency: 'EUR', status: 'provisional' });
    const text = pdfText(await buildStatementPdf([doc], { locale: 'de-DE' }));
    for (const label of [
      'Kontoauszug',
      'Vorläufig — weitere Buchungen sind möglich',
      'Kontoinhaber',
      'Anfangssaldo',
      'Eingänge',
      'Ausgänge',
      'Endsaldo',
      'Datum',
      'Beschreibung',
      'Saldo',
      'Seite 1 von 1',
      'Referenz des Auszugs',
      '1. Oktober 2026 – 31. Oktober 2026',
      'Erstellt am 1. November 2026',
      'Währung EUR',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(printed(formatMoney(doc.closingBalance, 'EUR', 'de-DE')));
    expect(text).toMatch(/\d{1,3}(\.\d{3})*,\d{2} €/);
    expect(text).not.toContain('Statement');
    expect(text).not.toContain('Closing balance');
  });

  it('writes French labels in an fr-FR build', async () => {
    const doc = pdfTestStatement({ entries, currency: 'USD' });
    const text = pdfText(await buildStatementPdf([doc], { locale: 'fr-FR' }));
    for (const label of [
      'Relevé de compte',
      'Titulaire du compte',
      'Solde initial',
      'Solde final',
      'Libellé',
      'Page 1 sur 1',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Numéro de routage ABA 026073150');
    expect(text).toContain(printed(formatMoney(doc.closingBalance, 'USD', 'fr-FR')));
  });
});

describe('statement PDF, awkward content', () => {
  const entry = (description: string): TestEntry => ({ description, direction: 'debit', amount: 1_234n });

  it('prints characters the standard fonts lack as "?" instead of throwing', async () => {
    const doc = pdfTestStatement({ entries: [entry('Zoë & Łukasz 💶'), entry('FX fee GBP→EUR')] });
    const text = pdfText(await buildStatementPdf([doc], { locale: 'en-GB' }));
    expect(text).toContain('Zoë & ?ukasz ?');
    expect(text).toContain('FX fee GBP->EUR');
  });

  it('cuts a description too long for its column with an ellipsis', async () => {
    const long = `Invoice settlement ${'for consulting services '.repeat(8)}END-OF-TEXT`;
    const doc = pdfTestStatement({ entries: [entry(long)] });
    const text = pdfText(await buildStatementPdf([doc], { locale: 'en-GB' }));
    expect(text).toMatch(/Invoice settlement for consulting[^\n]*…/);
    expect(text).not.toContain('END-OF-TEXT');
    // The cut text stays clear of the amounts: the row still shows its amount and balance.
    const line = text.split('\n').find((l) => l.includes('Invoice settlement'));
    expect(line).toContain(gbp(1_234n));
    expect(line?.trimEnd().endsWith(gbp(doc.closingBalance))).toBe(true);
  });

  it('says so for a month without transactions', async () => {
    const doc = pdfTestStatement({ entries: [], openingBalance: 5_000n });
    const bytes = await buildStatementPdf([doc], { locale: 'en-GB' });
    const text = pdfText(bytes);
    expect(text).toContain('No transactions in this period.');
    expect(pdfPageCount(bytes)).toBe(1);
    expect(rowOf(text, 'Opening balance')?.trimEnd().endsWith(gbp(5_000n))).toBe(true);
    expect(rowOf(text, 'Closing balance')?.trimEnd().endsWith(gbp(5_000n))).toBe(true);
  });

  it('starts each document of a multi-account export on a new page with its own page numbers', async () => {
    const gbpDoc = pdfTestStatement({ entries: generatedEntries(60), ref: 'STM-A' });
    const eurDoc = pdfTestStatement({ entries: generatedEntries(3), currency: 'EUR', ref: 'STM-B' });
    const bytes = await buildStatementPdf([gbpDoc, eurDoc], { locale: 'en-GB' });
    const pages = pdfPages(bytes);
    const firstDocPages = pages.filter((p) => p.includes('Statement reference STM-A')).length;
    expect(firstDocPages).toBeGreaterThan(1);
    expect(pages).toHaveLength(firstDocPages + 1);
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Statement reference STM-B');
    expect(last).toContain('Page 1 of 1');
    expect(last).toContain('IBAN IE59 LDGL 9311 5212 3456 78');
    expect(last).not.toContain('Statement reference STM-A');
    expect(pages[firstDocPages - 1]).toContain(`Page ${firstDocPages} of ${firstDocPages}`);
  });

  it('refuses an export with no documents', async () => {
    await expect(buildStatementPdf([], { locale: 'en-GB' })).rejects.toThrow(RangeError);
  });
});
