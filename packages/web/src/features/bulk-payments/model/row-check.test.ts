import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { recipientNamed } from '../testing/recipient-named';
import { type BatchFileCells, emptyCells } from './batch-file-columns';
import { noRecipientMatchText } from './recipient-match';
import { checkRow as checkRowWith } from './row-check';
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

const hansa = recipientNamed('Hansa Logistik');
/** The row's problems, its recipient matched among the organization's (here one). */
const checkRow = (cells: BatchFileCells) => checkRowWith(cells, [hansa]).errors;

const existing = (patch: Partial<BatchFileCells> = {}): BatchFileCells => ({
  ...emptyCells(),
  recipient: 'Hansa Logistik',
  amount: '1250.00',
  currency: 'GBP',
  reason_code: 'SUPP',
  reference: 'INV-2026-0142',
  ...patch,
});
const newUk = (patch: Partial<BatchFileCells> = {}): BatchFileCells =>
  existing({
    recipient: '',
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
    expect(rowInputOf(newUk(), null)).toEqual({
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
    expect(rowInputOf(existing(), hansa.ref, true)).toMatchObject({
      recipient_ref: hansa.ref,
      confirm_payee_mismatch: true,
    });
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
    expect(checkRow(existing({ amount: '1.250,00' }))).toEqual({ amount: formatHint('amount') });
  });

  it('says every problem of a row at once: whom it names and what else is wrong', () => {
    expect(checkRowWith(existing({ recipient: 'Hansa', amount: '12.505' }), [hansa])).toEqual({
      payee: { ok: false, problem: noRecipientMatchText('Hansa') },
      errors: { recipient: noRecipientMatchText('Hansa'), amount: decimalsText('GBP', 2) },
    });
    expect(checkRowWith(existing(), [hansa]).payee).toEqual({ ok: true, ref: hansa.ref, name: hansa.name });
  });

  it('checks the bank details of the scheme the row gives', () => {
    expect(checkRow(newUk({ sort_code: '20-04-15' }))).toEqual({ sort_code: formatHint('sort_code') });
    expect(checkRow(newUk({ sort_code: '', account_number: '', iban: 'DE89370400440532013000' }))).toEqual({
      bic: requiredText('bic'),
    });
    expect(checkRow(newUk({ sort_code: '', account_number: '' }))).toEqual({
      row: i18n._(NO_BANK_DETAILS_TEXT),
    });
    expect(checkRow(newUk({ type: 'company' }))).toEqual({ type: 'Use business or individual.' });
  });

  it('needs exactly one recipient', () => {
    expect(checkRow(existing({ recipient: '' }))).toEqual({ row: i18n._(NO_RECIPIENT_TEXT) });
    expect(checkRow(newUk({ recipient: 'Hansa Logistik' }))).toMatchObject({
      row: i18n._(BOTH_RECIPIENTS_TEXT),
    });
  });

  it('refuses more decimals than the currency has, and zero', () => {
    expect(checkRow(existing({ amount: '12.505' }))).toEqual({ amount: decimalsText('GBP', 2) });
    expect(checkRow(existing({ amount: '1200.5', currency: 'JPY' }))).toEqual({
      amount: decimalsText('JPY', 0),
    });
    expect(decimalsText('JPY', 0)).toBe('JPY amounts take no decimal places.');
    expect(checkRow(existing({ amount: '12.505', currency: 'KWD' }))).toEqual({});
    expect(checkRow(existing({ amount: '0.00' }))).toEqual({ amount: i18n._(ZERO_AMOUNT_TEXT) });
  });

  it('flags formula-looking cells wherever they are', () => {
    expect(checkRow(newUk({ name: '=HYPERLINK("http://x.test","Pay")' }))).toEqual({
      name: formulaText('='),
    });
    expect(checkRow(newUk({ name: '@SUM(A1)' }))).toEqual({ name: formulaText('@') });
    expect(checkRow(existing({ reference: '+44 INV' }))).toEqual({ reference: formulaText('+') });
  });
});
