import { describe, expect, it } from 'vitest';
import { type BatchFileCells, emptyCells } from './batch-file-columns';
import { checkRow } from './row-check';
import { rowInputOf } from './row-input';
import {
  BOTH_RECIPIENTS_TEXT,
  decimalsText,
  formatHint,
  formulaText,
  NO_BANK_DETAILS_TEXT,
  NO_RECIPIENT_TEXT,
  requiredText,
  ZERO_AMOUNT_TEXT,
} from './row-messages';

const existing = (patch: Partial<BatchFileCells> = {}): BatchFileCells => ({
  ...emptyCells(),
  recipient_ref: 'rcp_hansa_logistik',
  amount: '1250.00',
  currency: 'GBP',
  reason_code: 'SUPP',
  reference: 'INV-2026-0142',
  ...patch,
});
const newUk = (patch: Partial<BatchFileCells> = {}): BatchFileCells =>
  existing({
    recipient_ref: '',
    name: 'Harbour Lettings Ltd',
    type: 'business',
    country: 'GB',
    sort_code: '200415',
    account_number: '41025836',
    ...patch,
  });

describe('checkRow (the contract schema of PaymentBatchRowInput)', () => {
  it('passes a right row to an existing recipient and one to a new recipient', () => {
    expect(checkRow(existing())).toEqual({});
    expect(checkRow(newUk({ execution_date: '2026-12-01' }))).toEqual({});
    expect(
      checkRow(
        newUk({ sort_code: '', account_number: '', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }),
      ),
    ).toEqual({});
  });

  it('builds the contract body: a new recipient in the payment currency, with the scheme its columns give', () => {
    expect(rowInputOf(newUk())).toEqual({
      new_recipient: {
        type: 'business',
        name: 'Harbour Lettings Ltd',
        country: 'GB',
        currency: 'GBP',
        bank_details: { scheme: 'sort_code', sort_code: '200415', account_number: '41025836' },
      },
      amount: '1250.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'INV-2026-0142',
    });
    expect(rowInputOf(existing(), true)).toMatchObject({ confirm_payee_mismatch: true });
  });

  it('puts the schema errors under their columns, with what a right value looks like', () => {
    expect(
      checkRow(
        existing({ currency: 'gbp', reason_code: '', reference: 'INV_1', execution_date: '2026-13-01' }),
      ),
    ).toEqual({
      currency: formatHint('currency'),
      reason_code: requiredText('reason_code'),
      reference: formatHint('reference'),
      execution_date: formatHint('execution_date'),
    });
    expect(checkRow(existing({ amount: '1,250.00' }))).toEqual({ amount: formatHint('amount') });
    expect(checkRow(existing({ recipient_ref: 'hansa' }))).toEqual({
      recipient_ref: formatHint('recipient_ref'),
    });
  });

  it('checks the bank details of the scheme the row gives', () => {
    expect(checkRow(newUk({ sort_code: '20-04-15' }))).toEqual({ sort_code: formatHint('sort_code') });
    expect(checkRow(newUk({ sort_code: '', account_number: '', iban: 'DE89370400440532013000' }))).toEqual({
      bic: requiredText('bic'),
    });
    expect(checkRow(newUk({ sort_code: '', account_number: '' }))).toEqual({ row: NO_BANK_DETAILS_TEXT });
    expect(checkRow(newUk({ type: 'company' }))).toEqual({ type: 'Use business or individual.' });
  });

  it('needs exactly one recipient', () => {
    expect(checkRow(existing({ recipient_ref: '' }))).toEqual({ row: NO_RECIPIENT_TEXT });
    expect(checkRow(newUk({ recipient_ref: 'rcp_hansa_logistik' }))).toMatchObject({
      row: BOTH_RECIPIENTS_TEXT,
    });
  });

  it('refuses more decimals than the currency has, and zero', () => {
    expect(checkRow(existing({ amount: '12.505' }))).toEqual({ amount: decimalsText('GBP', 2) });
    expect(checkRow(existing({ amount: '1200.5', currency: 'JPY' }))).toEqual({
      amount: decimalsText('JPY', 0),
    });
    expect(decimalsText('JPY', 0)).toBe('JPY amounts take no decimal places.');
    expect(checkRow(existing({ amount: '12.505', currency: 'KWD' }))).toEqual({});
    expect(checkRow(existing({ amount: '0.00' }))).toEqual({ amount: ZERO_AMOUNT_TEXT });
  });

  it('flags formula-looking cells wherever they are', () => {
    expect(checkRow(newUk({ name: '=HYPERLINK("http://x.test","Pay")' }))).toEqual({
      name: formulaText('='),
    });
    expect(checkRow(newUk({ name: '@SUM(A1)' }))).toEqual({ name: formulaText('@') });
    expect(checkRow(existing({ reference: '+44 INV' }))).toEqual({ reference: formulaText('+') });
  });
});
