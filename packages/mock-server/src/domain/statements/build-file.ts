import type { BankAccount } from '../accounts/index.js';
import type { Locale } from '../bank/index.js';
import type { BuiltFile } from './file-links.js';
import {
  buildBalanceConfirmationPdf,
  buildStatementPdf,
  camt053,
  type FileMeta,
  mt940,
  quickbooksCsv,
  statementCsv,
  xeroCsv,
} from './files/index.js';
import type { StatementDocument } from './statement-document.js';
import type { BalanceConfirmationRecord, TransactionExportRecord } from './statement-records.js';

type Format = TransactionExportRecord['format'];

const TEXT_FORMATS: Record<
  Exclude<Format, 'pdf'>,
  {
    build: (docs: readonly StatementDocument[], meta: FileMeta) => string;
    type: BuiltFile['contentType'];
    ext: string;
  }
> = {
  csv: { build: statementCsv, type: 'text/csv', ext: 'csv' },
  xero_csv: { build: xeroCsv, type: 'text/csv', ext: 'xero.csv' },
  quickbooks_csv: { build: quickbooksCsv, type: 'text/csv', ext: 'quickbooks.csv' },
  camt053: { build: camt053, type: 'application/xml', ext: 'camt053.xml' },
  mt940: { build: mt940, type: 'text/plain', ext: 'mt940.sta' },
};

const utf8 = new TextEncoder();

/** The documents as a file in `format`; `baseName` (letters, digits, dashes) names it. */
export async function buildStatementFile(
  format: Format,
  docs: readonly StatementDocument[],
  meta: FileMeta & { locale: Locale },
  baseName: string,
): Promise<BuiltFile> {
  if (format === 'pdf')
    return {
      content: await buildStatementPdf(docs, { locale: meta.locale }),
      contentType: 'application/pdf',
      fileName: `${baseName}.pdf`,
    };
  const text = TEXT_FORMATS[format];
  return {
    content: utf8.encode(text.build(docs, meta)),
    contentType: text.type,
    fileName: `${baseName}.${text.ext}`,
  };
}

/** The letter of a balance confirmation, on the letterhead of the bank that holds the accounts. */
export async function buildConfirmationLetter(
  record: BalanceConfirmationRecord,
  accounts: readonly BankAccount[],
  locale: Locale,
): Promise<BuiltFile> {
  const first = accounts[0];
  const detailsOf = (ref: string, currency: string) =>
    (accounts.find((a) => a.ref === ref)?.accountDetails[currency] ?? []).map((d) => d.bank_details);
  const bic =
    (first ? Object.values(first.accountDetails).flat() : [])
      .map((d) => ('bic' in d.bank_details ? d.bank_details.bic : null))
      .find((b) => b !== null) ?? null;
  const content = await buildBalanceConfirmationPdf(
    {
      verificationReference: record.verificationReference,
      date: record.date,
      issuedAt: record.issuedAt,
      organizationName: record.organizationName,
      requestedBy: record.requestedBy.name,
      bank: { name: first?.bank.name ?? '', address: first?.bank.address ?? '', bic },
      balances: record.balances.map((b) => ({
        accountName: b.accountName,
        holderName: accounts.find((a) => a.ref === b.bankAccountRef)?.holderName ?? record.organizationName,
        currency: b.currency,
        details: detailsOf(b.bankAccountRef, b.currency),
        balance: b.balance,
      })),
    },
    { locale },
  );
  return {
    content,
    contentType: 'application/pdf',
    fileName: `balance-confirmation-${record.date}-${record.verificationReference}.pdf`,
  };
}
