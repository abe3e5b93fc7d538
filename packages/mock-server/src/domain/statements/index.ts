export { confirmBalances, verifyConfirmation } from './balance-confirmations.js';
export { buildConfirmationLetter, buildStatementFile } from './build-file.js';
export {
  advanceTransactionExports,
  ensureExportFile,
  rememberExportDocuments,
} from './export-builds.js';
export {
  type FileLinkRecord,
  issueFileLink,
  openFileLink,
  pruneFileLinks,
} from './file-links.js';
export type { BalanceConfirmationRecord, TransactionExportRecord } from './statement-records.js';
export {
  findStatement,
  listStatements,
  type StatementSummary,
  statementDocument,
} from './statements.js';
export { exportsOf, requestExport, seededExport } from './transaction-exports.js';
