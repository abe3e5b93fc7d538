import type { PerLocale } from '../../bank/index.js';

/** Every word printed on a statement PDF, per language. */
export type StatementLabels = {
  title: string;
  provisional: string;
  holder: string;
  account: string;
  currency: string;
  issued: string;
  statementNumber: string;
  openingBalance: string;
  moneyIn: string;
  moneyOut: string;
  closingBalance: string;
  date: string;
  description: string;
  balance: string;
  noTransactions: string;
  reference: string;
  page: (page: number, pages: number) => string;
};

export const STATEMENT_LABELS: PerLocale<StatementLabels> = {
  'en-GB': {
    title: 'Statement',
    provisional: 'Provisional — entries may still be added',
    holder: 'Account holder',
    account: 'Account',
    currency: 'Currency',
    issued: 'Issued',
    statementNumber: 'Statement no.',
    openingBalance: 'Opening balance',
    moneyIn: 'Money in',
    moneyOut: 'Money out',
    closingBalance: 'Closing balance',
    date: 'Date',
    description: 'Description',
    balance: 'Balance',
    noTransactions: 'No transactions in this period.',
    reference: 'Statement reference',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  'de-DE': {
    title: 'Kontoauszug',
    provisional: 'Vorläufig — weitere Buchungen sind möglich',
    holder: 'Kontoinhaber',
    account: 'Konto',
    currency: 'Währung',
    issued: 'Erstellt am',
    statementNumber: 'Auszug Nr.',
    openingBalance: 'Anfangssaldo',
    moneyIn: 'Eingänge',
    moneyOut: 'Ausgänge',
    closingBalance: 'Endsaldo',
    date: 'Datum',
    description: 'Beschreibung',
    balance: 'Saldo',
    noTransactions: 'Keine Umsätze in diesem Zeitraum.',
    reference: 'Referenz des Auszugs',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  'fr-FR': {
    title: 'Relevé de compte',
    provisional: 'Provisoire — des opérations peuvent encore s’ajouter',
    holder: 'Titulaire du compte',
    account: 'Compte',
    currency: 'Devise',
    issued: 'Émis le',
    statementNumber: 'Relevé n°',
    openingBalance: 'Solde initial',
    moneyIn: 'Crédits',
    moneyOut: 'Débits',
    closingBalance: 'Solde final',
    date: 'Date',
    description: 'Libellé',
    balance: 'Solde',
    noTransactions: 'Aucune opération sur cette période.',
    reference: 'Référence du relevé',
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
};
