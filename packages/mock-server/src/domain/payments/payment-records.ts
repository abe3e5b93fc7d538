import type { components } from '@portal/api-types/schema';
import type { PaymentApprovalRecord } from '../approvals/approval-records.js';
import type { PayeeVerificationRecord } from '../recipients/recipient-records.js';

/**
 * The simulator's records of payments (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

export type PaymentStatus = S['PaymentStatus'];

type Payment = S['Payment'];

export type PaymentRecord = Pick<Payment, 'ref' | 'currency' | 'reference'> & {
  /** Set with setPaymentStatus (bank/watched-writes.ts) only, which notes the change for the webhook events. */
  readonly status: PaymentStatus;
  orgRef: S['OrganizationRef'];
  bankAccountRef: Payment['bank_account_ref'];
  recipientRef: Payment['recipient_ref'];
  recipientName: Payment['recipient_name'];
  createdBy: S['UserRef'];
  amount: bigint;
  fee: bigint;
  reasonCode: Payment['reason_code'];
  executionDate: Payment['execution_date'];
  createdAt: number;
  updatedAt: number;
  timeline: { status: PaymentStatus; at: number }[];
  /** When the next automatic transition is due (null when final or waiting for a window). */
  nextTransitionAt: number | null;
  willFail: boolean;
  /** Whether funds are currently reserved on the balance. */
  holding: boolean;
  transactionRef: S['TransactionRef'] | null;
  /** Present when an approval rule caught the payment at creation (approvals.ts). */
  approval?: PaymentApprovalRecord;
  /** The recipient's payee check when the payment was made (shown to approvers). */
  payeeVerification?: PayeeVerificationRecord;
  /** The standing order this payment is an occurrence of (standing-order-occurrences.ts). */
  standingOrderRef?: S['StandingOrderRef'];
  /** The bulk payment batch this payment is a row of. */
  batchRef?: S['PaymentBatchRef'];
  /** Why it failed or was returned (shown to the user); set with the final status. */
  failureReason?: string;
};
