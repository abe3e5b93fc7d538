import type { components } from '@portal/api-types/schema';
import { requireBankAccount } from './access.js';
import { requireTotp } from './auth.js';
import type { Bank } from './bank.js';
import { requireDateRange } from './date-range.js';
import { DomainError, FieldErrorBag, notFound } from './errors.js';
import { available, requireBalance } from './ledger.js';
import type { PaymentRecord, User } from './model.js';
import { formatMinor } from './money.js';
import { checkReasonAndReference, checkTarget } from './payment-input.js';
import { PROCESSING_AFTER_MS, pendingTransaction, releaseHold, statusNotice } from './payment-lifecycle.js';
import { hash32 } from './prng.js';
import { newRef } from './store.js';
import { isBusinessDay, nextOpening, openWindow, PAYMENT_WINDOW, todayIn, windowOn } from './time-window.js';
import { addDays, isValidDate, zonedDate } from './zoned-time.js';

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
function checkAuthorization(
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
  if (challenge.failures >= 5) {
    throw new DomainError(429, 'Too many wrong codes for this payment. Request a new code later.', {
      code: 'rate_limited',
      retryAfter: Math.max(1, Math.ceil((challenge.expiresAt - bank.clock.now()) / 1000)),
    });
  }
  try {
    requireTotp(bank, user, auth.code, 'authorization.code');
  } catch (error) {
    challenge.failures += 1;
    throw error;
  }
  challenge.used = true;
}

type Schedule = { status: 'pending' | 'scheduled'; executionDate: string; nextAt: number };

function closedWindowRefusal(now: number): DomainError {
  const next = zonedDate(nextOpening(PAYMENT_WINDOW, now), PAYMENT_WINDOW.timezone);
  const message = `Today's payment window has closed. The payment can go on ${next} at the earliest: confirm the new date and send it again.`;
  return new DomainError(422, message, {
    code: 'outside_cutoff_window',
    errors: { execution_date: [message] },
  });
}

function schedule(bank: Bank, requested: unknown, bag: FieldErrorBag): Schedule | null {
  const now = bank.clock.now();
  const today = todayIn(PAYMENT_WINDOW, now);
  if (requested === undefined || requested === null || requested === '') {
    if (openWindow(PAYMENT_WINDOW, now))
      return { status: 'pending', executionDate: today, nextAt: now + PROCESSING_AFTER_MS };
    // No date asked for and outside the window: scheduled for the next one.
    const opens = nextOpening(PAYMENT_WINDOW, now);
    return { status: 'scheduled', executionDate: zonedDate(opens, PAYMENT_WINDOW.timezone), nextAt: opens };
  }
  if (requested === today) {
    // A date the user agreed to is honoured or refused, never moved: today only while today's window is open.
    const window = windowOn(PAYMENT_WINDOW, today);
    if (!bag.empty) return null;
    if (!window || now >= window.closes) throw closedWindowRefusal(now);
    if (now >= window.opens)
      return { status: 'pending', executionDate: today, nextAt: now + PROCESSING_AFTER_MS };
    return { status: 'scheduled', executionDate: today, nextAt: window.opens };
  }
  if (typeof requested !== 'string' || !isValidDate(requested)) {
    bag.add('execution_date', 'The execution date must be a date in the format YYYY-MM-DD.');
    return null;
  }
  const max = addDays(today, PAYMENT_WINDOW.max_days_ahead ?? 90);
  if (requested < today) bag.add('execution_date', 'The execution date cannot be in the past.');
  else if (requested > max) bag.add('execution_date', `The execution date cannot be later than ${max}.`);
  const window = windowOn(PAYMENT_WINDOW, requested);
  if (!bag.empty) return null;
  if (!window || !isBusinessDay(PAYMENT_WINDOW, requested)) {
    const message = 'Payments cannot be executed on weekends or bank holidays. Choose a business day.';
    throw new DomainError(422, message, {
      code: 'outside_cutoff_window',
      errors: { execution_date: [message] },
    });
  }
  return { status: 'scheduled', executionDate: requested, nextAt: window.opens };
}

export const feeFor = (scheme: string, currency: string): bigint =>
  scheme === 'swift' ? (currency === 'JPY' ? 1500n : 1000n) : 0n;

export async function createPayment(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: components['schemas']['PaymentCreate'],
): Promise<PaymentRecord> {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const bag = new FieldErrorBag();
  const target = checkTarget(bank, account, input, bag);
  checkReasonAndReference(input, bag);
  const plan = schedule(bank, input.execution_date, bag);
  bag.throwIfAny();
  if (!target || !plan) throw new DomainError(422, 'The given data was invalid.');
  const { recipient, amount, currency } = target;
  checkAuthorization(
    bank,
    user,
    bankAccountRef,
    { recipientRef: recipient.ref, amount, currency },
    input.authorization,
  );

  const balance = requireBalance(bank.store, bankAccountRef, currency);
  const fee = feeFor(recipient.bankDetails.scheme, currency);
  if (amount + fee > available(balance)) {
    const message = `The amount exceeds the available balance of ${formatMinor(available(balance), currency)} ${currency}.`;
    throw new DomainError(422, message, { code: 'insufficient_funds', errors: { amount: [message] } });
  }
  const now = bank.clock.now();
  // Reserve before anything asynchronous, so parallel payments cannot overspend.
  balance.held += amount + fee;
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
    timeline: [{ status: plan.status, at: now }],
    nextTransitionAt: plan.nextAt,
    willFail,
    holding: true,
    transactionRef: null,
  };
  if (plan.status === 'pending') payment.transactionRef = pendingTransaction(bank, payment, now);
  bank.store.payments.set(ref, payment);
  statusNotice(bank, payment, now);
  // The bank takes a moment to accept a payment: a duplicate arriving meanwhile sees it in flight.
  await new Promise((resolve) => setTimeout(resolve, bank.config.paymentAcceptMs));
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
  payment.status = 'cancelled';
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
    if (f.from && p.executionDate < f.from) continue;
    if (f.to && p.executionDate > f.to) continue;
    out.push(p);
  }
  return out.sort((a, b) => b.createdAt - a.createdAt || (a.ref < b.ref ? 1 : -1));
}
