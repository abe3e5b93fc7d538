import { available, findBalance } from '../accounts/index.js';
import { makesPayments, roleIn } from '../approvals/index.js';
import type { Bank } from '../bank/index.js';
import { addPayment, hash32, newRef, PAYMENT_WINDOW, windowOn } from '../bank/index.js';
import { notify } from '../notifications/index.js';
import type { PaymentRecord } from '../payments/index.js';
import {
  advancePayments,
  feeFor,
  holdForApproval,
  matchingRule,
  NOT_PAYABLE,
  notifyApprovers,
  PROCESSING_AFTER_MS,
  setOff,
  statusNotice,
} from '../payments/index.js';
import type { StandingOrderRecord } from './standing-order-records.js';
import { type Occurrence, occurrenceAt } from './standing-order-schedule.js';
import { type OccurrenceRefusal, occurrenceFailedText } from './standing-order-texts.js';

type Due = { at: number; occurrence: Occurrence } | null;
type KeptDue = Pick<StandingOrderRecord, 'status' | 'schedule' | 'cursor' | 'anchorAt'> & { due: Due };

/**
 * Each order's next occurrence as last worked out, with what it was worked out from: every request moves the
 * clock and asks again, and the answer only changes with the order (whose schedule is replaced, never edited).
 */
const dueKept = new WeakMap<StandingOrderRecord, KeptDue>();

/** When the bank makes the order's next occurrence: its day's window opening (not before the schedule was set). */
function dueOf(so: StandingOrderRecord): Due {
  const { status, schedule, cursor, anchorAt } = so;
  const kept = dueKept.get(so);
  if (
    kept?.status === status &&
    kept.schedule === schedule &&
    kept.cursor === cursor &&
    kept.anchorAt === anchorAt
  )
    return kept.due;
  const due = workOutDue(so);
  dueKept.set(so, { status, schedule, cursor, anchorAt, due });
  return due;
}

function workOutDue(so: StandingOrderRecord): Due {
  if (so.status !== 'active') return null;
  const occurrence = occurrenceAt(so.schedule, so.cursor, so.anchorAt);
  const window = occurrence && windowOn(PAYMENT_WINDOW, occurrence.date);
  if (!occurrence || !window) return null;
  return { at: Math.max(window.opens, so.anchorAt), occurrence };
}

/**
 * Makes every occurrence the clock has reached, in time order and interleaved with the payments' own progress,
 * so each occurrence's balance check sees the balance as it stood at its time.
 */
export function makeDueOccurrences(bank: Bank, now: number): void {
  for (;;) {
    let next: { so: StandingOrderRecord; at: number; occurrence: Occurrence } | null = null;
    for (const so of bank.store.standingOrders.values()) {
      const due = dueOf(so);
      if (due && due.at <= now && (!next || due.at < next.at)) next = { so, ...due };
    }
    if (!next) return;
    advancePayments(bank, next.at);
    handleOccurrence(bank, next.so, next.occurrence, next.at);
  }
}

function handleOccurrence(bank: Bank, so: StandingOrderRecord, occurrence: Occurrence, at: number): void {
  so.cursor = occurrence.index + 1;
  const skippedAt = so.skipped.indexOf(occurrence.date);
  if (skippedAt >= 0) {
    so.skipped.splice(skippedAt, 1);
  } else {
    const payment = makeOccurrence(bank, so, occurrence.date, at);
    so.occurrencesMade += 1;
    so.lastPaymentRef = payment.ref;
  }
  if (!occurrenceAt(so.schedule, so.cursor, so.anchorAt)) so.status = 'completed';
  so.updatedAt = at;
}

/** Why this occurrence cannot be made (in words for the creator), or null when it can. */
function refusal(bank: Bank, so: StandingOrderRecord, fee: bigint): OccurrenceRefusal | null {
  const maker = bank.store.users.get(so.createdBy.userRef);
  const role = maker ? roleIn(maker, so.orgRef) : null;
  if (!role || !makesPayments(role)) return { kind: 'maker_cannot_pay', maker: so.createdBy.name };
  const recipient = bank.store.recipients.get(so.recipientRef);
  if (!recipient || recipient.orgRef !== so.orgRef) return { kind: 'recipient_gone' };
  if (NOT_PAYABLE.includes(recipient.status))
    return { kind: 'recipient_not_payable', status: recipient.status };
  // A check that turned into a no match after the standing order was set up was never confirmed (rule VOP-05).
  if (recipient.verification?.outcome === 'no_match' && !so.payeeMismatchConfirmed)
    return { kind: 'payee_name_mismatch' };
  const balance = findBalance(bank.store, so.bankAccountRef, so.currency);
  if (!balance) return { kind: 'currency_gone', currency: so.currency };
  if (so.amount + fee > available(balance))
    return { kind: 'balance_short', available: available(balance), currency: so.currency };
  return null;
}

/** One occurrence as an ordinary payment: checked like any (balance, recipient, approval policies). */
function makeOccurrence(bank: Bank, so: StandingOrderRecord, date: string, at: number): PaymentRecord {
  const recipient = bank.store.recipients.get(so.recipientRef);
  const fee = recipient ? feeFor(recipient.bankDetails.scheme, so.currency) : 0n;
  const ref = newRef(bank.store, 'pay');
  const payment: PaymentRecord = {
    ref,
    orgRef: so.orgRef,
    bankAccountRef: so.bankAccountRef,
    recipientRef: so.recipientRef,
    recipientName: recipient?.name ?? so.recipientName,
    createdBy: so.createdBy.userRef,
    amount: so.amount,
    currency: so.currency,
    fee,
    reasonCode: so.reasonCode,
    reference: so.reference,
    status: 'failed',
    executionDate: date,
    createdAt: at,
    updatedAt: at,
    timeline: [],
    nextTransitionAt: null,
    willFail:
      /FAIL/i.test(so.reference) ||
      hash32(`${bank.config.seed}:${ref}`) / 4294967296 < bank.config.paymentFailureRate,
    holding: false,
    transactionRef: null,
    standingOrderRef: so.ref,
    // What approvers see, as for any payment: the recipient's check at the time.
    ...(recipient?.verification ? { payeeVerification: { ...recipient.verification } } : {}),
  };
  const why = refusal(bank, so, fee);
  if (why) {
    payment.timeline.push({ status: 'failed', at });
    addPayment(bank.store, payment);
    const facts = { amount: so.amount, currency: so.currency, payee: payment.recipientName, date, why };
    notify(bank.store, so.createdBy.userRef, {
      type: 'payment_status',
      text: (locale) => occurrenceFailedText(facts, locale),
      at,
      link: { kind: 'payment', accountRef: so.orgRef, bankAccountRef: so.bankAccountRef, paymentRef: ref },
    });
    return payment;
  }
  const maker = bank.store.users.get(so.createdBy.userRef);
  const rule = matchingRule(bank, {
    orgRef: so.orgRef,
    bankAccountRef: so.bankAccountRef,
    recipientRef: so.recipientRef,
    amount: so.amount,
    currency: so.currency,
  });
  // Stored after the rule is matched, so the occurrence is not its own earlier payment to the recipient.
  addPayment(bank.store, payment);
  if (rule && maker) {
    holdForApproval(bank.store, payment, maker, rule, date, at);
    statusNotice(bank, payment, at);
    notifyApprovers(bank, payment, at);
  } else {
    setOff(bank, payment, { status: 'pending', executionDate: date, nextAt: at + PROCESSING_AFTER_MS }, at);
    statusNotice(bank, payment, at);
  }
  return payment;
}
