import type { components } from '@portal/api-types/schema';
import type { ApproverRecord } from '../approvals/approval-records.js';

/**
 * The simulator's records of standing orders (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

/**
 * A recurring payment (standing-orders.ts). `cursor` is the position of the series the clock handles next;
 * `anchorAt` is when the schedule was set (created, edited or resumed): a date whose window had closed by then
 * moves to the next business day. Skipped dates are execution dates.
 */
export type StandingOrderRecord = {
  ref: S['StandingOrderRef'];
  orgRef: S['OrganizationRef'];
  bankAccountRef: S['BankAccountRef'];
  recipientRef: S['RecipientRef'];
  recipientName: string;
  amount: bigint;
  currency: S['CurrencyCode'];
  reasonCode: S['PaymentReasonCode'];
  reference: string;
  schedule: S['StandingOrderSchedule'];
  status: S['StandingOrderStatus'];
  cursor: number;
  anchorAt: number;
  skipped: string[];
  occurrencesMade: number;
  lastPaymentRef: S['PaymentRef'] | null;
  /** The creator confirmed paying a recipient whose payee check was a no match (rule VOP-05). */
  payeeMismatchConfirmed: boolean;
  createdBy: ApproverRecord;
  createdAt: number;
  updatedAt: number;
};
