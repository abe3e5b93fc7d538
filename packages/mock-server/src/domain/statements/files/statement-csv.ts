import { formatMinor } from '../../bank/index.js';
import type { StatementDocument, StatementEntry } from '../statement-document.js';
import { csvFile, textCell } from './csv-cells.js';
import type { FileMeta } from './file-meta.js';
import { signedAmount } from './signed-amount.js';

/**
 * The portal's transactions CSV headings (web app, transactions export) in the same order, with the statement's
 * account name in place of the account ref; no Status column, as every statement entry is booked.
 */
const HEADER = [
  'Reference',
  'Booked at',
  'Value date',
  'Account',
  'Type',
  'Description',
  'Counterparty',
  'Direction',
  'Amount',
  'Currency',
  'Balance after',
  'Payment',
  'FX trade',
] as const;

const TYPE_LABELS: Record<StatementEntry['type'], string> = {
  payment: 'Payment',
  fx_trade: 'FX trade',
  deposit: 'Deposit',
  fee: 'Fee',
  refund: 'Refund',
  interest: 'Interest',
};

function* rows(docs: readonly StatementDocument[]): Generator<string[]> {
  for (const doc of docs) {
    const account = textCell(doc.account.name);
    for (const e of doc.entries) {
      yield [
        textCell(e.ref),
        new Date(e.bookedAt).toISOString(),
        e.valueDate,
        account,
        TYPE_LABELS[e.type],
        textCell(e.description),
        textCell(e.counterpartyName),
        e.direction,
        // Signed (debits negative) and written from bigint: a number in the sheet, not formula text.
        signedAmount(e, doc.currency),
        doc.currency,
        formatMinor(e.balanceAfter, doc.currency),
        e.paymentRef === null ? '' : textCell(e.paymentRef),
        e.fxTradeRef === null ? '' : textCell(e.fxTradeRef),
      ];
    }
  }
}

/** CSV for people: one row per entry of every document, in the documents' order (meta is not written). */
export function statementCsv(docs: readonly StatementDocument[], _meta: FileMeta): string {
  return csvFile(HEADER, rows(docs));
}
