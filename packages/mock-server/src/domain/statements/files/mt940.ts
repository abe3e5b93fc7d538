import { formatMinor } from '../../bank/index.js';
import type { StatementDocument, StatementEntry } from '../statement-document.js';
import { accountIdentification, servicerBic } from './account-identification.js';
import { swiftTransactionType } from './bank-transaction-codes.js';
import type { FileMeta } from './file-meta.js';
import { closingBalanceDate, mmdd, yymmdd } from './statement-dates.js';
import { swiftLines, swiftReference, swiftText } from './swift-text.js';

/**
 * SWIFT MT940 customer statement: one message per document, CRLF line ends.
 *
 * Balances: 60F/62F, the final opening and closing balances, for every document. SWIFT keeps 60M/62M for a
 * statement split over several messages (every message but the last closes with 62M); a provisional monthly
 * statement is still one whole message, so it closes with 62F at the day it was issued, and says that it is
 * provisional in the message's closing field 86 (information to the account owner).
 */

const PROVISIONAL_NOTE = 'PROVISIONAL STATEMENT - THE PERIOD HAS NOT CLOSED, ENTRIES MAY STILL BE ADDED';

/** SWIFT amount: no sign, comma decimal mark, the comma kept for currencies without minor units ('1000,'). */
function swiftAmount(minor: bigint, currency: string): string {
  const text = formatMinor(minor < 0n ? -minor : minor, currency).replace('.', ',');
  const amount = text.includes(',') ? text : `${text},`;
  if (amount.length > 15)
    throw new RangeError(`Amount ${amount} ${currency} is too long for MT940 (15 characters).`);
  return amount;
}

/** Balance fields 60F, 62F, 64: D/C mark, date, currency, amount. */
function balanceField(minor: bigint, date: string, currency: string): string {
  return `${minor < 0n ? 'D' : 'C'}${yymmdd(date)}${currency}${swiftAmount(minor, currency)}`;
}

/** Field 61 and its field 86. Customer reference, else NONREF; the bank's entry ref after the //. */
function statementLine(e: StatementEntry, currency: string): string[] {
  const mark = e.direction === 'credit' ? 'C' : 'D';
  const customer = swiftReference(e.reference) ?? 'NONREF';
  const bank = swiftReference(e.ref) ?? '';
  const line = `:61:${yymmdd(e.valueDate)}${mmdd(e.bookingDate)}${mark}${swiftAmount(e.amount, currency)}${swiftTransactionType(e)}${customer}//${bank}`;
  // The description first; the counterparty and the full reference (61 has room for 16 characters) after it.
  const details = swiftLines([e.description, e.counterpartyName ?? '', e.reference ?? ''], 65, 6);
  if (details.length === 0) return [line];
  return [line, `:86:${details[0]}`, ...details.slice(1)];
}

function message(doc: StatementDocument): string[] {
  const id = accountIdentification(doc);
  const closingDate = closingBalanceDate(doc);
  const lines = [
    `:20:${swiftReference(doc.ref) ?? 'NONREF'}`,
    `:25:${swiftText(id.kind === 'iban' ? id.iban : id.swift).slice(0, 35)}`,
    // Statement number (5 digits at most) / sequence number: one message per statement.
    `:28C:${doc.sequence % 100_000}/1`,
    `:60F:${balanceField(doc.openingBalance, doc.from, doc.currency)}`,
  ];
  for (const e of doc.entries) {
    for (const line of statementLine(e, doc.currency)) lines.push(line);
  }
  lines.push(`:62F:${balanceField(doc.closingBalance, closingDate, doc.currency)}`);
  // Closing available balance: the statement knows no holds, so it is the closing balance.
  lines.push(`:64:${balanceField(doc.closingBalance, closingDate, doc.currency)}`);
  if (doc.status === 'provisional') lines.push(`:86:${PROVISIONAL_NOTE}`);
  return lines;
}

/** The bank's SWIFT address: BIC8, terminal code (A as sender, X as receiver), branch (XXX: head office). */
function terminalAddress(bic: string, terminal: 'A' | 'X'): string {
  return `${bic.slice(0, 8)}${terminal}${bic.length === 11 ? bic.slice(8) : 'XXX'}`;
}

/**
 * MT940 messages, one per document, concatenated. Each sits in the SWIFT FIN envelope mt940 readers expect
 * ({1:…}{2:…}{4: … -}), with the bank's BIC as sender and receiver as banks' file downloads do. If a document's
 * bank has no BIC, the whole file uses the bare framing instead (each message from :20: to a '-' line), as
 * readers pick one framing per file.
 */
export function mt940(docs: readonly StatementDocument[], _meta: FileMeta): string {
  const bics = docs.map(servicerBic);
  const enveloped = bics.every((bic) => bic !== null);
  const messages = docs.map((doc, i) => {
    const body = message(doc).join('\r\n');
    if (!enveloped) return `${body}\r\n-\r\n`;
    const bic = bics[i] as string;
    const header = `{1:F01${terminalAddress(bic, 'A')}0000000000}{2:I940${terminalAddress(bic, 'X')}N}{4:`;
    return `${header}\r\n${body}\r\n-}\r\n`;
  });
  return messages.join('');
}
