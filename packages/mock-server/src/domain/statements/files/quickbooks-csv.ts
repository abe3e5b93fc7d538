import type { StatementDocument, StatementEntry } from '../statement-document.js';
import { csvFile, textCell } from './csv-cells.js';
import type { FileMeta } from './file-meta.js';
import { assertOneAccount } from './one-account.js';
import { signedAmount } from './signed-amount.js';
import { dayMonthYear } from './statement-dates.js';

/**
 * QuickBooks Online's 3-column bank upload layout (Date, Description, Amount), the one it documents first. The
 * 4-column one (Credit, Debit) is chosen against: Intuit's own help pages disagree on which of the two means
 * money in, while a signed amount cannot be misread.
 */
const HEADER = ['Date', 'Description', 'Amount'] as const;

/** QuickBooks has one text column: the counterparty leads, as its bank rules match on the payee's name. */
function description(e: StatementEntry): string {
  if (e.counterpartyName === null || e.description.includes(e.counterpartyName)) return e.description;
  return `${e.counterpartyName} - ${e.description}`;
}

/**
 * QuickBooks Online bank transactions CSV for one account in one currency (throws RangeError for a mix).
 * Dates dd/mm/yyyy, as QuickBooks UK recommends (the upload asks which format the file uses); amounts signed,
 * debits negative, never zero (statement entries have positive amounts). QuickBooks caps an upload at 350 KB;
 * a longer export has to be uploaded in parts.
 */
export function quickbooksCsv(docs: readonly StatementDocument[], _meta: FileMeta): string {
  assertOneAccount(docs, 'QuickBooks');
  return csvFile(
    HEADER,
    docs.flatMap((doc) =>
      doc.entries.map((e) => [
        dayMonthYear(e.bookingDate),
        textCell(description(e)),
        signedAmount(e, doc.currency),
      ]),
    ),
  );
}
