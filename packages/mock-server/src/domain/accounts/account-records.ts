import type { components } from '@portal/api-types/schema';

/**
 * The simulator's records of bank accounts, balances, transactions, bank details (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

export type BankAccount = Pick<S['BankAccount'], 'ref' | 'name' | 'bank'> & {
  orgRef: S['OrganizationRef'];
  holderName: S['BankAccount']['holder_name'];
  currencies: S['CurrencyCode'][];
  /** How to pay into each currency of `currencies`, local scheme first. */
  accountDetails: Record<S['CurrencyCode'], ReceivingAccountDetails[]>;
};

export type BalanceRecord = {
  ref: S['BalanceRef'];
  bankAccountRef: S['BankAccountRef'];
  currency: S['CurrencyCode'];
  /** Booked (ledger) balance. */
  current: bigint;
  /** Funds reserved by accepted payments not yet booked. */
  held: bigint;
  updatedAt: number;
};

export type TransactionType = S['TransactionType'];

export type TransactionStatus = S['TransactionStatus'];

type Transaction = S['Transaction'];

export type TransactionRecord = Pick<
  Transaction,
  'ref' | 'type' | 'direction' | 'currency' | 'description'
> & {
  /** Set with setTransactionStatus (bank/watched-writes.ts) only, which notes the ledger change. */
  readonly status: TransactionStatus;
  /** Booking order; ties in bookedAt are broken by it. */
  seq: number;
  bankAccountRef: Transaction['bank_account_ref'];
  amount: bigint;
  balanceAfter: bigint;
  counterpartyName: Transaction['counterparty_name'];
  paymentRef: Transaction['payment_ref'];
  fxTradeRef: Transaction['fx_trade_ref'];
  bookedAt: number;
  /** The booking date in the bank's time zone (what the list's `from`/`to` filter on). */
  valueDate: Transaction['value_date'];
};

/** The contract's union, told apart by `scheme` (iban, sort_code, aba, swift). */
export type BankDetails = S['BankDetails'];

export type ReceivingAccountDetails = S['ReceivingAccountDetails'];

export type BankDetailsScheme = S['BankDetailsScheme'];
