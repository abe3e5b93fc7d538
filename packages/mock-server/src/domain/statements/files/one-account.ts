import type { StatementDocument } from '../statement-document.js';

const accountKey = (doc: StatementDocument): string =>
  `${doc.currency} ${JSON.stringify(doc.account.details)}`;

/**
 * Whether the documents are all one account in one currency (several months of it are fine). Accounting
 * packages import a bank file into the one ledger account the user picks, so a file mixing accounts would
 * book one account's lines into another's.
 */
export function isOneAccount(docs: readonly StatementDocument[]): boolean {
  return docs.every((doc) => accountKey(doc) === accountKey(docs[0] as StatementDocument));
}

export function assertOneAccount(docs: readonly StatementDocument[], format: string): void {
  if (!isOneAccount(docs)) {
    throw new RangeError(
      `A ${format} file holds one account in one currency; split the documents per account.`,
    );
  }
}
