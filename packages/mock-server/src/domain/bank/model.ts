import type { components } from '@portal/api-types/schema';

/**
 * The simulator's internal records (money in bigint minor units, times in epoch ms). Every enum, code and
 * shape the contract defines is taken from the generated types, so a contract change that the simulator
 * does not follow breaks its compile instead of drifting silently.
 */
type S = components['schemas'];

export type Role = S['Role'];

export type User = {
  ref: S['UserRef'];
  email: S['Email'];
  firstName: S['UserProfile']['first_name'];
  lastName: S['UserProfile']['last_name'];
  phone: S['UserProfile']['phone'];
  jobTitle: S['UserProfile']['job_title'];
  passwordHash: string;
  passwordSetupAt: number | null;
  twoFactorSecret: string | null;
  pendingTwoFactorSecret: string | null;
  /** Highest TOTP time step already accepted: a code is never accepted twice. */
  lastTotpStep: number;
  createdAt: number;
  /** The user's last authenticated request (tokens.ts `authenticate`); null: never signed in. */
  lastActiveAt: number | null;
  memberships: Membership[];
};

/** A user's place in an organization account: their role and when they joined it. */
export type Membership = { orgRef: S['OrganizationRef']; role: Role; joinedAt: number };

/**
 * An organization's security policy (security-policy.ts): whether everyone who moves its money must use
 * two-factor authentication, and who last changed that (null while never changed).
 */
export type SecurityPolicyRecord = {
  requireTwoFactorForPayments: S['SecurityPolicy']['require_two_factor_for_payments'];
  updatedAt: number | null;
  updatedBy: { userRef: S['UserRef']; name: string } | null;
};

export type Organization = Pick<S['OrganizationAccount'], 'ref' | 'name'> & {
  securityPolicy: SecurityPolicyRecord;
};

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
  'ref' | 'type' | 'direction' | 'currency' | 'status' | 'description'
> & {
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

export type PaymentStatus = S['PaymentStatus'];

type Payment = S['Payment'];
export type PaymentRecord = Pick<Payment, 'ref' | 'currency' | 'reference' | 'status'> & {
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
  status: S['PaymentBatchStatus'];
  rows: PaymentBatchRowRecord[];
  createdBy: ApproverRecord;
  createdAt: number;
  updatedAt: number;
  /** Present when an approval rule held the batch (the same record a held payment has). */
  approval: PaymentApprovalRecord | null;
  retryOf: S['PaymentBatchRef'] | null;
  retriedBy: S['PaymentBatchRef'] | null;
};

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

/** The contract's union, told apart by `scheme` (iban, sort_code, aba, swift). */
export type BankDetails = S['BankDetails'];
export type ReceivingAccountDetails = S['ReceivingAccountDetails'];
export type BankDetailsScheme = S['BankDetailsScheme'];

export type RecipientStatus = S['RecipientStatus'];

type Recipient = S['Recipient'];
export type RecipientRecord = Pick<
  Recipient,
  'ref' | 'type' | 'name' | 'email' | 'country' | 'currency' | 'status'
> & {
  orgRef: S['OrganizationRef'];
  legalName: Recipient['legal_name'];
  registrationNumber: Recipient['registration_number'];
  bankDetails: Recipient['bank_details'];
  createdAt: number;
  updatedAt: number;
  /** The payee check of the last create or change of name, type or bank details (payee-verification.ts). */
  verification?: PayeeVerificationRecord;
};

/** The holder of an account as the payee's bank knows it. */
export type KnownPayee = { name: string; type: S['RecipientType'] };

type PayeeVerification = S['PayeeVerification'];
export type PayeeVerificationRecord = Pick<PayeeVerification, 'outcome' | 'scheme'> & {
  checkedName: PayeeVerification['checked_name'];
  nameHeld: PayeeVerification['name_held'];
  accountTypeHeld: PayeeVerification['account_type_held'];
  checkedAt: number;
};

type KycDocument = S['KycDocument'];
export type KycDocumentRecord = Pick<KycDocument, 'ref' | 'status'> & {
  recipientRef: S['RecipientRef'];
  documentType: KycDocument['document_type'];
  fileName: KycDocument['file_name'];
  contentType: KycDocument['content_type'];
  sizeBytes: KycDocument['size_bytes'];
  uploadedAt: number;
};

export type NotificationType = S['NotificationType'];

type NotificationLink = S['NotificationLink'];
export type NotificationRecord = Pick<S['Notification'], 'ref' | 'type' | 'title' | 'body'> & {
  userRef: S['UserRef'];
  readAt: number | null;
  createdAt: number;
  link: {
    kind: NotificationLink['kind'];
    accountRef: NotificationLink['account_ref'];
    bankAccountRef: NotificationLink['bank_account_ref'];
    paymentRef: NotificationLink['payment_ref'];
  } | null;
};

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
export type FxTradeRecord = Pick<FxTrade, 'ref' | 'status'> & {
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

/** Emails are the control endpoint's (`GET /__mock/outbox`), not the contract's. */
export type Email = {
  id: string;
  to: string;
  subject: string;
  kind: 'password_reset' | 'invitation' | 'security';
  link: string;
  token: string;
  sentAt: number;
};

export type Invitation = {
  ref: S['InvitationRef'];
  /** The link's current token; a resend replaces it (the old one still points here, and answers 410). */
  token: string;
  email: S['Invitation']['email'];
  /** The invitee's name as the inviter gave it, to prefill the invitation form (null: not given). */
  firstName: S['Invitation']['first_name'];
  lastName: S['Invitation']['last_name'];
  orgRef: S['OrganizationRef'];
  invitedBy: S['UserRef'];
  role: S['Invitation']['role'];
  sentAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  revokedAt: number | null;
};

export type PasswordResetToken = { token: string; userRef: string; expiresAt: number; usedAt: number | null };

/** One entry of the bank's hash-chained audit log (see audit-log.ts); `hash` covers every other field. */
export type AuditEntry = {
  ref: S['AuditEventRef'];
  at: number;
  /** Null for user-level events (sign-in, 2FA, password). */
  orgRef: S['OrganizationRef'] | null;
  actor: { ref: S['UserRef'] | null; name: string };
  actorRole: Role | null;
  action: S['AuditAction'];
  target: { type: S['AuditTargetType']; ref: string };
  ip: string;
  userAgent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  prevHash: string;
  hash: string;
};
