import { describe, expect, it } from 'vitest';
import { makeBankAccount } from '../session/testing/current-user-fixture';
import {
  accountDetailsFileName,
  accountDetailsGroups,
  accountDetailsText,
  accountFields,
} from './account-details';
import { isValidAbaRouting, isValidBic, isValidIban, isValidSortCode } from './bank-validators';

const operating = makeBankAccount('ba_main', 'Operating account', ['GBP', 'EUR', 'USD']);

describe('account details', () => {
  it('shows each identifier as people read it and copies it as a payment form wants it', () => {
    expect(accountFields({ scheme: 'sort_code', sort_code: '040004', account_number: '12345678' })).toEqual([
      { label: 'Sort code', shown: '04-00-04', copy: '040004' },
      { label: 'Account number', shown: '12345678', copy: '12345678' },
    ]);
    expect(accountFields({ scheme: 'iban', iban: 'GB78LDGL04000412345678', bic: 'LDGLGB2L' })).toEqual([
      { label: 'IBAN', shown: 'GB78 LDGL 0400 0412 3456 78', copy: 'GB78LDGL04000412345678' },
      { label: 'BIC', shown: 'LDGLGB2L', copy: 'LDGLGB2L' },
    ]);
    expect(
      accountFields({ scheme: 'aba', routing_number: '026073150', account_number: '8310004412' }),
    ).toEqual([
      { label: 'Routing number (ABA)', shown: '026073150', copy: '026073150' },
      { label: 'Account number', shown: '8310004412', copy: '8310004412' },
    ]);
  });

  it('groups per currency and usage, local first; a card keeps the first of each currency', () => {
    expect(accountDetailsGroups(operating).map((g) => g.title)).toEqual([
      'GBP · UK payments (Faster Payments, Bacs, CHAPS)',
      'GBP · Payments from abroad (SWIFT)',
      'EUR · SEPA payments',
      'USD · US payments (ACH, wire)',
    ]);
    expect(accountDetailsGroups(operating, true).map((g) => g.key)).toEqual([
      'GBP-local',
      'EUR-local',
      'USD-local',
    ]);
  });

  it('gives a ready-to-paste text naming the holder, the bank and every identifier', () => {
    const text = accountDetailsText(operating);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Bank details of Northwind Trading Ltd (Operating account)',
      '',
      'Account holder: Northwind Trading Ltd',
      'Bank: Ledgerline Bank plc',
      'Bank address: 1 Example Street, London EC2A 1AA, United Kingdom',
    ]);
    expect(text).toContain(
      'GBP · UK payments (Faster Payments, Bacs, CHAPS)\nSort code: 04-00-04\nAccount number: 12345678',
    );
    expect(text).toContain('IBAN: GB78 LDGL 0400 0412 3456 78\nBIC: LDGLGB2L');
    expect(text).toContain('Routing number (ABA): 026073150');
  });

  it('the copied identifiers pass the recipient form validators', () => {
    for (const group of accountDetailsGroups(operating)) {
      for (const { label, copy } of group.fields) {
        if (label === 'IBAN') expect(isValidIban(copy)).toBe(true);
        if (label === 'BIC') expect(isValidBic(copy)).toBe(true);
        if (label === 'Sort code') expect(isValidSortCode(copy)).toBe(true);
        if (label.startsWith('Routing')) expect(isValidAbaRouting(copy)).toBe(true);
      }
    }
  });

  it('names the PDF after the holder and the account', () => {
    expect(accountDetailsFileName(operating)).toBe(
      'northwind-trading-ltd-operating-account-bank-details.pdf',
    );
    expect(
      accountDetailsFileName(makeBankAccount('ba_x', 'Geschäftskonto', ['EUR'], 'Acme Exports GmbH')),
    ).toBe('acme-exports-gmbh-geschaftskonto-bank-details.pdf');
  });
});
