import { describe, expect, it } from 'vitest';
import { recipientNamed } from '../testing/recipient-named';
import {
  bankChecksById,
  bankErrorsOf,
  challengeTotalsOf,
  checkedRows,
  confirmPayee,
  draftRowsOf as draftRowsWith,
  editCell,
  recheckRows,
  refusedRowsById,
  removeRow,
  rowInputsOf,
} from './batch-draft';
import { type BatchFileCells, emptyCells } from './batch-file-columns';
import { noRecipientMatchText } from './recipient-match';
import { decimalsText } from './row-messages';

const acme = recipientNamed('Acme');
const directory = [acme];
const draftRowsOf = (rows: BatchFileCells[]) => draftRowsWith(rows, directory);

const cells = (amount: string, currency = 'GBP', reference = 'INV 1'): BatchFileCells => ({
  ...emptyCells(),
  recipient: 'Acme',
  amount,
  currency,
  reason_code: 'SUPP',
  reference,
});

describe('a batch draft', () => {
  it('numbers rows from 1, checks each, and re-checks an edited cell', () => {
    const rows = draftRowsOf([cells('10.00'), cells('1.005')]);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    expect(rows[1]?.errors).toEqual({ amount: decimalsText('GBP', 2) });
    expect(checkedRows(rows).map((r) => r.id)).toEqual([1]);
    const fixed = editCell(rows, 2, 'amount', ' 1.01 ', directory);
    expect(fixed[1]?.errors).toEqual({});
    expect(fixed[1]?.cells.amount).toBe('1.01');
    expect(removeRow(fixed, 1).map((r) => r.id)).toEqual([2]);
    expect(editCell(fixed, 1, 'amount', '1,250.50', directory)[0]?.cells.amount).toBe('1250.50');
  });

  it('pays the recipient a row names, and matches the rows again when the recipients change', () => {
    const rows = draftRowsWith([cells('10.00')], []);
    expect(rows[0]?.errors.recipient).toBe(noRecipientMatchText('Acme'));
    expect(checkedRows(rows)).toEqual([]);
    const matched = recheckRows(rows, directory);
    expect(matched[0]?.errors).toEqual({});
    expect(rowInputsOf(matched)[0]).toMatchObject({ recipient_ref: acme.ref, amount: '10.00' });
    const picked = editCell(rows, 1, 'recipient', acme.ref, directory);
    expect(picked[0]?.payee).toEqual({ ok: true, ref: acme.ref, name: 'Acme' });
  });

  it('sends a confirmed payee mismatch with its row', () => {
    const rows = confirmPayee(draftRowsOf([cells('10.00')]), 1, true);
    expect(rowInputsOf(rows)[0]).toMatchObject({ confirm_payee_mismatch: true });
  });

  it('adds up count and amount per currency in exact minor units', () => {
    const rows = draftRowsOf([cells('0.10'), cells('0.20'), cells('1200', 'JPY'), cells('5', 'GBP')]);
    expect(challengeTotalsOf(rows)).toEqual([
      { currency: 'GBP', count: 3, amount: '5.30' },
      { currency: 'JPY', count: 1, amount: '1200' },
    ]);
  });

  it("maps the bank's checks of the rows sent back to their row numbers and columns", () => {
    const rows = draftRowsOf([cells('1.005'), cells('10.00'), cells('10.00')]);
    const sent = checkedRows(rows);
    const byId = bankChecksById(
      {
        valid: false,
        rows: [
          {
            index: 0,
            errors: { recipient_ref: ['No such recipient.'] },
            duplicate_of: null,
            recipient_name: null,
            fee: null,
            payee_verification: null,
          },
          {
            index: 1,
            errors: {},
            duplicate_of: 0,
            recipient_name: 'Acme',
            fee: '0.00',
            payee_verification: null,
          },
        ],
        totals: [],
        approval: null,
      },
      sent,
    );
    expect(byId.get(2)).toMatchObject({ errors: { recipient: 'No such recipient.' }, duplicateOf: null });
    expect(byId.get(3)).toMatchObject({ errors: {}, duplicateOf: 2, recipientName: 'Acme', fee: '0.00' });
  });

  it('asks for the payee confirmation instead of showing it as an error; unknown fields go on the row', () => {
    expect(
      bankErrorsOf({
        confirm_payee_mismatch: 'Confirm it.',
        'new_recipient.bank_details.iban': { message: 'Bad IBAN.' },
        new_recipient: 'Both.',
      }),
    ).toEqual({
      errors: { iban: 'Bad IBAN.', row: 'Both.' },
      needsPayeeConfirmation: true,
    });
  });

  it("puts a refused submission's errors (rows[<index>].<field>) back on their rows", () => {
    const rows = removeRow(draftRowsOf([cells('1.00'), cells('2.00'), cells('3.00')]), 1);
    expect(refusedRowsById({ 'rows[1].amount': 'Too much.', 'rows[0]': 'Gone.', name: 'x' }, rows)).toEqual(
      new Map([
        [3, { amount: 'Too much.' }],
        [2, { row: 'Gone.' }],
      ]),
    );
  });
});
