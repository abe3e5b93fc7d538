import type { BankDetails } from '../accounts/index.js';

/**
 * One account and currency over one period, as every statement file shows it: what the bank's statement
 * operations hand to the file builders (PDF, CSV, CAMT.053, MT940). Money in bigint minor units of
 * `currency`; dates are calendar dates (YYYY-MM-DD) in the bank's time zone.
 */
export type StatementDocument = {
  /** The statement's own reference (or the export's), unique at the bank; at most 35 characters. */
  ref: string;
  /** `final` once the period has closed on the bank's clock; `provisional` while entries may still come. */
  status: 'final' | 'provisional';
  /** Sequence number of the statement for this account and currency (1 for its first month). */
  sequence: number;
  /** First and last calendar day of the period, inclusive. */
  from: string;
  to: string;
  /** When the bank produced the document (epoch ms). */
  issuedAt: number;
  currency: string;
  account: {
    /** The organization's own label, e.g. "Operations". */
    name: string;
    /** The legal name of the holder. */
    holderName: string;
    /** How to pay into this currency, local scheme first (sort code, IBAN, ABA…). */
    details: BankDetails[];
  };
  bank: { name: string; address: string; bic: string | null };
  openingBalance: bigint;
  closingBalance: bigint;
  totalIn: bigint;
  totalOut: bigint;
  /** Every booked entry of the period, in booking order. */
  entries: StatementEntry[];
};

export type StatementEntry = {
  /** The bank's transaction reference (txn_…), unique. */
  ref: string;
  /** Booking date (YYYY-MM-DD, bank time zone) and the booking instant (epoch ms). */
  bookingDate: string;
  bookedAt: number;
  valueDate: string;
  direction: 'credit' | 'debit';
  /** Positive, minor units. */
  amount: bigint;
  /** Balance after this entry. */
  balanceAfter: bigint;
  type: 'payment' | 'fx_trade' | 'deposit' | 'fee' | 'refund' | 'interest';
  description: string;
  counterpartyName: string | null;
  /** The payment or FX trade the entry belongs to, if any (the bank's refs, as the portal's lists show them). */
  paymentRef: string | null;
  fxTradeRef: string | null;
  /** The customer's own reference for a payment (what they typed, e.g. "INV 7781"): what reconciles it. */
  reference: string | null;
};

/** The bank's letter to an auditor: every account's balance in every currency at the end of one day. */
export type BalanceConfirmationDocument = {
  /** What the auditor quotes to the bank to check the letter is genuine (e.g. "BC-7K3M-Q9XD-2PWT"). */
  verificationReference: string;
  /** The balances are as at the end of this day (bank time zone). */
  date: string;
  issuedAt: number;
  /** The organization the letter is addressed to (its legal name) and who asked for it. */
  organizationName: string;
  requestedBy: string;
  bank: { name: string; address: string; bic: string | null };
  balances: {
    accountName: string;
    holderName: string;
    currency: string;
    details: BankDetails[];
    /** Booked balance at the end of `date`, minor units. */
    balance: bigint;
  }[];
};
