import { describe, expect, it } from 'vitest';
import { buildBalanceConfirmationPdf } from './balance-confirmation-pdf.js';
import { formatMoney } from './pdf-locale-format.js';
import { pdfTestBalanceConfirmation } from './testing/pdf-documents.js';
import { pdfPageCount, pdfPages, pdfText } from './testing/poppler.js';

/** As the PDF prints it: any space Intl uses (fr-FR's narrow no-break space) is a plain space on the page. */
const printed = (text: string): string => text.replace(/\s/gu, ' ');
/** pdftotext -layout pads words apart; for sentences compare with runs of spaces as one. */
const squeezed = (text: string): string => text.replace(/\s+/gu, ' ');

const FOUR_BALANCES = [
  { accountName: 'Operating account', currency: 'GBP', balance: 12_345_678n },
  { accountName: 'Operating account', currency: 'EUR', balance: 9_876_543n },
  { accountName: 'Dollar account', currency: 'USD', balance: 0n },
  { accountName: 'Reserve', currency: 'JPY', balance: 123_456_789n },
];

describe('balance confirmation letter PDF', () => {
  it('shows every balance, the reference and how to check it, on one page', async () => {
    const doc = pdfTestBalanceConfirmation(FOUR_BALANCES);
    const bytes = await buildBalanceConfirmationPdf(doc, { locale: 'en-GB' });
    const text = pdfText(bytes);
    expect(pdfPageCount(bytes)).toBe(1);
    for (const b of doc.balances) {
      const row = text
        .split('\n')
        .find((line) => line.includes(b.accountName) && line.includes(` ${b.currency} `));
      expect(row, `${b.accountName} ${b.currency}`).toBeDefined();
      expect(row?.trimEnd().endsWith(printed(formatMoney(b.balance, b.currency, 'en-GB')))).toBe(true);
    }
    expect(text).toContain('Sort code 04-00-04');
    expect(text).toContain('ABA routing number 026073150');
    const flat = squeezed(text);
    expect(flat).toContain('Balance confirmation as at 31 October 2026');
    expect(flat).toContain(
      'We confirm that the balances below were held by Northwind Trading Ltd with us at the close of business on 31 October 2026.',
    );
    expect(flat).toContain(
      'To confirm this letter is genuine, ask Ledgerline Bank plc to verify reference BC-7K3M-Q9XD-2PWT: ' +
        'the bank’s API answers GET /balance-confirmations/BC-7K3M-Q9XD-2PWT.',
    );
    // Prominent: in the corner box, the panel, the sentence and the footer.
    expect(text.split('BC-7K3M-Q9XD-2PWT').length - 1).toBeGreaterThanOrEqual(4);
    expect(flat).toContain('Ledgerline Bank plc, Operations Issued on 1 November 2026');
    expect(flat).toContain('To Northwind Trading Ltd');
    expect(flat).toContain('Requested by Jane Auditor');
  });

  it('continues on further pages when there are many balances, signing off once at the end', async () => {
    const balances = Array.from({ length: 45 }, (_, i) => ({
      accountName: `Account ${String(i + 1).padStart(2, '0')}`,
      currency: ['GBP', 'EUR', 'USD', 'JPY'][i % 4] ?? 'GBP',
      balance: BigInt(i) * 1_234_567n,
    }));
    const doc = pdfTestBalanceConfirmation(balances);
    const bytes = await buildBalanceConfirmationPdf(doc, { locale: 'en-GB' });
    const pages = pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join('\n');
    for (const b of doc.balances) {
      const row = text.split('\n').find((line) => line.includes(`${b.accountName} `));
      expect(
        row?.trimEnd().endsWith(printed(formatMoney(b.balance, b.currency, 'en-GB'))),
        b.accountName,
      ).toBe(true);
    }
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('Verification reference BC-7K3M-Q9XD-2PWT');
    });
    expect(pages.filter((p) => p.includes('Ledgerline Bank plc, Operations'))).toHaveLength(1);
    expect(pages.at(-1)).toContain('Ledgerline Bank plc, Operations');
  });

  it('is written in German for de-DE and in French for fr-FR', async () => {
    const doc = pdfTestBalanceConfirmation(FOUR_BALANCES);
    const german = squeezed(pdfText(await buildBalanceConfirmationPdf(doc, { locale: 'de-DE' })));
    for (const text of [
      'Saldenbestätigung zum 31. Oktober 2026',
      'Prüfreferenz',
      'Kontoverbindung',
      'Währung',
      'Saldo',
      'Seite 1 von 1',
      'Die API der Bank beantwortet GET /balance-confirmations/BC-7K3M-Q9XD-2PWT',
      printed(formatMoney(12_345_678n, 'GBP', 'de-DE')),
    ]) {
      expect(german).toContain(text);
    }
    const french = squeezed(pdfText(await buildBalanceConfirmationPdf(doc, { locale: 'fr-FR' })));
    for (const text of [
      'Confirmation de solde au 31 octobre 2026',
      'Référence de vérification',
      'Coordonnées bancaires',
      'Page 1 sur 1',
      'Ledgerline Bank plc, service des opérations',
      printed(formatMoney(9_876_543n, 'EUR', 'fr-FR')),
    ]) {
      expect(french).toContain(text);
    }
  });

  it('prints an organization name the fonts cannot fully show, with "?" for what they lack', async () => {
    const doc = {
      ...pdfTestBalanceConfirmation(FOUR_BALANCES),
      organizationName: 'Łódź Trading 💶 Sp. z o.o.',
    };
    const text = pdfText(await buildBalanceConfirmationPdf(doc, { locale: 'en-GB' }));
    expect(text).toContain('?ód? Trading ? Sp. z o.o.');
  });
});
