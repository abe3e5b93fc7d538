import { describe, expect, it } from 'vitest';
import { pdfTexts } from '../../testing/pdf-text';
import { makeBankAccount } from '../session/testing/current-user-fixture';
import { accountDetailsPdf } from './account-details-pdf';

describe('accountDetailsPdf', () => {
  it('is one page holding the holder, the bank and every identifier of the account', async () => {
    const account = makeBankAccount('ba_main', 'Operating account', ['GBP', 'EUR', 'USD']);
    const pdf = await accountDetailsPdf(account, '26 Nov, 2026 - 04:30');
    expect(pdf.type).toBe('application/pdf');
    const texts = await pdfTexts(pdf);
    expect(texts.slice(0, 3)).toEqual(['Bank details', 'Northwind Trading Ltd', 'Operating account']);
    for (const expected of [
      'Ledgerline Bank plc',
      '04-00-04',
      '12345678',
      'GB78 LDGL 0400 0412 3456 78',
      'IE59 LDGL 9311 5212 3456 78',
      'LDGLIE2D',
      '026073150',
      'GBP · Payments from abroad (SWIFT)',
    ])
      expect(texts).toContain(expected);
    expect(texts.at(-1)).toBe(
      'Issued by Ledgerline Bank plc through the business portal on 26 Nov, 2026 - 04:30.',
    );
    const file = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(file.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
