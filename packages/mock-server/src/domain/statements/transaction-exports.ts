import type { BankAccount } from '../accounts/index.js';
import { addDays, type Bank, type Locale, newRef, type Store, validation } from '../bank/index.js';
import { bookedEntries, ledgerSlice, totalsOf } from './ledger-slice.js';
import type { StatementDocument } from './statement-document.js';
import { bankToday, firstDayOf, lastDayOf, monthOf } from './statement-periods.js';
import type { TransactionExportRecord } from './statement-records.js';
import { statementDocument } from './statements.js';

/** The most entries one export may hold. */
export const MAX_EXPORT_ROWS = 100_000;
/** Formats an accounting tool imports one bank account in one currency at a time. */
const ONE_ACCOUNT_FORMATS: readonly TransactionExportRecord['format'][] = ['xero_csv', 'quickbooks_csv'];
/** On the bank's clock: how long an export waits in the queue, and how long it takes per 10,000 entries. */
export const QUEUE_MS = 1_000;
export const BUILD_MS_PER_10K_ROWS = 500;
/** How long the bank keeps an export. */
export const EXPORT_KEPT_MS = 7 * 24 * 3_600_000;

export type ExportRequest = {
  orgRef: string;
  userRef: string;
  locale: Locale;
  format: TransactionExportRecord['format'];
  from: string;
  to: string;
  /** The organization's accounts the export covers (already narrowed to those asked for). */
  accounts: readonly BankAccount[];
  /** As asked for; empty: every currency. */
  currencies: readonly string[];
};

/** One document per account and currency of the export, in the accounts' order. */
export function exportDocuments(
  bank: Bank,
  record: Pick<TransactionExportRecord, 'ref' | 'from' | 'to' | 'currencies'>,
  accounts: readonly BankAccount[],
): StatementDocument[] {
  const now = bank.clock.now();
  const today = bankToday(now);
  const docs: StatementDocument[] = [];
  let sequence = 0;
  for (const account of accounts)
    for (const currency of account.currencies) {
      if (record.currencies.length > 0 && !record.currencies.includes(currency)) continue;
      sequence += 1;
      docs.push(
        statementDocument(bank, account, currency, record, {
          ref: `${record.ref}-${sequence}`,
          status: record.to < today ? 'final' : 'provisional',
          sequence,
          issuedAt: now,
        }),
      );
    }
  return docs;
}

/**
 * Records an export after checking it can be built: a period that has started, at most 100,000 entries, and
 * for the accounting tools' layouts one account in one currency. Counts and totals are taken now.
 */
export function requestExport(
  bank: Bank,
  request: ExportRequest,
): { record: TransactionExportRecord; documents: StatementDocument[] } {
  const now = bank.clock.now();
  if (request.from > request.to)
    throw validation({ to: ['The end of the period must not be before its start.'] });
  if (request.from > bankToday(now)) throw validation({ from: ['The period must start today or earlier.'] });
  const record: TransactionExportRecord = {
    ref: newRef(bank.store, 'txx'),
    orgRef: request.orgRef,
    userRef: request.userRef,
    status: 'requested',
    format: request.format,
    from: request.from,
    to: request.to,
    bankAccountRefs: request.accounts.map((a) => a.ref),
    currencies: [...request.currencies],
    rowCount: 0,
    totals: [],
    locale: request.locale,
    createdAt: now,
    processingAt: null,
    readyAt: null,
  };
  const documents = exportDocuments(bank, record, request.accounts);
  if (documents.length === 0)
    throw validation({ currencies: ['None of these accounts holds these currencies.'] });
  if (ONE_ACCOUNT_FORMATS.includes(request.format) && documents.length > 1)
    throw validation({
      bank_accounts: [
        'Xero and QuickBooks import one bank account in one currency at a time: choose one account and one currency.',
      ],
    });
  const rowCount = documents.reduce((n, d) => n + d.entries.length, 0);
  if (rowCount > MAX_EXPORT_ROWS)
    throw validation({
      from: [
        `This period has ${rowCount.toLocaleString('en-GB')} entries; one export holds at most ${MAX_EXPORT_ROWS.toLocaleString('en-GB')}. Choose a shorter period.`,
      ],
    });
  record.rowCount = rowCount;
  record.totals = totalsByCurrency(documents);
  bank.store.transactionExports.set(record.ref, record);
  return { record, documents };
}

function totalsByCurrency(docs: readonly StatementDocument[]): TransactionExportRecord['totals'] {
  const totals = new Map<string, { currency: string; totalIn: bigint; totalOut: bigint }>();
  for (const d of docs) {
    const t = totals.get(d.currency) ?? { currency: d.currency, totalIn: 0n, totalOut: 0n };
    t.totalIn += d.totalIn;
    t.totalOut += d.totalOut;
    totals.set(d.currency, t);
  }
  return [...totals.values()];
}

/** When an export that started processing at `processingAt` is due to be ready, on the bank's clock. */
export const readyDueAt = (record: TransactionExportRecord): number =>
  (record.processingAt ?? record.createdAt) + Math.ceil((record.rowCount / 10_000) * BUILD_MS_PER_10K_ROWS);

/** The caller's exports in an organization, newest first. */
export function exportsOf(bank: Bank, orgRef: string, userRef: string): TransactionExportRecord[] {
  return [...bank.store.transactionExports.values()]
    .filter((e) => e.orgRef === orgRef && e.userRef === userRef)
    .sort((a, b) => b.createdAt - a.createdAt);
}

export type SeededExport = {
  ref: string;
  orgRef: string;
  userRef: string;
  bankAccountRef: string;
  currency: string;
  format: TransactionExportRecord['format'];
  requestedAt: number;
};

/** A ready export of the calendar month before `requestedAt`, counted from the ledger as the bank counts one. */
export function seededExport(store: Store, s: SeededExport): TransactionExportRecord {
  const lastMonth = monthOf(addDays(`${monthOf(bankToday(s.requestedAt))}-01`, -1));
  const from = firstDayOf(lastMonth);
  const to = lastDayOf(lastMonth);
  const { entries } = ledgerSlice(bookedEntries(store, s.bankAccountRef, s.currency), from, to);
  const { totalIn, totalOut } = totalsOf(entries);
  return {
    ref: s.ref,
    orgRef: s.orgRef,
    userRef: s.userRef,
    status: 'ready',
    format: s.format,
    from,
    to,
    bankAccountRefs: [s.bankAccountRef],
    currencies: [s.currency],
    rowCount: entries.length,
    totals: [{ currency: s.currency, totalIn, totalOut }],
    locale: 'en-GB',
    createdAt: s.requestedAt,
    processingAt: s.requestedAt + QUEUE_MS,
    readyAt: s.requestedAt + QUEUE_MS + 2_000,
  };
}
