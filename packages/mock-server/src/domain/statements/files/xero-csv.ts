import type { StatementDocument } from '../statement-document.js';
import { csvFile, textCell } from './csv-cells.js';
import type { FileMeta } from './file-meta.js';
import { assertOneAccount } from './one-account.js';
import { signedAmount } from './signed-amount.js';
import { dayMonthYear } from './statement-dates.js';

/**
 * Xero's bank statement import template ("Import a statement" in Xero, UK/AU edition): the asterisks mark the
 * columns Xero requires, and the header text is what Xero maps on, so it is written exactly. Cheque Number stays
 * empty (the bank issues no cheques).
 */
const HEADER = ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number'] as const;

/**
 * Xero's bank statement CSV for one account in one currency (throws RangeError for a mix; see one-account.ts).
 * Dates are dd/mm/yyyy, Xero's default for UK and EU organisations and the bank's own (London) convention; Xero
 * asks to confirm the format on the first import when a date is ambiguous. Amount signed, debits negative.
 * Xero takes at most 1,000 lines per import; a longer export has to be imported in parts.
 */
export function xeroCsv(docs: readonly StatementDocument[], _meta: FileMeta): string {
  assertOneAccount(docs, 'Xero');
  return csvFile(
    HEADER,
    docs.flatMap((doc) =>
      doc.entries.map((e) => [
        dayMonthYear(e.bookingDate),
        signedAmount(e, doc.currency),
        textCell(e.counterpartyName),
        textCell(e.description),
        // The customer's reference reconciles against invoices; without one, the bank's own ref.
        textCell(e.reference ?? e.ref),
        '',
      ]),
    ),
  );
}
