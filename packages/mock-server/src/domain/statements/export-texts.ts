import type { Locale, PerLocale } from '../bank/index.js';
import { dateInWords, type NotificationText } from '../notifications/index.js';
import type { TransactionExportRecord } from './statement-records.js';

/** The formats as each language names them in a sentence. */
const FORMAT_WORDS: PerLocale<Record<TransactionExportRecord['format'], string>> = {
  'en-GB': {
    pdf: 'PDF',
    csv: 'CSV',
    xero_csv: 'CSV for Xero',
    quickbooks_csv: 'CSV for QuickBooks Online',
    camt053: 'CAMT.053',
    mt940: 'MT940',
  },
  'de-DE': {
    pdf: 'PDF',
    csv: 'CSV',
    xero_csv: 'CSV für Xero',
    quickbooks_csv: 'CSV für QuickBooks Online',
    camt053: 'CAMT.053',
    mt940: 'MT940',
  },
  'fr-FR': {
    pdf: 'PDF',
    csv: 'CSV',
    xero_csv: 'CSV pour Xero',
    quickbooks_csv: 'CSV pour QuickBooks Online',
    camt053: 'CAMT.053',
    mt940: 'MT940',
  },
};

/** "Your export is ready" with its period, size and format, in the requester's language. */
export function exportReadyText(record: TransactionExportRecord, locale: Locale): NotificationText {
  const from = dateInWords(record.from, locale);
  const to = dateInWords(record.to, locale);
  const rows = record.rowCount.toLocaleString(locale);
  const format = FORMAT_WORDS[locale][record.format];
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Your export is ready',
      body: `Transactions from ${from} to ${to}: ${rows} entries as ${format}. Download it within 7 days.`,
    },
    'de-DE': {
      title: 'Ihr Export ist fertig',
      body: `Umsätze vom ${from} bis ${to}: ${rows} Buchungen als ${format}. Laden Sie ihn innerhalb von 7 Tagen herunter.`,
    },
    'fr-FR': {
      title: 'Votre export est prêt',
      body: `Opérations du ${from} au ${to} : ${rows} écritures au format ${format}. Téléchargez-le sous 7 jours.`,
    },
  };
  return texts[locale];
}
