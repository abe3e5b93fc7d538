import type { BankDetails } from '../../accounts/index.js';
import type { Locale, PerLocale } from '../../bank/index.js';

/** How to pay into an account, written out for a printed page: one line per scheme, label and value pairs. */
export type DetailField = { label: string; value: string };

type DetailLabels = {
  sortCode: string;
  accountNumber: string;
  iban: string;
  bic: string;
  routingNumber: string;
};

const LABELS: PerLocale<DetailLabels> = {
  'en-GB': {
    sortCode: 'Sort code',
    accountNumber: 'Account number',
    iban: 'IBAN',
    bic: 'BIC',
    routingNumber: 'ABA routing number',
  },
  'de-DE': {
    sortCode: 'Sort Code',
    accountNumber: 'Kontonummer',
    iban: 'IBAN',
    bic: 'BIC',
    routingNumber: 'ABA-Routingnummer',
  },
  'fr-FR': {
    sortCode: 'Sort code',
    accountNumber: 'Numéro de compte',
    iban: 'IBAN',
    bic: 'BIC',
    routingNumber: 'Numéro de routage ABA',
  },
};

/** "040004" as printed on UK cheques and statements: "04-00-04". */
const sortCode = (code: string): string => code.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/** An IBAN in its print form, groups of four ("GB78 LDGL 0400 …"), as ISO 13616 recommends for paper. */
const printedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

export function bankDetailFields(details: BankDetails, locale: Locale): DetailField[] {
  const l = LABELS[locale];
  switch (details.scheme) {
    case 'sort_code':
      return [
        { label: l.sortCode, value: sortCode(details.sort_code) },
        { label: l.accountNumber, value: details.account_number },
      ];
    case 'iban':
      return [
        { label: l.iban, value: printedIban(details.iban) },
        { label: l.bic, value: details.bic },
      ];
    case 'aba':
      return [
        { label: l.routingNumber, value: details.routing_number },
        { label: l.accountNumber, value: details.account_number },
      ];
    case 'swift':
      return [
        { label: l.bic, value: details.bic },
        { label: l.accountNumber, value: details.account_number },
      ];
  }
}

/** The fields that name the account itself, for a one-line header: an IBAN is whole without the bank's BIC. */
export function accountIdentifierFields(details: BankDetails, locale: Locale): DetailField[] {
  const fields = bankDetailFields(details, locale);
  return details.scheme === 'iban' ? fields.slice(0, 1) : fields;
}
