import type { components } from '@portal/api-types/schema';
import type { ApproverRecord, PaymentApprovalRecord } from '../approvals/approval-records.js';
import type { PaymentStatus } from '../payments/payment-records.js';

/**
 * The simulator's records of bulk payment batches and their rows (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

/**
 * One row of a bulk payment batch (payment-batches.ts): what the maker asked for, checked and accepted. Its
 * payment, once made, carries the live status; `status` and `failureReason` speak for the row before that (the
 * batch's wait) or when its payment could not be made.
 */
export type PaymentBatchRowRecord = {
  index: number;
  recipientRef: S['RecipientRef'];
  recipientName: string;
  amount: bigint;
  currency: S['CurrencyCode'];
  fee: bigint;
  reasonCode: S['PaymentReasonCode'];
  reference: string;
  /** The date the maker asked for (null: as soon as possible). */
  requestedExecutionDate: string | null;
  /** The date planned when the batch was accepted (shown until the payment is made). */
  executionDate: string;
  confirmPayeeMismatch: boolean;
  status: PaymentStatus;
  paymentRef: S['PaymentRef'] | null;
  failureReason: string | null;
};

/** A bulk payment batch: up to 1,000 rows paid from one bank account, approved and signed as one item. */
export type PaymentBatchRecord = {
  ref: S['PaymentBatchRef'];
  orgRef: S['OrganizationRef'];
  bankAccountRef: S['BankAccountRef'];
  name: string | null;
  /** Set with setPaymentBatchStatus (bank/watched-writes.ts) only, which notes the change for the webhook events. */
  readonly status: S['PaymentBatchStatus'];
  rows: PaymentBatchRowRecord[];
  createdBy: ApproverRecord;
  createdAt: number;
  updatedAt: number;
  /** Present when an approval rule held the batch (the same record a held payment has). */
  approval: PaymentApprovalRecord | null;
  retryOf: S['PaymentBatchRef'] | null;
  retriedBy: S['PaymentBatchRef'] | null;
};

/**
 * A two-factor challenge over a batch's number of payments and amount per currency: to submit it from a bank
 * account (`batchRef` null) or to decide on a waiting batch (`batchRef`).
 */
export type PaymentBatchChallenge = {
  ref: string;
  userRef: string;
  orgRef: string;
  bankAccountRef: string;
  batchRef: string | null;
  totals: { currency: string; count: number; amount: bigint }[];
  expiresAt: number;
  used: boolean;
  failures: number;
};
