export type {
  BalanceRecord,
  BankAccount,
  BankDetails,
  BankDetailsScheme,
  ReceivingAccountDetails,
  TransactionRecord,
} from './account-records.js';
export { parseBankDetails } from './bank-details.js';
export {
  available,
  book,
  counts,
  findBalance,
  LEDGER_TZ,
  requireBalance,
  settleTransaction,
} from './ledger.js';
export { balanceHistory, listTransactions } from './transactions.js';
