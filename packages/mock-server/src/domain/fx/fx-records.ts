import type { components } from '@portal/api-types/schema';
import type { ApproverRecord } from '../approvals/approval-records.js';

/**
 * The simulator's records of FX quotes and trades (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

export type FxQuoteRecord = {
  ref: S['FxQuoteRef'];
  orgRef: S['OrganizationRef'];
  bankAccountRef: S['BankAccountRef'];
  userRef: S['UserRef'];
  sellCurrency: S['CurrencyCode'];
  buyCurrency: S['CurrencyCode'];
  sellAmount: bigint;
  buyAmount: bigint;
  /** Client rate, sell → buy, scaled by RATE_SCALE. */
  rate: bigint;
  /** The bank's mid rate the client rate was spread from (the trade keeps it as `mid_rate`). */
  midRate: bigint;
  fee: bigint;
  createdAt: number;
  expiresAt: number;
  executedTradeRef: string | null;
  requiresTwoFactor: boolean;
  codeFailures: number;
};

type FxTrade = S['FxTrade'];

export type FxTradeRecord = Pick<FxTrade, 'ref'> & {
  /** Set with setFxTradeStatus (bank/watched-writes.ts) only, which notes the change for the webhook events. */
  readonly status: FxTrade['status'];
  quoteRef: FxTrade['quote_ref'];
  orgRef: S['OrganizationRef'];
  bankAccountRef: FxTrade['bank_account_ref'];
  sellCurrency: FxTrade['sell_currency'];
  buyCurrency: FxTrade['buy_currency'];
  sellAmount: bigint;
  buyAmount: bigint;
  rate: bigint;
  /** The bank's mid rate at execution: what the client rate is compared with. */
  midRate: bigint;
  fee: bigint;
  executedAt: number;
  /** Who executed it, as they were then (name and role at execution). */
  tradedBy: ApproverRecord;
  /** Why it failed to settle (a simulation, /__mock/simulate/fx-settlement-failure); set with `failed`. */
  failureReason?: string;
};
