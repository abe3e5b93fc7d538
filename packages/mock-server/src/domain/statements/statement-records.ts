import type { components } from '@portal/api-types/schema';

/**
 * The simulator's records of balance confirmations and exports of transactions (money in bigint minor units,
 * times in epoch ms), typed with the contract's generated schema.
 */
type S = components['schemas'];

export type BalanceConfirmationRecord = {
  ref: S['BalanceConfirmationRef'];
  verificationReference: S['VerificationReference'];
  orgRef: S['OrganizationRef'];
  organizationName: string;
  date: S['CalendarDate'];
  issuedAt: number;
  requestedBy: { userRef: S['UserRef']; name: string };
  balances: {
    bankAccountRef: S['BankAccountRef'];
    accountName: string;
    currency: S['CurrencyCode'];
    balance: bigint;
  }[];
};

export type TransactionExportRecord = {
  ref: S['TransactionExportRef'];
  orgRef: S['OrganizationRef'];
  userRef: S['UserRef'];
  status: S['TransactionExportStatus'];
  format: S['StatementFileFormat'];
  from: S['CalendarDate'];
  to: S['CalendarDate'];
  bankAccountRefs: S['BankAccountRef'][];
  /** As asked for; empty: every currency. */
  currencies: S['CurrencyCode'][];
  rowCount: number;
  totals: { currency: S['CurrencyCode']; totalIn: bigint; totalOut: bigint }[];
  /** The language of the requester when asked (PDF and CSV headings). */
  locale: S['Locale'];
  createdAt: number;
  processingAt: number | null;
  readyAt: number | null;
};
