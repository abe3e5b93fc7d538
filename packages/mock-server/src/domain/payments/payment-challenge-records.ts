/** Two-factor challenges bound to what they authorize: one payment, or the payments an approver decides. */

export type PaymentChallenge = {
  ref: string;
  userRef: string;
  bankAccountRef: string;
  recipientRef: string;
  amount: bigint;
  currency: string;
  expiresAt: number;
  used: boolean;
  failures: number;
};

/** A two-factor challenge over the payments an approver is about to decide (dynamic linking, as above). */
export type ApprovalChallenge = {
  ref: string;
  userRef: string;
  orgRef: string;
  payments: { ref: string; recipientRef: string; amount: bigint; currency: string }[];
  expiresAt: number;
  used: boolean;
  failures: number;
};
