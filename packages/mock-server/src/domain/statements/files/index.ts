export { buildBalanceConfirmationPdf } from './balance-confirmation-pdf.js';
export { camt053 } from './camt053.js';
export type { FileMeta } from './file-meta.js';
export { mt940 } from './mt940.js';
export { quickbooksCsv } from './quickbooks-csv.js';
export { statementCsv } from './statement-csv.js';
export { buildStatementPdf } from './statement-pdf.js';
export { xeroCsv } from './xero-csv.js';
