import type { components } from '@portal/api-types/schema';
import type { Role } from '../auth/user-records.js';

/**
 * The simulator's records of approval rules, approvers, the wait of a held payment (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

/** An approval rule of an organization; the threshold in minor units of its currency. */
export type ApprovalRuleRecord = {
  ref: S['ApprovalRuleRef'];
  orgRef: S['OrganizationRef'];
  threshold: bigint;
  thresholdCurrency: S['CurrencyCode'];
  bankAccountRef: S['BankAccountRef'] | null;
  currency: S['CurrencyCode'] | null;
  firstPaymentToRecipient: boolean;
  approvalsRequired: number;
  approverRoles: Role[];
  createdAt: number;
  updatedAt: number;
};

/** A person as an approval names them, with the role they held when they acted. */
export type ApproverRecord = { userRef: S['UserRef']; name: string; role: Role };

/**
 * The wait of a payment an approval rule caught: a copy of the rule as it was (a later change or deletion
 * does not move a waiting payment), the approvals so far, a rejection, and the date the maker asked for.
 */
export type PaymentApprovalRecord = {
  rule: ApprovalRuleRecord;
  maker: ApproverRecord;
  approvals: (ApproverRecord & { at: number })[];
  rejection: (ApproverRecord & { reason: string; at: number }) | null;
  expiresAt: number;
  /** The execution date the maker asked for (null: as soon as possible), planned again on approval. */
  requestedExecutionDate: string | null;
};
