import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { type BatchFileColumn, columnLabel } from './batch-file-columns';

/** What a value of each column looks like, said when it does not match the contract's pattern or format. */
export function formatHint(column: BatchFileColumn): string {
  switch (column) {
    case 'recipient':
      return t`Use the recipient's name, IBAN or account number as on the recipients page.`;
    case 'name':
      return t`Use plain text on one line.`;
    case 'type':
      return t`Use business or individual.`;
    case 'country':
      return t`Use a 2-letter country code like GB.`;
    case 'iban':
      return t`Use the IBAN in capitals without spaces, like GB29NWBK60161331926819.`;
    case 'bic':
      return t`Use an 8 or 11 character BIC in capitals, like NWBKGB2L.`;
    case 'sort_code':
      return t`Use the 6 digits of the sort code, like 200415.`;
    case 'account_number':
      return t`Use the account number as the bank gives it, without spaces.`;
    case 'routing_number':
      return t`Use the 9 digits of the routing number.`;
    case 'amount':
      return t`Use a number like 1250.00 or 1,250.00 (no currency sign).`;
    case 'currency':
      return t`Use a 3-letter currency code like GBP.`;
    case 'reason_code':
      return t`Use a 4-letter reason code like SUPP.`;
    case 'reference':
      return t`Use 1 to 35 letters, digits, spaces or / ? : ( ) . , ' + -`;
    case 'execution_date':
      return t`Use a date like 2026-03-02 (YYYY-MM-DD).`;
  }
}

export const requiredText = (column: BatchFileColumn) => {
  const label = columnLabel(column);
  return t`${label} is required.`;
};
export const tooShortText = (minimum: number) => t`Use at least ${minimum} characters.`;
export const tooLongText = (maximum: number) => t`Use at most ${maximum} characters.`;
/** The values the contract allows, as a list in the active language ('business or individual'). */
export const oneOfText = (values: readonly unknown[]) => {
  const list = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(values.map(String));
  return t`Use ${list}.`;
};

export const ZERO_AMOUNT_TEXT = msg`Enter an amount greater than zero.`;
export const decimalsText = (currency: string, places: number) =>
  places === 0
    ? t`${currency} amounts take no decimal places.`
    : t`${currency} amounts take at most ${plural(places, { one: '# decimal place', other: '# decimal places' })}.`;
export const formulaText = (first: string) =>
  t`Starts with "${first}", which a spreadsheet would run as a formula. Remove that character.`;

export const NO_RECIPIENT_TEXT = msg`Give a recipient (their name, IBAN or account number), or the new recipient's name, type, country and bank details.`;
export const BOTH_RECIPIENTS_TEXT = msg`Give an existing recipient or a new one, not both.`;
export const NO_BANK_DETAILS_TEXT = msg`Give the new recipient's bank details: IBAN and BIC, sort code and account number, routing number and account number, or BIC and account number.`;
