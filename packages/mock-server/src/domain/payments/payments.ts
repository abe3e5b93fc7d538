import type { components } from '@portal/api-types/schema';
import { available, requireBalance } from '../accounts/index.js';
import type { User } from '../auth/index.js';
import { signWithChallenge } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import {
  addPayment,
  DomainError,
  FieldErrorBag,
  formatMinor,
  hash32,
  newRef,
  notFound,
  requireDateRange,
  setPaymentStatus,
} from '../bank/index.js';
import { requirePayeeConfirmation } from '../recipients/index.js';
import { requireBankAccount } from '../team/index.js';
import { holdForApproval, notifyApprovers } from './approval-hold.js';
import { apiKeyPaymentRule, matchingRule } from './approval-matching.js';
import { isPaymentFinal } from './payment-final-statuses.js';
import { checkReasonAndReference, checkTarget } from './payment-input.js';
import { releaseHold, setOff, statusNotice } from './payment-lifecycle.js';
import type { PaymentRecord } from './payment-records.js';
import { type Schedule, schedule } from './payment-schedule.js';

const CHALLENGE_TTL_MS = 5 * 60_000;

export function requirePayment(bank: Bank, user: User, orgRef: string, bankAccountRef: string, ref: string) {
  requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const payment = bank.store.payments.get(ref);
  if (!payment || payment.bankAccountRef !== bankAccountRef) throw notFound('payment');
  return payment;
}

export function createPaymentChallenge(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: components['schemas']['PaymentChallengeRequest'],
) {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const bag = new FieldErrorBag();
  const target = checkTarget(bank, account, input, bag);
  bag.throwIfAny();
  if (!target) throw new DomainError(422, 'The given data was invalid.');
  const ref = newRef(bank.store, 'chl');
  const expiresAt = bank.clock.now() + CHALLENGE_TTL_MS;
  bank.store.paymentChallenges.set(ref, {
    ref,
    userRef: user.ref,
    bankAccountRef,
    recipientRef: target.recipient.ref,
    amount: target.amount,
    currency: target.currency,
    expiresAt,
    used: false,
    failures: 0,
  });
  return { challengeRef: ref, expiresAt };
}

/** PSD2 dynamic linking: the code must come with a challenge over exactly this payee, amount and currency. */
export function checkAuthorization(
  bank: Bank,
  user: User,
  bankAccountRef: string,
  target: { recipientRef: string; amount: bigint; currency: string },
  authorization: unknown,
): void {
  if (!user.twoFactorSecret) return;
  const auth = (authorization ?? {}) as Record<string, unknown>;
  const challenge =
    typeof auth.challenge_ref === 'string' ? bank.store.paymentChallenges.get(auth.challenge_ref) : undefined;
  const matches =
    challenge &&
    !challenge.used &&
    challenge.expiresAt > bank.clock.now() &&
    challenge.userRef === user.ref &&
    challenge.bankAccountRef === bankAccountRef &&
    challenge.recipientRef === target.recipientRef &&
    challenge.amount === target.amount &&
    challenge.currency === target.currency;
  if (!matches) {
    const message = authorization
      ? 'The authorization does not match this payment. Request a new code.'
      : 'This payment needs a two-factor authorization code.';
    throw new DomainError(422, message, {
      code: authorization ? 'two_factor_invalid' : 'two_factor_required',
      errors: { authorization: [message] },
    });
  }
  signWithChallenge(bank, user, challenge, auth.code, {
    field: 'authorization.code',
    spentMessage: 'Too many wrong codes for this payment. Request a new code later.',
  });
}

export const feeFor = (scheme: string, currency: string): bigint =>
  scheme === 'swift' ? (currency === 'JPY' ? 1500n : 1000n) : 0n;

export async function createPayment(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: components['schemas']['PaymentCreate'],
  madeWith: PaymentCredential = 'person',
): Promise<PaymentRecord> {
  const payment = makePayment(bank, user, orgRef, bankAccountRef, input, undefined, madeWith);
  // The bank takes a moment to accept a payment: a duplicate arriving meanwhile sees it in flight.
  await new Promise((resolve) => setTimeout(resolve, bank.config.paymentAcceptMs));
  return payment;
}

/**
 * Who confirmed the payment: a person with their second factor, or one of their API keys (no code, so the
 * payment always waits for a person's approval).
 */
export type PaymentCredential = 'person' | 'api_key';

/**
 * A row of a bulk payment batch, signed and approved with its batch: no code of its own, no rule of its own,
 * and its plan (when it was approved late) given. Everything else is checked as for any payment.
 */
export type BatchRowPayment = { batchRef: string; plan: Schedule | null };

/**
 * Checks and makes one payment (createPayment, and each row of a bulk payment batch): payee, amount, currency,
 * reason, reference, date, the payee check's confirmation, the second factor, the balance, the approval rules.
 * Synchronous, so nothing else can spend the same balance between the check and the reservation.
 */
export function makePayment(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: components['schemas']['PaymentCreate'],
  batch?: BatchRowPayment,
  madeWith: PaymentCredential = 'person',
): PaymentRecord {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const bag = new FieldErrorBag();
  const target = checkTarget(bank, account, input, bag);
  checkReasonAndReference(input, bag);
  const plan = batch?.plan ?? schedule(bank, input.execution_date, bag);
  bag.throwIfAny();
  if (!target || !plan) throw new DomainError(422, 'The given data was invalid.');
  const { recipient, amount, currency } = target;
  // Before the second factor, so a refused payment does not spend the user's code.
  requirePayeeConfirmation(recipient.verification, input.confirm_payee_mismatch);
  if (!batch && madeWith === 'person') {
    checkAuthorization(
      bank,
      user,
      bankAccountRef,
      { recipientRef: recipient.ref, amount, currency },
      input.authorization,
    );
  }

  const balance = requireBalance(bank.store, bankAccountRef, currency);
  const fee = feeFor(recipient.bankDetails.scheme, currency);
  // Checked now and again when the last approval arrives: a payment that waits reserves nothing.
  if (amount + fee > available(balance)) {
    const message = `The amount exceeds the available balance of ${formatMinor(available(balance), currency)} ${currency}.`;
    throw new DomainError(422, message, { code: 'insufficient_funds', errors: { amount: [message] } });
  }
  // A batch went through the approval policies as one item.
  const now = bank.clock.now();
  const rule = batch
    ? null
    : (matchingRule(bank, { orgRef, bankAccountRef, recipientRef: recipient.ref, amount, currency }) ??
      (madeWith === 'api_key' ? apiKeyPaymentRule(orgRef, currency, now) : null));
  const ref = newRef(bank.store, 'pay');
  const reference = String(input.reference);
  const willFail =
    /FAIL/i.test(reference) ||
    hash32(`${bank.config.seed}:${ref}`) / 4294967296 < bank.config.paymentFailureRate;
  const payment: PaymentRecord = {
    ref,
    orgRef,
    bankAccountRef,
    recipientRef: recipient.ref,
    recipientName: recipient.name,
    createdBy: user.ref,
    amount,
    currency,
    fee,
    reasonCode: String(input.reason_code),
    reference,
    status: plan.status,
    executionDate: plan.executionDate,
    createdAt: now,
    updatedAt: now,
    timeline: [],
    nextTransitionAt: null,
    willFail,
    holding: false,
    transactionRef: null,
    ...(recipient.verification ? { payeeVerification: { ...recipient.verification } } : {}),
    ...(batch ? { batchRef: batch.batchRef } : {}),
  };
  // Reserve (or hold for approval) at once, so parallel payments cannot overspend.
  if (rule) holdForApproval(bank.store, payment, user, rule, input.execution_date ?? null, now);
  else setOff(bank, payment, plan, now);
  addPayment(bank.store, payment);
  statusNotice(bank, payment, now);
  if (rule) notifyApprovers(bank, payment, now);
  return payment;
}

export function cancelPayment(bank: Bank, payment: PaymentRecord): PaymentRecord {
  if (payment.status !== 'scheduled') {
    throw new DomainError(409, 'Only scheduled payments can be cancelled.', {
      code: 'payment_not_cancellable',
    });
  }
  const now = bank.clock.now();
  releaseHold(bank, payment);
  setPaymentStatus(bank.store, payment, 'cancelled');
  payment.updatedAt = now;
  payment.nextTransitionAt = null;
  payment.timeline.push({ status: 'cancelled', at: now });
  statusNotice(bank, payment, now);
  return payment;
}

export type PaymentFilter = {
  status?: string;
  from?: string;
  to?: string;
  recipient?: string;
  currency?: string;
  standingOrder?: string;
  /** Only payments in no final status yet. */
  inProgress?: boolean;
};

/**
 * The payments of some bank accounts (one, or all of an organization's) in one list, newest first by creation;
 * dates filter on the execution date.
 */
export function listPaymentsOf(
  bank: Bank,
  bankAccountRefs: ReadonlyArray<string>,
  f: PaymentFilter,
): PaymentRecord[] {
  requireDateRange(f.from, f.to);
  const accounts = new Set(bankAccountRefs);
  const out: PaymentRecord[] = [];
  for (const p of bank.store.payments.values()) {
    if (!accounts.has(p.bankAccountRef)) continue;
    if (f.status && p.status !== f.status) continue;
    if (f.recipient && p.recipientRef !== f.recipient) continue;
    if (f.currency && p.currency !== f.currency) continue;
    if (f.standingOrder && p.standingOrderRef !== f.standingOrder) continue;
    if (f.from && p.executionDate < f.from) continue;
    if (f.to && p.executionDate > f.to) continue;
    if (f.inProgress && isPaymentFinal(p.status)) continue;
    out.push(p);
  }
  return out.sort((a, b) => b.createdAt - a.createdAt || (a.ref < b.ref ? 1 : -1));
}
