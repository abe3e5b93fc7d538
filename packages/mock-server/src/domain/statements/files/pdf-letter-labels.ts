import type { PerLocale } from '../../bank/index.js';

/** Every word printed on a balance confirmation letter, per language. */
export type LetterLabels = {
  to: string;
  requestedBy: string;
  title: (date: string) => string;
  confirmation: (organization: string, date: string) => string;
  account: string;
  details: string;
  currency: string;
  balance: string;
  verificationReference: string;
  howToVerify: (bank: string, ref: string) => string;
  signOff: (bank: string) => string;
  issued: (date: string) => string;
  page: (page: number, pages: number) => string;
};

/** The API path an auditor's tools call to check a letter; the same in every language. */
const verifyPath = (ref: string): string => `GET /balance-confirmations/${ref}`;

export const LETTER_LABELS: PerLocale<LetterLabels> = {
  'en-GB': {
    to: 'To',
    requestedBy: 'Requested by',
    title: (date) => `Balance confirmation as at ${date}`,
    confirmation: (organization, date) =>
      `We confirm that the balances below were held by ${organization} with us at the close of business on ${date}.`,
    account: 'Account',
    details: 'Account details',
    currency: 'Currency',
    balance: 'Balance',
    verificationReference: 'Verification reference',
    howToVerify: (bank, ref) =>
      `To confirm this letter is genuine, ask ${bank} to verify reference ${ref}: the bank’s API answers ${verifyPath(ref)}.`,
    signOff: (bank) => `${bank}, Operations`,
    issued: (date) => `Issued on ${date}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  'de-DE': {
    to: 'An',
    requestedBy: 'Angefordert von',
    title: (date) => `Saldenbestätigung zum ${date}`,
    confirmation: (organization, date) =>
      `Wir bestätigen, dass ${organization} bei Geschäftsschluss am ${date} die unten aufgeführten Guthaben bei uns hielt.`,
    account: 'Konto',
    details: 'Kontoverbindung',
    currency: 'Währung',
    balance: 'Saldo',
    verificationReference: 'Prüfreferenz',
    howToVerify: (bank, ref) =>
      `Um die Echtheit dieses Schreibens zu prüfen, bitten Sie ${bank}, die Referenz ${ref} zu bestätigen: Die API der Bank beantwortet ${verifyPath(ref)}.`,
    signOff: (bank) => `${bank}, Operations`,
    issued: (date) => `Ausgestellt am ${date}`,
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  'fr-FR': {
    to: 'À l’attention de',
    requestedBy: 'Demandé par',
    title: (date) => `Confirmation de solde au ${date}`,
    confirmation: (organization, date) =>
      `Nous confirmons que ${organization} détenait chez nous les soldes ci-dessous à la clôture des opérations le ${date}.`,
    account: 'Compte',
    details: 'Coordonnées bancaires',
    currency: 'Devise',
    balance: 'Solde',
    verificationReference: 'Référence de vérification',
    howToVerify: (bank, ref) =>
      `Pour vérifier l’authenticité de ce courrier, demandez à ${bank} de confirmer la référence ${ref} : l’API de la banque répond à ${verifyPath(ref)}.`,
    signOff: (bank) => `${bank}, service des opérations`,
    issued: (date) => `Émis le ${date}`,
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
};
