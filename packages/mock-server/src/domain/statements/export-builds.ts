import type { BankAccount } from '../accounts/index.js';
import type { Bank, Store } from '../bank/index.js';
import { notify } from '../notifications/index.js';
import { buildStatementFile } from './build-file.js';
import { exportReadyText } from './export-texts.js';
import type { BuiltFile } from './file-links.js';
import type { StatementDocument } from './statement-document.js';
import type { TransactionExportRecord } from './statement-records.js';
import { EXPORT_KEPT_MS, exportDocuments, QUEUE_MS, readyDueAt } from './transaction-exports.js';

/** What the bank is building or has built for an export; beside the store, like download links. */
type Build = { documents?: StatementDocument[]; file?: BuiltFile; failed?: true; started?: true };

const buildsByStore = new WeakMap<Store, Map<string, Build>>();

function buildsOf(store: Store): Map<string, Build> {
  let builds = buildsByStore.get(store);
  if (!builds) {
    builds = new Map();
    buildsByStore.set(store, builds);
  }
  return builds;
}

/** Keeps the documents an export was counted from, so the file holds exactly what was counted. */
export function rememberExportDocuments(bank: Bank, ref: string, documents: StatementDocument[]): void {
  buildsOf(bank.store).set(ref, { documents });
}

/** The export's file once built (null before, or when the bank forgot it: a state import starts it again). */
export function exportFile(bank: Bank, ref: string): BuiltFile | null {
  return buildsOf(bank.store).get(ref)?.file ?? null;
}

function startBuild(bank: Bank, record: TransactionExportRecord): void {
  const builds = buildsOf(bank.store);
  const build = builds.get(record.ref) ?? {};
  builds.set(record.ref, build);
  if (build.started) return;
  build.started = true;
  const documents = build.documents ?? exportDocuments(bank, record, accountsOf(bank, record));
  build.documents = undefined;
  const meta = { messageId: record.ref, createdAt: bank.clock.now(), locale: record.locale };
  // The work starts after the answer that made the export due has gone out (a 100,000-entry PDF or CAMT.053
  // holds the bank for seconds); the export turns ready on a later tick.
  setTimeout(() => {
    buildStatementFile(record.format, documents, meta, exportFileName(record)).then(
      (file) => {
        build.file = file;
      },
      () => {
        build.failed = true;
      },
    );
  }, 0);
}

export const exportFileName = (r: Pick<TransactionExportRecord, 'from' | 'to' | 'format'>): string =>
  `transactions-${r.from}-to-${r.to}`;

/** The accounts an export covers, as they are now (an account closed since is left out). */
const accountsOf = (bank: Bank, record: TransactionExportRecord): BankAccount[] =>
  record.bankAccountRefs.flatMap((ref) => {
    const account = bank.store.bankAccounts.get(ref);
    return account && account.orgRef === record.orgRef ? [account] : [];
  });

/**
 * Moves exports along on the bank's clock: requested → processing after the queue, processing → ready once
 * the file is built and its build time has passed (the requester is notified), or failed. Forgets exports
 * after 7 days.
 */
export function advanceTransactionExports(bank: Bank, now: number): void {
  const builds = buildsOf(bank.store);
  for (const record of bank.store.transactionExports.values()) {
    if (now - record.createdAt > EXPORT_KEPT_MS) {
      bank.store.transactionExports.delete(record.ref);
      builds.delete(record.ref);
      continue;
    }
    if (record.status === 'requested' && now >= record.createdAt + QUEUE_MS) {
      record.status = 'processing';
      record.processingAt = now;
    }
    if (record.status !== 'processing') continue;
    startBuild(bank, record);
    const build = builds.get(record.ref);
    if (build?.failed) record.status = 'failed';
    else if (build?.file && now >= readyDueAt(record)) {
      record.status = 'ready';
      record.readyAt = now;
      notify(bank.store, record.userRef, {
        type: 'export',
        text: (locale) => exportReadyText(record, locale),
        at: now,
        link: { kind: 'transaction_export', accountRef: record.orgRef, transactionExportRef: record.ref },
      });
    }
  }
}

/** The file of a ready export, built again when the bank no longer holds it (after a state import). */
export async function ensureExportFile(bank: Bank, record: TransactionExportRecord): Promise<BuiltFile> {
  const held = exportFile(bank, record.ref);
  if (held) return held;
  const documents = exportDocuments(bank, record, accountsOf(bank, record));
  const meta = { messageId: record.ref, createdAt: bank.clock.now(), locale: record.locale };
  const file = await buildStatementFile(record.format, documents, meta, exportFileName(record));
  buildsOf(bank.store).set(record.ref, { file, started: true });
  return file;
}
