import { canonicalJson } from '@portal/api-types/audit-chain';
import type { components } from '@portal/api-types/schema';
import { approverOf, roleIn } from '../approvals/index.js';
import type { User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import {
  addDays,
  DomainError,
  FieldErrorBag,
  newRef,
  notFound,
  PAYMENT_WINDOW,
  parsePositiveAmount,
  todayIn,
} from '../bank/index.js';
import { checkAuthorization, checkReasonAndReference, checkTarget } from '../payments/index.js';
import { requirePayeeConfirmation } from '../recipients/index.js';
import { requireBankAccount } from '../team/index.js';
import type { StandingOrderRecord } from './standing-order-records.js';
import {
  firstIndexFrom,
  firstIndexGoingAfter,
  nominalDate,
  occurrenceAt,
  type StandingOrderSchedule,
  upcoming,
} from './standing-order-schedule.js';

type S = components['schemas'];

/** How far ahead a standing order may start. */
const MAX_START_DAYS_AHEAD = 366;

/** The schedule as the bank keeps it: only the fields its frequency and end use. */
function normalized(s: StandingOrderSchedule): StandingOrderSchedule {
  const end: StandingOrderSchedule['end'] =
    s.end.type === 'on_date'
      ? { type: 'on_date', ...(s.end.date ? { date: s.end.date } : {}) }
      : s.end.type === 'after_count'
        ? { type: 'after_count', ...(s.end.count ? { count: s.end.count } : {}) }
        : { type: 'never' };
  return {
    frequency: s.frequency,
    start_date: s.start_date,
    ...(s.day_of_month !== undefined ? { day_of_month: s.day_of_month } : {}),
    end,
  };
}

/** The schedule rules of `createStandingOrder`, as field errors under `schedule.…`. */
function checkSchedule(bank: Bank, s: StandingOrderSchedule, bag: FieldErrorBag): void {
  const today = todayIn(PAYMENT_WINDOW, bank.clock.now());
  const latest = addDays(today, MAX_START_DAYS_AHEAD);
  if (s.start_date < today) bag.add('schedule.start_date', 'The start date cannot be in the past.');
  else if (s.start_date > latest)
    bag.add('schedule.start_date', `The start date cannot be later than ${latest}.`);
  if (s.frequency === 'weekly' && s.day_of_month !== undefined)
    bag.add('schedule.day_of_month', 'A weekly standing order has no day of the month.');
  if (s.frequency !== 'weekly' && s.day_of_month === undefined)
    bag.add('schedule.day_of_month', 'Choose the day of the month.');
  if (s.end.type === 'after_count' && s.end.count === undefined)
    bag.add('schedule.end.count', 'Enter the number of payments.');
  if (s.end.type === 'on_date') {
    if (s.end.date === undefined) bag.add('schedule.end.date', 'Choose the end date.');
    else if (bag.empty) {
      const first = nominalDate(s, 0);
      if (s.end.date < first)
        bag.add('schedule.end.date', `The end date cannot be before the first payment (${first}).`);
    }
  }
}

export function requireStandingOrder(bank: Bank, orgRef: string, ref: string): StandingOrderRecord {
  const found = bank.store.standingOrders.get(ref);
  if (!found || found.orgRef !== orgRef) throw notFound('standing order');
  return found;
}

/** The dates the next occurrences go on, after skips (none unless active). */
export function nextDates(so: StandingOrderRecord, limit = 3): string[] {
  if (so.status !== 'active') return [];
  return upcoming(so.schedule, so.cursor, so.anchorAt, so.skipped, limit).map((o) => o.date);
}

/** An active order whose series has run out is completed. */
function settle(so: StandingOrderRecord): void {
  if (so.status === 'active' && !occurrenceAt(so.schedule, so.cursor, so.anchorAt)) so.status = 'completed';
}

export function createStandingOrder(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: S['StandingOrderCreate'],
): StandingOrderRecord {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const bag = new FieldErrorBag();
  const target = checkTarget(bank, account, input, bag);
  checkReasonAndReference(input, bag);
  checkSchedule(bank, input.schedule, bag);
  bag.throwIfAny();
  if (!target) throw new DomainError(422, 'The given data was invalid.');
  const { recipient, amount, currency } = target;
  // Before the second factor, as for a payment: a refusal spends no code.
  requirePayeeConfirmation(recipient.verification, input.confirm_payee_mismatch);
  checkAuthorization(
    bank,
    user,
    bankAccountRef,
    { recipientRef: recipient.ref, amount, currency },
    input.authorization,
  );
  const now = bank.clock.now();
  const so: StandingOrderRecord = {
    ref: newRef(bank.store, 'so'),
    orgRef,
    bankAccountRef,
    recipientRef: recipient.ref,
    recipientName: recipient.name,
    amount,
    currency,
    reasonCode: input.reason_code,
    reference: input.reference,
    schedule: normalized(input.schedule),
    status: 'active',
    cursor: 0,
    anchorAt: now,
    skipped: [],
    occurrencesMade: 0,
    lastPaymentRef: null,
    payeeMismatchConfirmed: recipient.verification?.outcome === 'no_match',
    createdBy: approverOf(user, roleIn(user, orgRef) ?? 'member'),
    createdAt: now,
    updatedAt: now,
  };
  bank.store.standingOrders.set(so.ref, so);
  return so;
}

function requireOpen(so: StandingOrderRecord): void {
  if (so.status === 'cancelled' || so.status === 'completed') {
    throw new DomainError(409, `This standing order is ${so.status}: it can no longer be changed.`, {
      code: 'standing_order_closed',
    });
  }
}

/** Changes the occurrences not made yet; a changed schedule starts again from its own start date. */
export function updateStandingOrder(
  bank: Bank,
  user: User,
  so: StandingOrderRecord,
  input: S['StandingOrderUpdate'],
): StandingOrderRecord {
  requireOpen(so);
  const bag = new FieldErrorBag();
  let amount = so.amount;
  if (input.amount !== undefined) {
    const parsed = parsePositiveAmount(input.amount, so.currency);
    if (parsed.ok) amount = parsed.minor;
    else bag.add('amount', parsed.message);
  }
  const reasonCode = input.reason_code ?? so.reasonCode;
  const reference = input.reference ?? so.reference;
  checkReasonAndReference({ reason_code: reasonCode, reference }, bag);
  const schedule = input.schedule ? normalized(input.schedule) : so.schedule;
  const scheduleChanged = canonicalJson(schedule) !== canonicalJson(so.schedule);
  if (scheduleChanged) checkSchedule(bank, schedule, bag);
  bag.throwIfAny();
  if (amount !== so.amount) {
    checkAuthorization(
      bank,
      user,
      so.bankAccountRef,
      { recipientRef: so.recipientRef, amount, currency: so.currency },
      input.authorization,
    );
  }
  const now = bank.clock.now();
  if (scheduleChanged) {
    const lastMade = so.lastPaymentRef
      ? bank.store.payments.get(so.lastPaymentRef)?.executionDate
      : undefined;
    so.schedule = schedule;
    so.anchorAt = now;
    // Never a second payment for a date already paid.
    so.cursor = lastMade ? firstIndexFrom(schedule, addDays(lastMade, 1)) : 0;
    const dates = upcoming(schedule, so.cursor, now, [], 50).map((o) => o.date);
    so.skipped = so.skipped.filter((d) => dates.includes(d));
  }
  so.amount = amount;
  so.reasonCode = reasonCode;
  so.reference = reference;
  so.updatedAt = now;
  settle(so);
  return so;
}

export function skipNextOccurrence(bank: Bank, so: StandingOrderRecord): StandingOrderRecord {
  const [next] = nextDates(so, 1);
  if (!next) {
    throw new DomainError(409, `This standing order is ${so.status}: it has no next payment to skip.`, {
      code: 'standing_order_no_next',
    });
  }
  so.skipped = [...so.skipped, next].sort();
  so.updatedAt = bank.clock.now();
  settle(so);
  return so;
}

export function pauseStandingOrder(bank: Bank, so: StandingOrderRecord): StandingOrderRecord {
  if (so.status !== 'active') {
    throw new DomainError(409, `Only an active standing order can be paused; this one is ${so.status}.`, {
      code: 'standing_order_not_active',
    });
  }
  so.status = 'paused';
  so.updatedAt = bank.clock.now();
  return so;
}

/** Back to active from the first payment going after today; the dates that passed are not made up. */
export function resumeStandingOrder(bank: Bank, so: StandingOrderRecord): StandingOrderRecord {
  if (so.status !== 'paused') {
    throw new DomainError(409, `Only a paused standing order can be resumed; this one is ${so.status}.`, {
      code: 'standing_order_not_paused',
    });
  }
  const now = bank.clock.now();
  so.status = 'active';
  // Each date as the order had planned it before the pause: passed when that day is today or earlier.
  so.cursor = firstIndexGoingAfter(so.schedule, todayIn(PAYMENT_WINDOW, now), so.anchorAt, so.cursor);
  so.anchorAt = now;
  // Only the skips of dates that passed are spent: a date the user skipped and still ahead stays skipped.
  const first = occurrenceAt(so.schedule, so.cursor, now);
  so.skipped = first ? so.skipped.filter((d) => d >= first.date) : [];
  so.updatedAt = now;
  settle(so);
  return so;
}

export function cancelStandingOrder(bank: Bank, so: StandingOrderRecord): StandingOrderRecord {
  if (so.status === 'cancelled' || so.status === 'completed') {
    throw new DomainError(409, `This standing order is already ${so.status}.`, {
      code: 'standing_order_closed',
    });
  }
  so.status = 'cancelled';
  so.skipped = [];
  so.updatedAt = bank.clock.now();
  return so;
}

export type StandingOrderFilter = { status?: string; bankAccount?: string; recipient?: string };

/** An organization's standing orders: soonest next payment first, then those without one, newest first. */
export function listStandingOrders(
  bank: Bank,
  orgRef: string,
  f: StandingOrderFilter,
): StandingOrderRecord[] {
  const keyed = [...bank.store.standingOrders.values()]
    .filter(
      (so) =>
        so.orgRef === orgRef &&
        (!f.status || so.status === f.status) &&
        (!f.bankAccount || so.bankAccountRef === f.bankAccount) &&
        (!f.recipient || so.recipientRef === f.recipient),
    )
    .map((so) => ({ so, next: nextDates(so, 1)[0] ?? null }));
  keyed.sort((a, b) => {
    if (a.next && b.next && a.next !== b.next) return a.next < b.next ? -1 : 1;
    if (a.next && !b.next) return -1;
    if (!a.next && b.next) return 1;
    return b.so.createdAt - a.so.createdAt || (a.so.ref < b.so.ref ? 1 : -1);
  });
  return keyed.map((k) => k.so);
}
