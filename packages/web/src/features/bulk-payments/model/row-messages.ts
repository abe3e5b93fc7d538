import type { BatchFileColumn } from './batch-file-columns';
import { COLUMN_LABELS } from './batch-file-columns';

/** What a value of each column looks like, said when it does not match the contract's pattern or format. */
const FORMAT_HINTS: Record<BatchFileColumn, string> = {
  recipient: "Use the recipient's name, IBAN or account number as on the recipients page.",
  name: 'Use plain text on one line.',
  type: 'Use business or individual.',
  country: 'Use a 2-letter country code like GB.',
  iban: 'Use the IBAN in capitals without spaces, like GB29NWBK60161331926819.',
  bic: 'Use an 8 or 11 character BIC in capitals, like NWBKGB2L.',
  sort_code: 'Use the 6 digits of the sort code, like 200415.',
  account_number: 'Use the account number as the bank gives it, without spaces.',
  routing_number: 'Use the 9 digits of the routing number.',
  amount: 'Use a number like 1250.00 or 1,250.00 (no currency sign).',
  currency: 'Use a 3-letter currency code like GBP.',
  reason_code: 'Use a 4-letter reason code like SUPP.',
  reference: "Use 1 to 35 letters, digits, spaces or / ? : ( ) . , ' + -",
  execution_date: 'Use a date like 2026-03-02 (YYYY-MM-DD).',
};

export const formatHint = (column: BatchFileColumn) => FORMAT_HINTS[column];
export const requiredText = (column: BatchFileColumn) => `${COLUMN_LABELS[column]} is required.`;
export const tooShortText = (minimum: number) => `Use at least ${minimum} characters.`;
export const tooLongText = (maximum: number) => `Use at most ${maximum} characters.`;
export const oneOfText = (values: readonly unknown[]) => `Use ${values.map(String).join(' or ')}.`;

export const ZERO_AMOUNT_TEXT = 'Enter an amount greater than zero.';
export const decimalsText = (currency: string, places: number) =>
  places === 0
    ? `${currency} amounts take no decimal places.`
    : `${currency} amounts take at most ${places} decimal ${places === 1 ? 'place' : 'places'}.`;
export const formulaText = (first: string) =>
  `Starts with "${first}", which a spreadsheet would run as a formula. Remove that character.`;

export const NO_RECIPIENT_TEXT =
  "Give a recipient (their name, IBAN or account number), or the new recipient's name, type, country and bank details.";
export const BOTH_RECIPIENTS_TEXT = 'Give an existing recipient or a new one, not both.';
export const NO_BANK_DETAILS_TEXT =
  "Give the new recipient's bank details: IBAN and BIC, sort code and account number, routing number and account number, or BIC and account number.";
