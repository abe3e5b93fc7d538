import type { BalanceRecord, BankAccount, TransactionRecord } from '../accounts/account-records.js';
import type { ApiKeyRecord } from '../api-keys/api-key-records.js';
import type { ApprovalRuleRecord } from '../approvals/approval-records.js';
import type { AccessToken, LoginChallenge, RefreshFamily } from '../auth/session-records.js';
import type { PasswordResetToken, User } from '../auth/user-records.js';
import type { FxQuoteRecord, FxTradeRecord } from '../fx/fx-records.js';
import type { Email, NotificationRecord } from '../notifications/notification-records.js';
import type { PaymentBatchChallenge, PaymentBatchRecord } from '../payment-batches/payment-batch-records.js';
import type { ApprovalChallenge, PaymentChallenge } from '../payments/payment-challenge-records.js';
import type { PaymentRecord } from '../payments/payment-records.js';
import type { KnownPayee, KycDocumentRecord, RecipientRecord } from '../recipients/recipient-records.js';
import type { StandingOrderRecord } from '../standing-orders/standing-order-records.js';
import type { BalanceConfirmationRecord, TransactionExportRecord } from '../statements/statement-records.js';
import type { AuditEntry, Invitation, Organization } from '../team/team-records.js';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookInboxEntry,
} from '../webhooks/webhook-records.js';
import { createRng, type Rng } from './prng.js';

/** Failures (bank-clock times) of one user for one lockout rule, and the end of its lock (0: none). */
export type FailureRecord = { failures: number[]; lockedUntil: number };

/** A fixed rate-limit window: requests counted since `start` (bank clock). */
export type RateWindow = { start: number; count: number };

export type StoredResponse = { status: number; body: unknown; headers?: Record<string, string> };
export type IdempotencyEntry = {
  fingerprint: string;
  state: 'in_flight' | 'done';
  response: StoredResponse | null;
  createdAt: number;
};

export type Store = {
  rng: Rng;
  seq: number;
  users: Map<string, User>;
  organizations: Map<string, Organization>;
  bankAccounts: Map<string, BankAccount>;
  balances: Map<string, BalanceRecord>;
  /** Per bank account, in booking (seq) order; written with addLedgerEntry / moveToLedgerEnd (watched-writes.ts) only. */
  transactions: ReadonlyMap<string, readonly TransactionRecord[]>;
  /** Written with addPayment (watched-writes.ts) only. */
  payments: ReadonlyMap<string, PaymentRecord>;
  /** Bulk payment batches (payment-batches.ts); written with addPaymentBatch (watched-writes.ts) only. */
  paymentBatches: ReadonlyMap<string, PaymentBatchRecord>;
  standingOrders: Map<string, StandingOrderRecord>;
  recipients: Map<string, RecipientRecord>;
  /** Payee accounts the bank knows besides its customers' (the seed's recipients), by account key: their real holder. */
  knownPayees: Map<string, KnownPayee>;
  kycDocuments: Map<string, KycDocumentRecord[]>;
  /** Per user, oldest first. */
  notifications: Map<string, NotificationRecord[]>;
  fxQuotes: Map<string, FxQuoteRecord>;
  /** Written with addFxTrade (watched-writes.ts) only. */
  fxTrades: ReadonlyMap<string, FxTradeRecord>;
  outbox: Email[];
  /** By token: a resent invitation is found under its current token and its old ones (they answer 410). */
  invitations: Map<string, Invitation>;
  resetTokens: Map<string, PasswordResetToken>;
  accessTokens: Map<string, AccessToken>;
  refreshFamilies: Map<string, RefreshFamily>;
  refreshTokenIndex: Map<string, string>;
  loginFailures: Map<string, number[]>;
  loginChallenges: Map<string, LoginChallenge>;
  /** Lockouts of signed-in actions (change password, disable 2FA) by rule and user. */
  failureLocks: Map<string, FailureRecord>;
  /** Wrong codes against each user's pending two-factor secret (5 discard it). */
  twoFactorSetupFailures: Map<string, number>;
  paymentChallenges: Map<string, PaymentChallenge>;
  approvalChallenges: Map<string, ApprovalChallenge>;
  paymentBatchChallenges: Map<string, PaymentBatchChallenge>;
  /** Approval rules of every organization, in creation order. */
  approvalRules: Map<string, ApprovalRuleRecord>;
  idempotency: Map<string, IdempotencyEntry>;
  /** Rate-limit windows by rule and key (in the store, so a reset clears them). */
  rateWindows: Map<string, RateWindow>;
  /** The bank-wide audit chain, oldest first; only appended to (audit-log.ts). */
  auditLog: AuditEntry[];
  apiKeys: Map<string, ApiKeyRecord>;
  /** API key refs by their secret's hash: how a request's key is found. */
  apiKeyIndex: Map<string, string>;
  webhookEndpoints: Map<string, WebhookEndpointRecord>;
  /** Every delivery, oldest first (insertion order). */
  webhookDeliveries: Map<string, WebhookDeliveryRecord>;
  /** What the mock bank's own inbox received, oldest first (capped). */
  webhookInbox: WebhookInboxEntry[];
  /** Balance confirmation letters by verification reference: what the bank confirms to an auditor. */
  balanceConfirmations: Map<string, BalanceConfirmationRecord>;
  /** Exports of transactions by ref (kept 7 days). */
  transactionExports: Map<string, TransactionExportRecord>;
};

export function createEmptyStore(seed: number): Store {
  return {
    rng: createRng(seed ^ 0x5eed),
    seq: 0,
    users: new Map(),
    organizations: new Map(),
    bankAccounts: new Map(),
    balances: new Map(),
    transactions: new Map(),
    payments: new Map(),
    paymentBatches: new Map(),
    standingOrders: new Map(),
    recipients: new Map(),
    knownPayees: new Map(),
    kycDocuments: new Map(),
    notifications: new Map(),
    fxQuotes: new Map(),
    fxTrades: new Map(),
    outbox: [],
    invitations: new Map(),
    resetTokens: new Map(),
    accessTokens: new Map(),
    refreshFamilies: new Map(),
    refreshTokenIndex: new Map(),
    loginFailures: new Map(),
    loginChallenges: new Map(),
    failureLocks: new Map(),
    twoFactorSetupFailures: new Map(),
    paymentChallenges: new Map(),
    approvalChallenges: new Map(),
    paymentBatchChallenges: new Map(),
    approvalRules: new Map(),
    idempotency: new Map(),
    rateWindows: new Map(),
    auditLog: [],
    apiKeys: new Map(),
    apiKeyIndex: new Map(),
    webhookEndpoints: new Map(),
    webhookDeliveries: new Map(),
    webhookInbox: [],
    balanceConfirmations: new Map(),
    transactionExports: new Map(),
  };
}

/** A new opaque ref with a type prefix, deterministic for a given seed and call order. */
export function newRef(store: Store, prefix: string): string {
  return `${prefix}_${store.rng.id(16)}`;
}

export function nextSeq(store: Store): number {
  store.seq += 1;
  return store.seq;
}
