/** The simulator's internal records (money in bigint minor units, times in epoch ms). */
export type Role = 'owner' | 'admin' | 'approver' | 'member' | 'viewer';

export type User = {
  ref: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  jobTitle: string | null;
  passwordHash: string;
  passwordSetupAt: number | null;
  twoFactorSecret: string | null;
  pendingTwoFactorSecret: string | null;
  /** Highest TOTP time step already accepted: a code is never accepted twice. */
  lastTotpStep: number;
  createdAt: number;
  memberships: { orgRef: string; role: Role }[];
};

export type Organization = { ref: string; name: string };

export type BankAccount = { ref: string; orgRef: string; name: string; currencies: string[] };

export type BalanceRecord = {
  ref: string;
  bankAccountRef: string;
  currency: string;
  /** Booked (ledger) balance. */
  current: bigint;
  /** Funds reserved by accepted payments not yet booked. */
  held: bigint;
  updatedAt: number;
};

export type TransactionType = 'payment' | 'fx_trade' | 'deposit' | 'fee' | 'refund' | 'interest';
export type TransactionStatus = 'pending' | 'processing' | 'completed' | 'settled' | 'failed' | 'cancelled';

export type TransactionRecord = {
  ref: string;
  /** Booking order; ties in bookedAt are broken by it. */
  seq: number;
  bankAccountRef: string;
  type: TransactionType;
  direction: 'credit' | 'debit';
  amount: bigint;
  currency: string;
  balanceAfter: bigint;
  status: TransactionStatus;
  description: string;
  counterpartyName: string | null;
  paymentRef: string | null;
  fxTradeRef: string | null;
  bookedAt: number;
  valueDate: string;
};

export type PaymentStatus =
  | 'initiated'
  | 'pending'
  | 'scheduled'
  | 'processing'
  | 'completed'
  | 'settled'
  | 'failed'
  | 'partially_failed'
  | 'cancelled'
  | 'rejected'
  | 'flagged'
  | 'expired';

export type PaymentRecord = {
  ref: string;
  orgRef: string;
  bankAccountRef: string;
  recipientRef: string;
  recipientName: string;
  createdBy: string;
  amount: bigint;
  currency: string;
  fee: bigint;
  reasonCode: string;
  reference: string;
  status: PaymentStatus;
  executionDate: string;
  createdAt: number;
  updatedAt: number;
  timeline: { status: PaymentStatus; at: number }[];
  /** When the next automatic transition is due (null when final or waiting for a window). */
  nextTransitionAt: number | null;
  willFail: boolean;
  /** Whether funds are currently reserved on the balance. */
  holding: boolean;
  transactionRef: string | null;
};

export type BankDetails =
  | { scheme: 'iban'; iban: string; bic: string }
  | { scheme: 'sort_code'; sort_code: string; account_number: string }
  | { scheme: 'aba'; routing_number: string; account_number: string }
  | { scheme: 'swift'; bic: string; account_number: string };

export type RecipientStatus =
  | 'active'
  | 'inactive'
  | 'pending'
  | 'verified'
  | 'partially_verified'
  | 'rejected'
  | 'flagged';

export type RecipientRecord = {
  ref: string;
  orgRef: string;
  type: 'business' | 'individual';
  name: string;
  legalName: string | null;
  registrationNumber: string | null;
  email: string | null;
  country: string;
  currency: string;
  bankDetails: BankDetails;
  status: RecipientStatus;
  createdAt: number;
  updatedAt: number;
};

export type KycDocumentRecord = {
  ref: string;
  recipientRef: string;
  documentType: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: number;
  status: 'pending' | 'verified' | 'rejected';
};

export type NotificationType = 'payment_status' | 'fx_trade' | 'security' | 'recipient' | 'system';

export type NotificationRecord = {
  ref: string;
  userRef: string;
  type: NotificationType;
  title: string;
  body: string;
  readAt: number | null;
  createdAt: number;
  link: { kind: 'payment'; accountRef: string; bankAccountRef: string; paymentRef: string } | null;
};

export type FxQuoteRecord = {
  ref: string;
  orgRef: string;
  bankAccountRef: string;
  userRef: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: bigint;
  buyAmount: bigint;
  /** Client rate, sell → buy, scaled by RATE_SCALE. */
  rate: bigint;
  fee: bigint;
  createdAt: number;
  expiresAt: number;
  executedTradeRef: string | null;
  requiresTwoFactor: boolean;
  codeFailures: number;
};

export type FxTradeRecord = {
  ref: string;
  quoteRef: string;
  orgRef: string;
  bankAccountRef: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: bigint;
  buyAmount: bigint;
  rate: bigint;
  fee: bigint;
  status: 'processing' | 'completed' | 'failed';
  executedAt: number;
};

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
  token: string;
  email: string;
  orgRef: string;
  invitedBy: string;
  role: Role;
  expiresAt: number;
  acceptedAt: number | null;
};

export type PasswordResetToken = { token: string; userRef: string; expiresAt: number; usedAt: number | null };
